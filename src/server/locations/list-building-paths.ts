import type { City } from '@/payload-types'
import { getPayloadClient } from '../payload'

export async function listBuildingPaths(): Promise<{ city: string; slug: string }[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'buildings',
    where: { isLive: { equals: true } },
    limit: 0,
    pagination: false,
    depth: 1,
    select: { slug: true, city: true },
  })
  return docs.filter((b) => typeof b.city === 'object').map((b) => ({ city: (b.city as City).handle, slug: b.slug }))
}
