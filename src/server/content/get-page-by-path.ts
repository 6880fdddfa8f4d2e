import { cache } from 'react'
import type { Page } from '@/payload-types'
import { getPayloadClient } from '../payload'

export const getPageByPath = cache(async (path: string): Promise<Page | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: path } }, limit: 1, depth: 1 })
  return docs[0] ?? null
})
