import { requireCustomer, requireSession, type SignedIn, type SignedInCustomer } from '../customers/require-customer'
import { handler, type HandlerOptions } from './handler'

// The customer API rows' one wrapper: the session (and, for withCustomer, the caller's own customer row) is checked
// before the row's own work, inside `handler`, so every row gets the body cap, the error shape and the 503 on outage.

export function withSession(
  fn: (request: Request, caller: SignedIn) => Promise<Response>,
  options?: HandlerOptions,
): (request: Request) => Promise<Response> {
  return handler(async (request: Request) => fn(request, await requireSession(request)), options)
}

export function withCustomer(
  fn: (request: Request, caller: SignedInCustomer) => Promise<Response>,
  options?: HandlerOptions,
): (request: Request) => Promise<Response> {
  return handler(async (request: Request) => fn(request, await requireCustomer(request)), options)
}
