import { z } from 'zod'
import { isIsoDate } from '@/domain/calendar/business-date'
import { SUPPORTED_CITIES } from '@/domain/catalogue/product-types'
import { HISTORY_ENTRY_MESSAGE, MAX_BUNDLES_PER_SIZE, MAX_HISTORY_ENTRY_LENGTH, type CartAction } from './reducer'

// The cart actions a browser may send as they are (a logged-in customer's to the server, a guest's to its own
// reducer). The rest are the server's: it resolves a building or a room from its own data before it selects or books
// (`building/select`, `products/set`, `conference/choose`, `conference/held`, `team-members/set`), and it alone
// writes prices and payment status (`prices/set`, `payment/*`, `cart/reset-on-demand`, `reschedule/start`).

const date = z.string().refine(isIsoDate, 'Choose a date')
const tag = <T extends string>(type: T) => z.literal(type)

export const customerCartActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: tag('step/next') }),
  z.strictObject({ type: tag('step/back') }),
  z.strictObject({ type: tag('step/reset') }),
  z.strictObject({
    type: tag('history/push'),
    entry: z.string().min(1, HISTORY_ENTRY_MESSAGE).max(MAX_HISTORY_ENTRY_LENGTH, HISTORY_ENTRY_MESSAGE),
  }),
  z.strictObject({ type: tag('history/pop') }),
  z.strictObject({ type: tag('history/empty') }),
  z.strictObject({ type: tag('cart/reset') }),
  z.strictObject({ type: tag('city/select'), city: z.enum(SUPPORTED_CITIES) }),
  z.strictObject({ type: tag('day-pass/add-date'), date }),
  z.strictObject({ type: tag('day-pass/remove-date'), date }),
  z.strictObject({ type: tag('day-pass/set-team-members'), date, contactIds: z.array(z.string().min(1).max(64)).max(50) }),
  z.strictObject({ type: tag('day-pass/set-self-included'), date, selfIncluded: z.boolean() }),
  z.strictObject({ type: tag('conference/set-seat-preference'), seats: z.number().int().min(1).max(200).nullable() }),
  z.strictObject({ type: tag('conference/clear') }),
  z.strictObject({
    type: tag('bundle/set-count'),
    credits: z.union([z.literal(5), z.literal(10)]),
    count: z.number().int().min(0).max(MAX_BUNDLES_PER_SIZE),
  }),
  z.strictObject({ type: tag('loyalty/add') }),
  z.strictObject({ type: tag('vo-plan/remove') }),
  z.strictObject({ type: tag('loyalty/remove') }),
  z.strictObject({ type: tag('coupon/apply'), code: z.string().trim().min(1, 'Enter a coupon code').max(40) }),
  z.strictObject({ type: tag('coupon/remove') }),
  z.strictObject({ type: tag('reschedule/set-dates'), dates: z.array(date).max(31) }),
])

export type CustomerCartAction = z.infer<typeof customerCartActionSchema>

// Every customer action is a cart action the reducer knows.
export const asCartAction = (action: CustomerCartAction): CartAction => action
