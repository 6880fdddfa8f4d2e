import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { clearCachedAnswers } from '@/server/cache/answer-cache'

// On-demand revalidation: a change in the admin refreshes the statically rendered pages that show it.
// Outside a Next.js request (seed script, tests) there is no cache to refresh, and revalidatePath throws.
export async function revalidatePaths(req: PayloadRequest, paths: { path: string; type?: 'layout' | 'page' }[]): Promise<void> {
  // The API's cached answers go in every case: the seed and the tests read the API right after a change. This hook runs
  // inside the change's transaction, so a read between now and the commit could cache the old answer again: a second
  // clear a little later drops that too (at worst it is stale for the cache's minute).
  clearCachedAnswers()
  setTimeout(clearCachedAnswers, 2_000).unref?.()
  if (req.context?.disableRevalidate) return
  try {
    const { revalidatePath } = await import('next/cache')
    for (const { path, type } of paths) revalidatePath(path, type)
  } catch (error) {
    if (!(error instanceof Error) || !/static generation store|outside a request scope|invariant/i.test(error.message)) {
      req.payload.logger.warn({ err: error }, 'revalidation failed')
    }
  }
}

/** Everything: header, footer and settings reach every page through the root layout. */
export const revalidateSiteGlobal: GlobalAfterChangeHook = async ({ doc, req }) => {
  await revalidatePaths(req, [{ path: '/', type: 'layout' }])
  return doc
}

/** Content that appears on many pages (cities, buildings, prices, reviews, menus of content). */
export const revalidateEverywhere: CollectionAfterChangeHook = async ({ doc, req }) => {
  await revalidatePaths(req, [{ path: '/', type: 'layout' }])
  return doc
}

export const revalidateEverywhereAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await revalidatePaths(req, [{ path: '/', type: 'layout' }])
  return doc
}
