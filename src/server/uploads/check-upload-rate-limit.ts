import { ApiError } from '../api/errors'
import { hitRateLimit, rateLimitKey } from '../rate-limit'
import { UPLOAD_RATE_LIMIT, UPLOAD_RATE_LIMIT_MESSAGE } from './limits'

/** Counts one upload of the customer; 429 with Retry-After past UPLOAD_RATE_LIMIT. */
export async function checkUploadRateLimit(customerId: number): Promise<void> {
  const result = await hitRateLimit(rateLimitKey('uploads', String(customerId)), UPLOAD_RATE_LIMIT)
  // No store to count in: let it through. Storing the file needs the same database, and the size budget still holds.
  if (result && !result.allowed)
    throw new ApiError('rate_limited', UPLOAD_RATE_LIMIT_MESSAGE, undefined, {
      'Retry-After': String(Math.max(1, result.retryAfterSeconds)),
    })
}
