import type { Customer } from '@/payload-types'
import { ApiError } from '../api/errors'
import { plainQuery } from '../db/plain-query'
import { findOrder } from '../orders/order-store'
import { ORDER_NOT_FOUND_MESSAGE } from '../orders/customer-orders'

// The sandbox payment sheet opens and pays only an order of the signed-in customer: its gateway order id is in the
// checkout's answer and the page's address, so without this anyone holding one could pay (or refuse) someone else's
// order. Another customer's order answers as an unknown one does (404), as the orders rows do.

export async function assertSandboxOrderOf(customer: Customer, gatewayOrderId: string): Promise<void> {
  const order = gatewayOrderId ? await findOrder({ query: await plainQuery() }, { gatewayOrderId }) : null
  if (!order || order.customerId !== customer.id) throw new ApiError('not_found', ORDER_NOT_FOUND_MESSAGE)
}
