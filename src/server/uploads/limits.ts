// How much one customer may upload (POST /api/s3/route), and how long an upload nothing uses is kept.
//
// A virtual-office KYC uploads a company logo and one identity document per director: a company rarely has more than
// five or six directors, and a blurred photo is sent again once or twice. So 10 uploads in any 10 minutes is a whole
// KYC in one sitting with room to spare, while a script sending 30 in 4 seconds is refused from the 11th.
export const UPLOAD_RATE_LIMIT = { limit: 10, windowSeconds: 600 } as const

// Files that no document uses yet cost us disk (and, for identity documents, risk) without serving anyone. Stored
// images are re-encoded to at most 1024 pixels a side (src/server/security/image-upload.ts): a few hundred KB as a
// rule, a few MB at worst. 25 MB of them is a dozen worst-case uploads ahead of the KYC that uses them, more than an
// honest customer needs, and the most one account can park on our disk until the cleanup removes them.
export const UNREFERENCED_UPLOAD_BUDGET_BYTES = 25 * 1024 * 1024

// A day: long enough to upload today and finish the KYC later in the day, short enough that files nobody uses do not
// pile up. The 'uploads-cleanup' job (hourly) removes them, bytes and row.
export const UNREFERENCED_UPLOAD_TTL_HOURS = 24

export const UPLOAD_RATE_LIMIT_MESSAGE = 'You have uploaded many files in a short time. Please wait a few minutes and try again.'
export const UPLOAD_BUDGET_MESSAGE =
  'You have 25 MB of uploads that are not yet part of your KYC. Submit your KYC with the files you have uploaded, or try again tomorrow.'
