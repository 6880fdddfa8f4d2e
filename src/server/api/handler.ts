import { failedForOutage } from '../db/availability'
import { assertDeclaredLength, MAX_BODY_BYTES } from './body'
import { ApiError, errorResponse, serviceUnavailable } from './errors'

// Every API row's handler is wrapped here (or in with-customer.ts, which wraps through here), so that each one:
// - refuses a body declared larger than its cap before reading it (413; the readers in body.ts cap what is read);
// - answers ApiErrors in the one error shape, and hides anything else behind a 500;
// - answers 503 with Retry-After while the database cannot be reached, whatever the failure looked like on the way.

export interface HandlerOptions {
  /** The largest body this row reads (MAX_BODY_BYTES unless given). */
  maxBodyBytes?: number
  /** The 413 message, when the row has its own words for it. */
  tooLargeMessage?: string
}

/** Turns a thrown failure into the error to answer: itself when meant for the client, 503 when the database is down. */
export async function answerableError(error: unknown): Promise<unknown> {
  if (error instanceof ApiError) return error
  return (await failedForOutage(error)) ? serviceUnavailable() : error
}

export function handler<Args extends unknown[]>(
  fn: (...args: Args) => Promise<Response>,
  options: HandlerOptions = {},
): (...args: Args) => Promise<Response> {
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES
  return async (...args: Args) => {
    try {
      const request = args[0]
      // GET and HEAD bodies are never read, so only the methods that carry one are held to the cap.
      if (request instanceof Request && !['GET', 'HEAD'].includes(request.method))
        assertDeclaredLength(request, maxBodyBytes, options.tooLargeMessage)
      return await fn(...args)
    } catch (error) {
      return errorResponse(await answerableError(error))
    }
  }
}
