import type { Payload } from 'payload'
import type { Customer } from '@/payload-types'
import { ORIGIN, signUpCustomer } from './customers'

// What the virtual-office purchase tests share: a row called as the browser calls it, a signed-in customer with a
// profile, and a live Karnataka building that sells the business-address plan.

export const callRow = (handler: (r: Request) => Promise<Response>, path: string, cookie: string, body?: unknown) =>
  handler(
    new Request(`${ORIGIN}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { origin: ORIGIN, cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )

export function voBuyer(payload: Payload): Promise<{ cookie: string; customer: Customer }> {
  return signUpCustomer(payload, `vo-buy.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`, 'Farah Khan')
}

/** A live building in Karnataka (our test GST registration) selling the business-address plan. */
export async function businessAddressOffer(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'products',
    where: { type: { equals: 'VIRTUAL_OFFICE' } },
    depth: 1,
    limit: 200,
    pagination: false,
  })
  for (const product of docs) {
    const building = product.building as { slug?: string; isLive?: boolean; address?: { stateCode?: string } }
    const plan = product.voPlan as { handle?: string; title?: string } | null
    if (
      plan?.handle === 'business-address-vo-package' &&
      building?.isLive &&
      building.address?.stateCode === 'KA' &&
      product.variants.length
    )
      return { product, buildingHandle: building.slug!, plan, variant: product.variants[product.variants.length - 1]! }
  }
  throw new Error('No live Karnataka building sells the business-address plan in the seed')
}
