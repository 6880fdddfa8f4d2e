// Shared response headers of the public API.

/** Catalogue and reviews answers: a CDN may serve them for a minute, and a stale one for five more while it refreshes. */
export const CATALOGUE_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=300'

/** Media files change name when they change, so browsers may keep them for an hour. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=3600'
