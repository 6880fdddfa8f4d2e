import { ApiError } from './errors'

// Request bodies are read with a cap: a declared length over it is refused before a byte is read, and a body without
// one (chunked) is read chunk by chunk and dropped as soon as it passes the cap, so nobody can make the server hold a
// large body in memory.

/** The largest body an API row reads unless it says otherwise (20 team members or 100 building codes take a few KB). */
export const MAX_BODY_BYTES = 64 * 1024

export const TOO_LARGE_MESSAGE = 'The request body is too large.'

export const bodyTooLarge = (message = TOO_LARGE_MESSAGE) => new ApiError('payload_too_large', message)

/** 413 when the request declares a body longer than `maxBytes`; nothing is read. */
export function assertDeclaredLength(request: Request, maxBytes: number, message?: string): void {
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > maxBytes) throw bodyTooLarge(message)
}

/** The body's bytes, or 413 once more than `maxBytes` have arrived (the rest is never read). */
export async function readBody(request: Request, maxBytes: number, message?: string): Promise<Uint8Array<ArrayBuffer>> {
  assertDeclaredLength(request, maxBytes, message)
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw bodyTooLarge(message)
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/** The body as text (UTF-8, as `request.text()` decodes it), read with the cap of readBody. */
export async function readBodyText(request: Request, maxBytes: number, message?: string): Promise<string> {
  return new TextDecoder().decode(await readBody(request, maxBytes, message))
}

/**
 * The same request with its body capped, for handlers that read the body themselves (Payload's): a declared length
 * over the cap is refused at once (413), and the body stream fails once more than `maxBytes` have passed through it;
 * `exceeded()` then says so, for the caller to answer 413 whatever the handler made of the failure.
 */
export function withBodyCap(request: Request, maxBytes: number, message?: string): { request: Request; exceeded: () => boolean } {
  assertDeclaredLength(request, maxBytes, message)
  let exceeded = false
  if (!request.body) return { request, exceeded: () => exceeded }
  let size = 0
  const capped = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength
        if (size <= maxBytes) return controller.enqueue(chunk)
        exceeded = true
        controller.error(bodyTooLarge(message))
      },
    }),
  )
  // duplex: 'half' is how a streamed request body is sent (Node's fetch needs it; DOM's RequestInit type lacks it).
  const init = { method: request.method, headers: request.headers, body: capped, duplex: 'half', signal: request.signal }
  return { request: new Request(request.url, init as RequestInit), exceeded: () => exceeded }
}
