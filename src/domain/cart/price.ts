import {
  addDaysToDate,
  businessDate,
  formatDateShort,
  formatTimeOfDay,
  laterDate,
  parseTimeOfDay,
  type IsoDate,
} from '@/domain/calendar/business-date'
import type { BundleCredits } from '@/domain/catalogue/product-types'
import { membershipState } from '@/domain/customers/loyalty'
import { placeOfSupplyForBuilding, SAC_WORKSPACE, sumLineTaxes, taxOfLine, type LineTax, type PlaceOfSupply } from '@/domain/gst/tax'
import { formatPaise, paise, percentOfPaise, sumPaise, ZERO_PAISE, type Paise } from '@/domain/money'
import {
  appliedCouponMessage,
  expiredCouponMessage,
  findCoupon,
  inactiveCouponMessage,
  ineligibleCouponMessage,
  normaliseCouponCode,
  notApplicableCouponMessage,
  notYetValidCouponMessage,
  unknownCouponMessage,
  usedUpCouponMessage,
  type CouponRefusal,
  type CouponRequirement,
  type CouponRule,
} from './coupons'
import {
  availableCredits,
  planCredits,
  type CreditLot,
  type CreditPlan,
  type CreditSource,
  type CreditSpend,
  type PlannableLot,
} from './credits'
import { emptyDiscountBreakup, type Cart, type CreditBalance, type DiscountBreakup, type DiscountField, type PriceDetails } from './types'

// The one price function of the cart. The server calls it with the cart's lines, the catalogue's prices (read from its
// own database: the browser never sends a price), the customer's standing and the coupon rules, and stores its answer
// in the cart. Pure: the same input always gives the same amounts, all integer paise.
//
// Order of work, per line:
//   gross     = catalogue price × quantity (a conference room: the hourly price × minutes / 60, to the nearest paisa)
//   credits   = day passes paid with credits, at the day-pass price (bundleCreditsDiscount, voCreditDiscount, bundlePassOff)
//   coupon    = the coupon's share of what is left of the line, rounded to the nearest paisa, halves up
//   taxable   = gross − credits − coupon, never below zero
//   GST       = CGST 9% + SGST/UTGST 9% of the taxable value, per line, each rounded to the paisa (src/domain/gst/tax.ts)
//   total     = taxable + GST
// The cart's figures are sums of its lines: totalDiscount = Σ discounts, totalEstimatedPrice = Σ line totals (to pay,
// GST included). A day-pass line is one date, so each date's discount and tax are rounded once, as the invoice shows.

/** What the price function prices: the cart's lines, without product data or names. */
export interface CartLines {
  buildingCode: string
  /** People per date; a date with nobody is left out. */
  dayPasses: { date: IsoDate; people: number }[]
  conference: { roomId: string; date: IsoDate; startTime: string; durationMinutes: number } | null
  bundles: { credits: BundleCredits; count: number }[]
  loyaltyMembership: boolean
  /** A virtual-office plan: the building's product and the variant (its 'N Months' title). */
  virtualOffice?: { productId: string; variantTitle: string } | null
}

/** The catalogue's prices at the cart's building, read by the server (integer paise). */
export interface CataloguePrices {
  /** One person, one date; null when the building sells no day pass. */
  dayPassPaise: Paise | null
  /** Hourly price of each conference room, by room id. */
  conferenceRoomHourlyPaise: Readonly<Record<string, Paise>>
  /** Each bundle size on sale, with how many days its credits last from the day of purchase. */
  bundles: Partial<Record<BundleCredits, { pricePaise: Paise; validityDays: number }>>
  /** The loyalty membership on sale (loyalty feature config); null when it is not sold. */
  loyalty: { pricePaise: Paise; validityDays: number } | null
  /** The building's virtual-office products on sale, by product id: the plan and each term's price. */
  virtualOffice?: Readonly<
    Record<
      string,
      { planHandle: string; planTitle: string; variants: readonly { title: string; durationMonths: number; pricePaise: Paise }[] }
    >
  >
}

/** What the server knows of the customer (a guest: not a member, not referred, no credits, no coupon uses). */
export interface CustomerStanding {
  loyalty: { isMember: boolean; endsAt: string | null }
  referred: boolean
  creditLots: readonly CreditLot[]
  /** Paid orders that used each coupon code. */
  couponUses: Readonly<Record<string, number>>
}

export const GUEST_STANDING: CustomerStanding = {
  loyalty: { isMember: false, endsAt: null },
  referred: false,
  creditLots: [],
  couponUses: {},
}

export interface PriceCartInput {
  lines: CartLines
  /** ISO code of the building's state: the place of supply. */
  buildingStateCode: string
  catalogue: CataloguePrices
  standing: CustomerStanding
  couponCode: string | null
  coupons: readonly CouponRule[]
  now: Date
}

export type PricedItem =
  | { kind: 'day-pass'; date: IsoDate; people: number; paidByCredits: Record<CreditSource, number> }
  | { kind: 'conference-room'; roomId: string; date: IsoDate; startTime: string; durationMinutes: number }
  | { kind: 'bundle'; credits: BundleCredits; count: number; creditsExpireOn: IsoDate }
  | { kind: 'loyalty-membership'; validityDays: number; coversUntil: IsoDate }
  | { kind: 'vo-plan'; productId: string; planHandle: string; planTitle: string; variantTitle: string; durationMonths: number }

export interface PricedLine {
  /** Stable within a cart: 'day-pass:2026-12-14', 'conference-room', 'bundle:10', 'loyalty-membership'. */
  id: string
  item: PricedItem
  /** 'Day pass, 14 Dec 2026, 3 people'. */
  label: string
  unitPaise: Paise
  grossPaise: Paise
  discounts: Partial<Record<DiscountField, Paise>>
  discountPaise: Paise
  sac: string
  tax: LineTax
  totalPaise: Paise
}

export type CouponOutcome =
  | { code: string; status: 'applied'; description: string; discountPaise: Paise; message: string }
  | { code: string; status: 'refused'; reason: CouponRefusal; message: string }

export interface CartPrice {
  lines: PricedLine[]
  subtotalPaise: Paise
  discountBreakup: DiscountBreakup
  totalDiscount: Paise
  gst: {
    sac: string
    rateBasisPoints: 1800
    placeOfSupply: PlaceOfSupply
    taxablePaise: Paise
    cgstPaise: Paise
    stateTaxPaise: Paise
    totalPaise: Paise
  }
  /** To pay, GST included. */
  totalEstimatedPrice: Paise
  coupon: CouponOutcome | null
  /** The credits to spend when the order is paid (the server spends them with conditional updates). */
  creditPlan: CreditSpend[]
  bundleCredits: CreditBalance
  voCredits: CreditBalance
  /** Whether loyalty benefits apply to this cart (a member, or a membership in the cart), and to which date. */
  loyalty: { member: boolean; coversUntil: IsoDate | null }
}

export type PriceProblem =
  | { code: 'unknown-state'; message: string }
  | { code: 'not-sold'; product: 'DAY_PASS' | 'CONFERENCE_ROOM' | 'BUNDLE' | 'LOYALTY_MEMBERSHIP'; message: string }
  | { code: 'bad-line'; message: string }

export type PriceCartResult = { ok: true; price: CartPrice } | { ok: false; problem: PriceProblem }

export const NOT_SOLD_MESSAGES = {
  DAY_PASS: 'Day passes are not sold at this building.',
  CONFERENCE_ROOM: 'This conference room cannot be booked.',
  LOYALTY_MEMBERSHIP: 'The loyalty membership is not on sale at the moment.',
} as const

export const VO_PLAN_NOT_SOLD_MESSAGE = 'This virtual-office plan is not sold at this building any more. Please choose another.'

export function bundleNotSoldMessage(credits: BundleCredits): string {
  return `Bundles of ${credits} day-pass credits are not sold at this building.`
}

/** The cart's lines as the price function reads them; null before a building is chosen. */
export function linesOfCart(cart: Cart): CartLines | null {
  if (!cart.selectedBuilding) return null
  const booking = cart.conference.booking
  return {
    buildingCode: cart.selectedBuilding.code,
    dayPasses: cart.dayPassItemsArray
      .map((item) => ({ date: item.date, people: item.team_members.length + (item.selfIncluded ? 1 : 0) }))
      .filter((d) => d.people > 0),
    conference: booking
      ? { roomId: booking.roomId, date: booking.date, startTime: booking.startTime, durationMinutes: booking.durationMinutes }
      : null,
    bundles: cart.bundles.filter((b) => b.bundlesAddedCount > 0).map((b) => ({ credits: b.credits_quantity, count: b.bundlesAddedCount })),
    loyaltyMembership: cart.loyaltyMembership,
    virtualOffice: cart.virtualOffice ? { productId: cart.virtualOffice.productId, variantTitle: cart.virtualOffice.variantTitle } : null,
  }
}

/** The last day of a validity of `days` days that starts on `from` (the day itself counts as the first). */
export function lastDayOfValidity(from: IsoDate, days: number): IsoDate {
  return addDaysToDate(from, days - 1)
}

/** Every field of the breakup at zero. */
export { emptyDiscountBreakup }

function people(n: number): string {
  return n === 1 ? '1 person' : `${n} people`
}

/** The hourly price for `minutes`, to the nearest paisa, halves up. */
function minutesAt(hourly: Paise, minutes: number): Paise {
  return paise(Math.floor((hourly * minutes + 30) / 60))
}

interface Context {
  input: PriceCartInput
  today: IsoDate
  loyalty: { member: boolean; coversUntil: IsoDate | null }
  ownedLots: PlannableLot[]
  cartLots: PlannableLot[]
}

function loyaltyOf(input: PriceCartInput, today: IsoDate): Context['loyalty'] {
  const { isMember, endsAt } = input.standing.loyalty
  const state = membershipState(endsAt, isMember, input.now)
  const current = state === 'active' || state === 'expiring-soon' ? businessDate(new Date(endsAt!)) : null
  const offer = input.catalogue.loyalty
  if (input.lines.loyaltyMembership && offer) {
    // Bought now: from today, or from the day after the current membership ends (a renewal extends it).
    const from = current ? addDaysToDate(laterDate(current, today), 1) : today
    return { member: true, coversUntil: lastDayOfValidity(from, offer.validityDays) }
  }
  return { member: current !== null, coversUntil: current }
}

type Check = { ok: true } | { ok: false; reason: CouponRefusal; message: string }

function meets(requirement: CouponRequirement, ctx: Context): boolean {
  const { lines, standing } = ctx.input
  switch (requirement) {
    case 'loyalty-member':
      return ctx.loyalty.member
    case 'referred-customer':
      return standing.referred
    case 'bundle-in-cart':
      return lines.bundles.some((b) => b.count > 0)
    case 'vo-credits-held':
      return ctx.ownedLots.some((lot) => lot.source === 'vo' && lot.available > 0 && lot.expiresOn >= ctx.today)
  }
}

/** Everything about a coupon but whether the cart has something it takes off. */
function checkCoupon(code: string, rule: CouponRule | undefined, ctx: Context): Check {
  if (!rule) return { ok: false, reason: 'unknown', message: unknownCouponMessage(code) }
  if (!rule.active) return { ok: false, reason: 'inactive', message: inactiveCouponMessage(code) }
  if (rule.validFrom !== null && ctx.today < rule.validFrom)
    return { ok: false, reason: 'not-yet-valid', message: notYetValidCouponMessage(code, rule.validFrom) }
  if (rule.validUntil !== null && ctx.today > rule.validUntil)
    return { ok: false, reason: 'expired', message: expiredCouponMessage(code, rule.validUntil) }
  const used = ctx.input.standing.couponUses[code] ?? 0
  if (rule.perCustomerLimit !== null && used >= rule.perCustomerLimit)
    return { ok: false, reason: 'used-up', message: usedUpCouponMessage(code, rule.perCustomerLimit) }
  const unmet = rule.requires.find((r) => !meets(r, ctx))
  if (unmet) return { ok: false, reason: 'ineligible', message: ineligibleCouponMessage(code, unmet) }
  return { ok: true }
}

class LineBuilder {
  readonly discounts: Partial<Record<DiscountField, Paise>> = {}
  constructor(readonly gross: Paise) {}
  get left(): Paise {
    return paise(Math.max(0, this.gross - sumPaise(...Object.values(this.discounts))))
  }
  /** Takes up to `amount` off what is left of the line. */
  take(field: DiscountField, amount: Paise): void {
    const taken = Math.min(amount, this.left)
    if (taken > 0) this.discounts[field] = paise((this.discounts[field] ?? 0) + taken)
  }
}

const CREDIT_FIELD: Record<CreditSource, DiscountField> = {
  bundle: 'bundleCreditsDiscount',
  vo: 'voCreditDiscount',
  'cart-bundle': 'bundlePassOff',
}

/** The lines with every discount, for one choice of coupon (null: none). */
function buildLines(ctx: Context, coupon: CouponRule | null): { lines: PricedLine[]; plan: CreditPlan } {
  const { lines: cart, catalogue } = ctx.input
  const effect = coupon?.effect
  const loyaltyOnly = coupon?.requires.includes('loyalty-member') ?? false
  // A loyalty coupon applies to what falls within the membership.
  const covered = (date: IsoDate) => !loyaltyOnly || (ctx.loyalty.coversUntil !== null && date <= ctx.loyalty.coversUntil)
  const lots = [...ctx.ownedLots.filter((lot) => lot.source === 'bundle' || effect?.kind === 'redeem-vo-credits'), ...ctx.cartLots]
  const plan = planCredits(cart.dayPasses, lots, cart.buildingCode, ctx.today)
  const priced: PricedLine[] = []

  const finish = (id: string, item: PricedItem, label: string, unitPaise: Paise, line: LineBuilder): void => {
    const discountPaise = sumPaise(...Object.values(line.discounts))
    const tax = taxOfLine(line.left)
    priced.push({
      id,
      item,
      label,
      unitPaise,
      grossPaise: line.gross,
      discounts: line.discounts,
      discountPaise,
      sac: SAC_WORKSPACE,
      tax,
      totalPaise: sumPaise(tax.taxablePaise, tax.taxPaise),
    })
  }

  const dayPassPrice = catalogue.dayPassPaise ?? ZERO_PAISE
  for (const { date, people: n } of [...cart.dayPasses].sort((a, b) => (a.date < b.date ? -1 : 1))) {
    const line = new LineBuilder(paise(dayPassPrice * n))
    const byCredits = plan.perDate.get(date) ?? { bundle: 0, vo: 0, 'cart-bundle': 0 }
    for (const source of ['bundle', 'vo', 'cart-bundle'] as const) line.take(CREDIT_FIELD[source], paise(dayPassPrice * byCredits[source]))
    if (effect?.kind === 'percent-off' && effect.product === 'DAY_PASS' && covered(date))
      line.take(loyaltyOnly ? 'discountLoyalty20' : 'dayPassDiscount', percentOfPaise(line.left, effect.percentBasisPoints))
    finish(
      `day-pass:${date}`,
      { kind: 'day-pass', date, people: n, paidByCredits: byCredits },
      `Day pass, ${formatDateShort(date)}, ${people(n)}`,
      dayPassPrice,
      line,
    )
  }

  if (cart.conference) {
    const { roomId, date, startTime, durationMinutes } = cart.conference
    const hourly = catalogue.conferenceRoomHourlyPaise[roomId]!
    const line = new LineBuilder(minutesAt(hourly, durationMinutes))
    if (effect?.kind === 'free-conference-hours' && covered(date))
      line.take('discountOneHourConference', minutesAt(hourly, Math.min(durationMinutes, effect.hours * 60)))
    if (effect?.kind === 'percent-off' && effect.product === 'CONFERENCE_ROOM' && covered(date))
      line.take('conferenceDiscount', percentOfPaise(line.left, effect.percentBasisPoints))
    const start = parseTimeOfDay(startTime)!
    finish(
      'conference-room',
      { kind: 'conference-room', roomId, date, startTime, durationMinutes },
      `Conference room, ${formatDateShort(date)}, ${startTime}–${formatTimeOfDay(start + durationMinutes)}`,
      hourly,
      line,
    )
  }

  for (const { credits, count } of [...cart.bundles].sort((a, b) => a.credits - b.credits)) {
    const offer = catalogue.bundles[credits]!
    const line = new LineBuilder(paise(offer.pricePaise * count))
    const sizes = effect?.kind === 'percent-off' && effect.product === 'BUNDLE' ? (effect.bundleSizes ?? [credits]) : []
    if (effect?.kind === 'percent-off' && sizes.includes(credits))
      line.take('bundleDiscount', percentOfPaise(line.left, effect.percentBasisPoints))
    const creditsExpireOn = lastDayOfValidity(ctx.today, offer.validityDays)
    finish(
      `bundle:${credits}`,
      { kind: 'bundle', credits, count, creditsExpireOn },
      `Bundle of ${credits} day-pass credits${count > 1 ? ` × ${count}` : ''}`,
      offer.pricePaise,
      line,
    )
  }

  if (cart.loyaltyMembership) {
    const offer = catalogue.loyalty!
    const line = new LineBuilder(offer.pricePaise)
    finish(
      'loyalty-membership',
      { kind: 'loyalty-membership', validityDays: offer.validityDays, coversUntil: ctx.loyalty.coversUntil! },
      `Loyalty membership, ${offer.validityDays} days`,
      offer.pricePaise,
      line,
    )
  }
  if (cart.virtualOffice) {
    const { productId, variantTitle } = cart.virtualOffice
    const offer = catalogue.virtualOffice![productId]!
    const variant = offer.variants.find((v) => v.title === variantTitle)!
    const line = new LineBuilder(variant.pricePaise)
    finish(
      'vo-plan',
      {
        kind: 'vo-plan',
        productId,
        planHandle: offer.planHandle,
        planTitle: offer.planTitle,
        variantTitle,
        durationMonths: variant.durationMonths,
      },
      `Virtual office: ${offer.planTitle}, ${variantTitle}`,
      variant.pricePaise,
      line,
    )
  }
  return { lines: priced, plan }
}

/** A line the catalogue cannot price, or a malformed one: the server answers it as a bad request. */
function problemOf(input: PriceCartInput): PriceProblem | null {
  const { lines, catalogue } = input
  for (const d of lines.dayPasses) {
    if (!Number.isSafeInteger(d.people) || d.people < 0) return { code: 'bad-line', message: `Not a number of people: ${d.people}` }
  }
  if (lines.dayPasses.some((d) => d.people > 0) && catalogue.dayPassPaise === null)
    return { code: 'not-sold', product: 'DAY_PASS', message: NOT_SOLD_MESSAGES.DAY_PASS }
  if (new Set(lines.dayPasses.map((d) => d.date)).size !== lines.dayPasses.length)
    return { code: 'bad-line', message: 'A date is listed twice.' }
  if (lines.conference) {
    const { roomId, startTime, durationMinutes } = lines.conference
    if (catalogue.conferenceRoomHourlyPaise[roomId] === undefined)
      return { code: 'not-sold', product: 'CONFERENCE_ROOM', message: NOT_SOLD_MESSAGES.CONFERENCE_ROOM }
    if (parseTimeOfDay(startTime) === null || !Number.isSafeInteger(durationMinutes) || durationMinutes <= 0)
      return { code: 'bad-line', message: 'The conference-room booking has no valid start or duration.' }
  }
  for (const b of lines.bundles) {
    if (!Number.isSafeInteger(b.count) || b.count < 0) return { code: 'bad-line', message: `Not a number of bundles: ${b.count}` }
    if (b.count > 0 && !catalogue.bundles[b.credits])
      return { code: 'not-sold', product: 'BUNDLE', message: bundleNotSoldMessage(b.credits) }
  }
  if (new Set(lines.bundles.map((b) => b.credits)).size !== lines.bundles.length)
    return { code: 'bad-line', message: 'A bundle size is listed twice.' }
  if (lines.virtualOffice) {
    const offer = catalogue.virtualOffice?.[lines.virtualOffice.productId]
    if (!offer || !offer.variants.some((v) => v.title === lines.virtualOffice!.variantTitle))
      return { code: 'bad-line', message: VO_PLAN_NOT_SOLD_MESSAGE }
  }
  if (lines.loyaltyMembership && !catalogue.loyalty)
    return { code: 'not-sold', product: 'LOYALTY_MEMBERSHIP', message: NOT_SOLD_MESSAGES.LOYALTY_MEMBERSHIP }
  return null
}

function couponSaving(lines: readonly PricedLine[], rule: CouponRule): Paise {
  const fields: DiscountField[] =
    rule.effect.kind === 'redeem-vo-credits'
      ? ['voCreditDiscount']
      : rule.effect.kind === 'free-conference-hours'
        ? ['discountOneHourConference']
        : ['dayPassDiscount', 'discountLoyalty20', 'conferenceDiscount', 'bundleDiscount']
  return sumPaise(...lines.flatMap((l) => fields.map((f) => l.discounts[f] ?? ZERO_PAISE)))
}

/** Prices a cart: every line, the discount breakup, GST and the total; or the problem that stops it. */
export function priceCart(input: PriceCartInput): PriceCartResult {
  const placeOfSupply = placeOfSupplyForBuilding(input.buildingStateCode)
  if (!placeOfSupply)
    return { ok: false, problem: { code: 'unknown-state', message: `No GST state for the building's state ${input.buildingStateCode}.` } }
  const problem = problemOf(input)
  if (problem) return { ok: false, problem }
  const lines: CartLines = {
    ...input.lines,
    dayPasses: input.lines.dayPasses.filter((d) => d.people > 0),
    bundles: input.lines.bundles.filter((b) => b.count > 0),
  }
  const today = businessDate(input.now)
  const normalised = { ...input, lines }
  const ctx: Context = {
    input: normalised,
    today,
    loyalty: loyaltyOf(normalised, today),
    ownedLots: input.standing.creditLots.map((lot) => ({ ...lot })),
    cartLots: lines.bundles.map((b) => ({
      id: `cart-bundle:${b.credits}`,
      source: 'cart-bundle' as const,
      buildingCode: lines.buildingCode,
      available: b.credits * b.count,
      expiresOn: lastDayOfValidity(today, input.catalogue.bundles[b.credits]!.validityDays),
    })),
  }

  let coupon: CouponOutcome | null = null
  let built = buildLines(ctx, null)
  if (input.couponCode !== null && input.couponCode.trim() !== '') {
    const code = normaliseCouponCode(input.couponCode)
    const rule = findCoupon(input.coupons, code)
    const check = checkCoupon(code, rule, ctx)
    if (!check.ok) coupon = { code, status: 'refused', reason: check.reason, message: check.message }
    else {
      const withCoupon = buildLines(ctx, rule!)
      const saving = couponSaving(withCoupon.lines, rule!)
      if (saving === 0)
        coupon = { code, status: 'refused', reason: 'not-applicable', message: notApplicableCouponMessage(code, rule!.effect) }
      else {
        built = withCoupon
        coupon = {
          code,
          status: 'applied',
          description: rule!.description,
          discountPaise: saving,
          message: appliedCouponMessage(code, formatPaise(saving)),
        }
      }
    }
  }

  const discountBreakup = emptyDiscountBreakup()
  for (const line of built.lines)
    for (const [field, amount] of Object.entries(line.discounts) as [DiscountField, Paise][])
      discountBreakup[field] = sumPaise(discountBreakup[field], amount)
  const taxes = sumLineTaxes(built.lines.map((l) => l.tax))
  const redeemed = (source: CreditSource) => built.plan.spends.filter((s) => s.source === source).reduce((n, s) => n + s.quantity, 0)
  const allLots = [...ctx.ownedLots, ...ctx.cartLots]
  return {
    ok: true,
    price: {
      lines: built.lines,
      subtotalPaise: sumPaise(...built.lines.map((l) => l.grossPaise)),
      discountBreakup,
      totalDiscount: sumPaise(...built.lines.map((l) => l.discountPaise)),
      gst: {
        sac: SAC_WORKSPACE,
        rateBasisPoints: 1800,
        placeOfSupply,
        taxablePaise: taxes.taxablePaise,
        cgstPaise: taxes.cgstPaise,
        stateTaxPaise: taxes.stateTaxPaise,
        totalPaise: taxes.taxPaise,
      },
      totalEstimatedPrice: sumPaise(...built.lines.map((l) => l.totalPaise)),
      coupon,
      creditPlan: built.plan.spends,
      bundleCredits: {
        availableAmount:
          availableCredits(allLots, 'bundle', lines.buildingCode, today) +
          availableCredits(allLots, 'cart-bundle', lines.buildingCode, today),
        redeemedAmount: redeemed('bundle') + redeemed('cart-bundle'),
      },
      voCredits: { availableAmount: availableCredits(allLots, 'vo', lines.buildingCode, today), redeemedAmount: redeemed('vo') },
      loyalty: ctx.loyalty,
    },
  }
}

/** What the cart keeps of a pricing (the `prices/set` action's payload). */
export interface CartPriceSummary {
  totalEstimatedPrice: Paise
  totalDiscount: Paise
  discountBreakup: DiscountBreakup
  priceDetails: PriceDetails
  bundleCredits: CreditBalance
  voCredits: CreditBalance
}

export function cartPriceSummary(price: CartPrice): CartPriceSummary {
  return {
    totalEstimatedPrice: price.totalEstimatedPrice,
    totalDiscount: price.totalDiscount,
    discountBreakup: price.discountBreakup,
    priceDetails: {
      lines: price.lines.map((l) => ({
        id: l.id,
        label: l.label,
        grossPaise: l.grossPaise,
        discountPaise: l.discountPaise,
        taxablePaise: l.tax.taxablePaise,
        taxPaise: l.tax.taxPaise,
        totalPaise: l.totalPaise,
      })),
      subtotalPaise: price.subtotalPaise,
      taxablePaise: price.gst.taxablePaise,
      cgstPaise: price.gst.cgstPaise,
      stateTaxPaise: price.gst.stateTaxPaise,
      stateTaxName: price.gst.placeOfSupply.stateTax,
      placeOfSupply: `${price.gst.placeOfSupply.gstCode} ${price.gst.placeOfSupply.name}`,
      couponMessage: price.coupon?.message ?? null,
      couponApplied: price.coupon?.status === 'applied',
    },
    bundleCredits: price.bundleCredits,
    voCredits: price.voCredits,
  }
}
