import { looksPersonal } from '../privacy/personal-data'

// The analytics events (spec section 1: forms, pages, plans, navigation, the on-demand cart and payments), typed in
// one place. Properties are small and never personal: no names, emails, phone numbers, PAN or GSTIN.

export const ANALYTICS_EVENTS = [
  'page_view',
  'form_submitted',
  'form_error',
  'plan_viewed',
  'plan_selected',
  // The virtual-office KYC page: a step done (its name in `step`), and a reset.
  'vo_kyc_step_completed',
  'vo_kyc_reset',
  'navigation_clicked',
  'search_opened',
  'search_selected',
  'chat_opened',
  'chat_message_sent',
  'chat_enquiry_started',
  'virtual_tour_opened',
  'virtual_tour_dismissed',
  'product_viewed',
  'cart_date_chosen',
  'cart_item_added',
  'cart_item_removed',
  'cart_step_changed',
  'cart_coupon_applied',
  'cart_coupon_refused',
  'payment_started',
  'payment_succeeded',
  'payment_failed',
  'payment_abandoned',
  'payment_refunded',
  'login_started',
  'login_succeeded',
  'logout',
] as const
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number]

export type EventProperties = Record<string, string | number | boolean | null>

export function isAnalyticsEvent(value: unknown): value is AnalyticsEvent {
  return typeof value === 'string' && (ANALYTICS_EVENTS as readonly string[]).includes(value)
}

const PERSONAL_KEYS = /(^|_)(name|email|phone|mobile|pan|gstin|aadhaar|address|dob|password|otp)($|_)/i

/** Properties with anything personal taken out: keys that name personal data, and values that look like it. */
export function withoutPersonalData(properties: EventProperties = {}): EventProperties {
  const clean: EventProperties = {}
  for (const [key, value] of Object.entries(properties)) {
    if (PERSONAL_KEYS.test(key)) continue
    if (typeof value === 'string' && looksPersonal(value)) continue
    clean[key] = typeof value === 'string' ? value.slice(0, 200) : value
  }
  return clean
}

/**
 * Runs `attempt` now and, while it reports failure, again up to `tries` times `intervalMs` apart (spec section 8:
 * 'Analytics not initialised: retry up to 3 times at 500 ms intervals, then give up with a console warning').
 */
export function retry(
  attempt: () => boolean,
  options: { tries?: number; intervalMs?: number; onGiveUp: () => void; schedule?: (fn: () => void, ms: number) => void },
): void {
  const tries = options.tries ?? 3
  const interval = options.intervalMs ?? 500
  const schedule = options.schedule ?? ((fn, ms) => setTimeout(fn, ms))
  let retries = 0
  const run = () => {
    if (attempt()) return
    if (retries >= tries) return options.onGiveUp()
    retries++
    schedule(run, interval)
  }
  run()
}
