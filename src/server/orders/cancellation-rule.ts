import { cancellationRuleFromSettings, DEFAULT_CANCELLATION_RULE, type CancellationRule } from '@/domain/orders/cancellation'
import { getPayloadClient } from '../payload'

// The cancellation and reschedule rule as operators set it (admin: Orders → Cancellation and reschedule rule), read for
// every quote so that a change applies at once; the product's default until they set one. A stored rule the schema
// refuses (the admin checks it on save, so only a hand-edited row) falls back to the default, and is logged.

export async function loadCancellationRule(): Promise<CancellationRule> {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'cancellation-policy', depth: 0, overrideAccess: true })
  if (!settings.refundTiers || settings.refundTiers.length === 0) return DEFAULT_CANCELLATION_RULE
  const checked = cancellationRuleFromSettings(settings)
  if (checked.ok) return checked.rule
  console.warn(`The stored cancellation rule is not valid (${checked.message}): the default applies`)
  return DEFAULT_CANCELLATION_RULE
}
