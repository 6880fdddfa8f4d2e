import { z } from 'zod'

// Settings of enquiries (README 'Configuration'). Read when used, so tests can set them; each has a working default.
const schema = z.object({
  CRM_WEBHOOK_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .catch(undefined),
  CRM_WEBHOOK_SECRET: z.string().min(16).optional().catch(undefined),
  CRM_RETRY_BASE_SECONDS: z.coerce.number().min(0).max(86_400).default(30).catch(30),
  CRM_RETRY_MAX_SECONDS: z.coerce.number().min(1).max(86_400).default(3600).catch(3600),
  LEADS_NOTIFY_EMAIL: z.email().optional().catch(undefined),
  LEADS_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5).catch(5),
  LEADS_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600).catch(600),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//)
    .optional()
    .catch(undefined),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0).catch(0),
})

export type LeadsConfig = z.infer<typeof schema>

export function leadsConfig(environment: Record<string, string | undefined> = process.env): LeadsConfig {
  return schema.parse(Object.fromEntries(Object.entries(environment).filter(([, v]) => v !== '')))
}

let warned = false

/** The CRM webhook, when both its address and its signing secret (16+ characters) are set. */
export function crmWebhook(config: LeadsConfig = leadsConfig()): { url: string; secret: string } | null {
  if (!config.CRM_WEBHOOK_URL) return null
  if (!config.CRM_WEBHOOK_SECRET) {
    if (!warned)
      console.warn('CRM_WEBHOOK_URL is set but CRM_WEBHOOK_SECRET (16+ characters) is not: leads are kept in the admin and not forwarded.')
    warned = true
    return null
  }
  return { url: config.CRM_WEBHOOK_URL, secret: config.CRM_WEBHOOK_SECRET }
}
