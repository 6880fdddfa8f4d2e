import { cache } from 'react'
import { averageRating, pickTestimonials, type TrustModel } from '@/domain/content/trust'
import { buildingPath } from '@/domain/urls'
import { populated } from '@/cms/relation'
import { getPayloadClient } from '../payload'
import { getSiteGlobals } from './get-site-globals'

/** The home page's trust block: counts from the catalogue, the member count from the admin, and testimonials. */
export const getTrust = cache(async (): Promise<TrustModel> => {
  const payload = await getPayloadClient()
  const [{ settings }, buildings, reviews] = await Promise.all([
    getSiteGlobals(),
    payload.find({
      collection: 'buildings',
      where: { and: [{ isLive: { equals: true } }, { 'city.isLive': { equals: true } }] },
      select: { seats: true, city: true },
      limit: 0,
      pagination: false,
      depth: 0,
    }),
    payload.find({
      collection: 'reviews',
      where: { and: [{ isPublished: { equals: true } }, { 'building.isLive': { equals: true } }] },
      select: { authorName: true, rating: true, text: true, publishedAt: true, building: true },
      sort: ['-publishedAt', '-id'],
      limit: 0,
      pagination: false,
      depth: 2,
      populate: { buildings: { name: true, slug: true, city: true }, cities: { handle: true } },
    }),
  ])
  const cities = new Set(buildings.docs.map((b) => (typeof b.city === 'object' ? b.city?.id : b.city)))
  return {
    facts: {
      members: typeof settings.memberCount === 'number' && settings.memberCount > 0 ? settings.memberCount : null,
      cities: cities.size,
      buildings: buildings.docs.length,
      seats: buildings.docs.reduce((sum, b) => sum + (b.seats ?? 0), 0),
      reviews: reviews.docs.length,
      averageRating: averageRating(reviews.docs.map((r) => r.rating)),
    },
    testimonials: pickTestimonials(
      reviews.docs.flatMap((r) => {
        const building = populated(r.building)
        const city = building ? populated(building.city) : null
        if (!building || !city) return []
        return [
          {
            authorName: r.authorName,
            rating: r.rating,
            text: r.text,
            publishedAt: new Date(r.publishedAt),
            building: { name: building.name, href: buildingPath(city.handle, building.slug) },
          },
        ]
      }),
    ),
  }
})
