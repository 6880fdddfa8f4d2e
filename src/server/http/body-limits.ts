// Body caps of Payload's routes (/cms-api), and the backstop of the site's server (scripts/serve.ts) for every route.

/** Uploads (media) may be this large; the site's server refuses any longer declared body before Next.js sees it. */
export const MAX_CMS_UPLOAD_BYTES = 100 * 1024 * 1024
/** Any other body sent to Payload: a document or a query. */
export const MAX_CMS_BODY_BYTES = 2 * 1024 * 1024
