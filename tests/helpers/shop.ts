import { expect } from 'vitest'
import { POST as actionsPost } from '@/app/api/cart/actions/route'
import { POST as billingPost } from '@/app/api/cart/billing-addresses/route'
import { POST as readyPost } from '@/app/api/cart/ready/route'
import type { Customer } from '@/payload-types'
import type { CartView } from '@/server/cart/cart-view'
import { inTransaction } from '@/server/db/transaction'
import { verifyPayment } from '@/server/orders/customer-orders'
import { findOrder } from '@/server/orders/order-store'
import { sandboxGateway } from '@/server/payments/gateway'
import { ORIGIN } from './customers'

// Buying through the real API rows, as the cart page does: a row called with the customer's cookie, the cart's actions,
// 'ready to pay' with a billing address, and the sandbox gateway's payment checked on the server.

export type RouteHandler = (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>

/** Calls a route handler as the customer's browser would: GET without a body, POST with a JSON one. */
export function callRow(
  handler: RouteHandler,
  path: string,
  cookie: string,
  body?: unknown,
  params?: Record<string, string>,
): Promise<Response> {
  return handler(
    new Request(`${ORIGIN}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { origin: ORIGIN, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    params ? { params: Promise.resolve(params) } : undefined,
  )
}

/** One cart action, which must be taken (200); answers the cart. */
export async function cartAction(cookie: string, action: unknown): Promise<CartView> {
  const response = await callRow(actionsPost, '/api/cart/actions', cookie, action)
  expect(response.status).toBe(200)
  return (await response.json()) as CartView
}

/** Saves a billing address and makes the cart ready to pay with it; answers the ready cart. */
export async function makeCartReady(cookie: string, billing: Record<string, unknown>): Promise<CartView> {
  const saved = await callRow(billingPost, '/api/cart/billing-addresses', cookie, billing)
  expect(saved.status).toBe(201)
  const { data } = (await saved.json()) as { data: { id: string } }
  const ready = await callRow(readyPost, '/api/cart/ready', cookie, { billingAddressId: data.id })
  expect(ready.status).toBe(200)
  const view = (await ready.json()) as CartView
  expect(view.cart.paymentStatus).toBe('initialized')
  return view
}

/** Pays an order at the sandbox gateway and has the server check it, as the browser's payment handler does. */
export async function payOrder(customer: Customer, number: string) {
  const order = (await inTransaction((tx) => findOrder(tx, { number })))!
  const paid = await sandboxGateway().pay(order.gatewayOrderId!, { outcome: 'succeed', method: 'upi' })
  if (!paid.ok) throw new Error('The sandbox did not take the payment')
  return verifyPayment(customer, number, paid.handler)
}
