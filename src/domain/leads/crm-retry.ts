/** The wait before try number `attempt + 1` of a CRM delivery: base × 2^(attempt-1) seconds, capped at max. */
export function retryDelaySeconds(attempt: number, config: { CRM_RETRY_BASE_SECONDS: number; CRM_RETRY_MAX_SECONDS: number }): number {
  return Math.min(config.CRM_RETRY_MAX_SECONDS, config.CRM_RETRY_BASE_SECONDS * 2 ** Math.max(0, attempt - 1))
}
