import { getPayloadClient } from '../payload'

export async function listPagePaths(): Promise<string[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'pages', limit: 0, pagination: false, depth: 0, select: { path: true } })
  return docs.map((d) => d.path)
}
