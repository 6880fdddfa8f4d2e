import { cache } from 'react'
import type { CatalogueFromPrices } from '@/domain/content/plans'
import { lowestOf } from '@/domain/locations/building-offer'
import { isPaise, type Paise } from '@/domain/money'
import { relationId } from '@/cms/relation'
import { getPayloadClient } from '../payload'
import { isTypeOffered } from './product-availability'

/**
 * The lowest price of each kind the catalogue sells at the live buildings (products switched off per building or
 * inactive left out), and the lowest private-office from-price the operators set: the plan cards' 'from' prices.
 */
export const getCatalogueFromPrices = cache(async (): Promise<CatalogueFromPrices> => {
  const payload = await getPayloadClient()
  const buildings = await payload.find({
    collection: 'buildings',
    where: { and: [{ isLive: { equals: true } }, { 'city.isLive': { equals: true } }] },
    select: { privateOfficeFromPrice: true, isDayPassDisabled: true, isConfRoomDisabled: true, isVirtualOfficeDisabled: true },
    limit: 0,
    pagination: false,
    depth: 0,
  })
  const byId = new Map(buildings.docs.map((b) => [b.id, b]))
  const products = byId.size
    ? await payload.find({
        collection: 'products',
        where: {
          and: [
            { building: { in: [...byId.keys()] } },
            { isActive: { equals: true } },
            { type: { in: ['DAY_PASS', 'BUNDLE', 'CONFERENCE_ROOM'] } },
          ],
        },
        select: { type: true, building: true, creditsQuantity: true, variants: true },
        limit: 0,
        pagination: false,
        depth: 0,
      })
    : { docs: [] }
  const prices: Record<'day-pass' | 'bundle-5' | 'bundle-10' | 'conference-room', (Paise | null)[]> = {
    'day-pass': [],
    'bundle-5': [],
    'bundle-10': [],
    'conference-room': [],
  }
  for (const product of products.docs) {
    const building = byId.get(relationId(product.building) as number)
    if (!building || !isTypeOffered(building, product.type)) continue
    const key =
      product.type === 'DAY_PASS'
        ? 'day-pass'
        : product.type === 'CONFERENCE_ROOM'
          ? 'conference-room'
          : product.creditsQuantity === '5'
            ? 'bundle-5'
            : product.creditsQuantity === '10'
              ? 'bundle-10'
              : null
    if (!key) continue
    for (const v of product.variants ?? []) if (isPaise(v.price) && v.price > 0) prices[key].push(v.price)
  }
  const privateOffice = buildings.docs.map((b) =>
    isPaise(b.privateOfficeFromPrice) && b.privateOfficeFromPrice > 0 ? b.privateOfficeFromPrice : null,
  )
  return {
    'day-pass': lowestOf(prices['day-pass']),
    'bundle-5': lowestOf(prices['bundle-5']),
    'bundle-10': lowestOf(prices['bundle-10']),
    'conference-room': lowestOf(prices['conference-room']),
    'private-office': lowestOf(privateOffice),
  }
})
