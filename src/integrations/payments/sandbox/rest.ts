import { timingSafeEqual } from 'node:crypto'
import { razorpayError, type SandboxCredentials } from './protocol'
import type { SandboxAnswer, SandboxGateway } from './gateway'

// The sandbox gateway's REST API: Razorpay's routes under the sandbox's own base path (the app will serve it at
// /api/sandbox-gateway/v1/…), with Basic auth by the sandbox key id and secret. The route handler passes the method,
// the path after /v1, two headers and the body's text, and sends back the status and JSON body it gets.

export interface SandboxRestRequest {
  method: string
  /** The path after the base, e.g. '/orders/order_KxY…/payments'. */
  path: string
  authorization: string | null
  refundIdempotencyKey: string | null
  body: string
}

export type SandboxRestAnswer = { status: number; body: unknown }

export const SANDBOX_REST_MAX_BODY_BYTES = 16 * 1024

function authorised(header: string | null, credentials: SandboxCredentials): boolean {
  if (!header?.startsWith('Basic ')) return false
  const expected = Buffer.from(`${credentials.keyId}:${credentials.keySecret}`)
  const given = Buffer.from(Buffer.from(header.slice(6), 'base64').toString('utf8'))
  return expected.length === given.length && timingSafeEqual(expected, given)
}

const answer = (a: SandboxAnswer<unknown>): SandboxRestAnswer => ({ status: a.status, body: a.body })

export async function handleSandboxRest(gateway: SandboxGateway, request: SandboxRestRequest): Promise<SandboxRestAnswer> {
  if (!authorised(request.authorization, gateway.credentials))
    return { status: 401, body: razorpayError('The api key provided is invalid') }
  if (Buffer.byteLength(request.body) > SANDBOX_REST_MAX_BODY_BYTES)
    return { status: 400, body: razorpayError('The request body is too large') }
  let body: unknown = undefined
  if (request.method === 'POST' && request.body.trim() !== '') {
    try {
      body = JSON.parse(request.body)
    } catch {
      return { status: 400, body: razorpayError('The request body is not valid JSON') }
    }
  }
  const parts = request.path
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map(decodeURIComponent)
  const route = `${request.method} ${parts.map((p, i) => (i % 2 === 1 ? ':id' : p)).join('/')}`
  switch (route) {
    case 'POST orders':
      return answer(await gateway.createOrder(body ?? {}))
    case 'GET orders/:id':
      return answer(await gateway.fetchOrder(parts[1]!))
    case 'GET orders/:id/payments':
      return answer(await gateway.fetchOrderPayments(parts[1]!))
    case 'GET payments/:id':
      return answer(await gateway.fetchPayment(parts[1]!))
    case 'POST payments/:id/refund':
      return answer(await gateway.refund(parts[1]!, body ?? {}, request.refundIdempotencyKey))
    case 'GET payments/:id/refunds':
      return answer(await gateway.listRefunds(parts[1]!))
    case 'GET payments/:id/refunds/:id':
      return answer(await gateway.fetchRefund(parts[1]!, parts[3]!))
    default:
      return { status: 404, body: razorpayError('The requested URL was not found on the server.') }
  }
}
