import { populated } from '@/cms/relation'
import { getPayloadClient } from '../payload'

/** Every live building's address parts, oldest first (the demo's own buildings before a scale catalogue's). */
export async function listBuildingPaths(): Promise<{ city: string; slug: string }[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'buildings',
    where: { isLive: { equals: true } },
    sort: 'id',
    limit: 0,
    pagination: false,
    depth: 1,
    select: { slug: true, city: true },
  })
  return docs.flatMap((b) => {
    const city = populated(b.city)
    return city ? [{ city: city.handle, slug: b.slug }] : []
  })
}
