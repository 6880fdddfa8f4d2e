import { businessDate } from '@/domain/calendar/business-date'
import { findCoupon } from '@/domain/cart/coupons'
import { cartReducer } from '@/domain/cart/reducer'
import { confirmHold, releaseReservation } from '../bookings/holds'
import { HoldNotFoundError, SlotTakenError } from '../bookings/errors'
import { loadCart, saveCart } from '../cart/cart-store'
import { listCouponRules } from '../cart/list-coupon-rules'
import { redeemCoupon } from '../cart/redeem-coupon'
import { spendCredits } from '../cart/spend-credits'
import { createDocumentForOrder } from '../virtual-office/documents'
import type { ConfirmationHooks } from './confirmation-hooks'
import { HOLD_LAPSED_MESSAGE, SLOT_TAKEN_MESSAGE } from './hook-messages'

// The confirmation's real work in the other areas, each in the confirmation's one transaction (advance.ts): the
// conference-room hold becomes a booking under the exclusion constraint, bought bundles become credit lots, a bought
// loyalty membership starts, credits and the coupon are consumed exactly once, and the cart resets.

export const orderHooks: ConfirmationHooks = {
  async confirmHolds(tx, order) {
    const reservationId = order.cart.conference.booking?.reservationId
    if (!reservationId) return { ok: true }
    try {
      const booked = await confirmHold(tx, reservationId)
      if (booked.customerId !== null && booked.customerId !== order.customerId)
        return { ok: false, reason: 'not-sold', message: HOLD_LAPSED_MESSAGE }
      return { ok: true }
    } catch (error) {
      if (error instanceof SlotTakenError) return { ok: false, reason: 'slot-taken', message: SLOT_TAKEN_MESSAGE }
      if (error instanceof HoldNotFoundError) return { ok: false, reason: 'hold-lapsed', message: HOLD_LAPSED_MESSAGE }
      throw error
    }
  },

  async grantBundleCredits(tx, order) {
    const bundles = order.price.lines.flatMap((line) => (line.item.kind === 'bundle' ? [line.item] : []))
    if (bundles.length === 0) return
    const code = order.cart.selectedBuilding?.code
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM buildings WHERE building_code = $1', [code ?? null])
    const buildingId = rows[0]?.id
    if (buildingId === undefined) throw new Error(`Order ${order.number}: building ${code} not found for its bundle credits`)
    for (const bundle of bundles) {
      const credits = bundle.credits * bundle.count
      // Credits last until the end of their last day in India.
      await tx.query(
        `INSERT INTO bundle_credits (customer_id, building_id, purchased, utilized, available, expiry_date)
         VALUES ($1, $2, $3, 0, $3, ($4::date + time '23:59:59') AT TIME ZONE 'Asia/Kolkata')`,
        [order.customerId, buildingId, credits, bundle.creditsExpireOn],
      )
    }
  },

  async startLoyalty(tx, order) {
    const line = order.price.lines.find((l) => l.item.kind === 'loyalty-membership')
    if (!line || line.item.kind !== 'loyalty-membership') return
    // The priced line says until when it covers (today + the loyalty config's validity, at the time of the order).
    await tx.query(
      `UPDATE customers SET loyalty_is_member = true,
         loyalty_pass_end_date = ($2::date + time '23:59:59') AT TIME ZONE 'Asia/Kolkata', updated_at = now()
       WHERE id = $1`,
      [order.customerId, line.item.coversUntil],
    )
  },

  async createVoDocuments(tx, order, now) {
    for (const line of order.price.lines) {
      if (line.item.kind !== 'vo-plan') continue
      const { rows } = await tx.query<{ id: number }>('SELECT id FROM buildings WHERE building_code = $1', [
        order.cart.virtualOffice?.buildingCode ?? order.cart.selectedBuilding?.code ?? null,
      ])
      await createDocumentForOrder(tx.query, {
        customerId: order.customerId,
        orderNumber: order.number,
        buildingId: rows[0]?.id ?? null,
        plan: {
          handle: line.item.planHandle,
          title: line.item.planTitle,
          name: line.item.variantTitle,
          price: line.totalPaise,
          durationMonths: line.item.durationMonths,
        },
        startDate: businessDate(now),
        now,
      })
    }
  },

  async consumeCreditsAndCoupons(tx, order, now) {
    // 'Ready to pay' (POST /api/cart/ready) already recorded the coupon's use and spent the credits, and marked the
    // cart's payment as initialized: the order's cart says so, and nothing is spent again. A cart that never went
    // through that step (an order made straight from the cart) is charged here, once, under the same conditions.
    if (order.cart.paymentStatus === 'initialized' || order.cart.paymentStatus === 'done') return
    const { coupon } = order.price
    if (coupon?.status === 'applied') {
      const rule = findCoupon(await listCouponRules(), coupon.code)
      await redeemCoupon(tx, order.customerId, coupon.code, rule?.perCustomerLimit ?? null, coupon.discountPaise)
    }
    await spendCredits(tx, order.customerId, order.price.creditPlan, businessDate(now))
  },

  async resetCart(tx, customerId) {
    const stored = await loadCart(customerId, { query: tx.query, lock: true })
    if (stored.version === 0) return
    let cart = cartReducer(cartReducer(stored.cart, { type: 'payment/done' }), { type: 'cart/reset-on-demand' })
    if (cart.loyaltyMembership) cart = cartReducer(cart, { type: 'loyalty/remove' })
    if (!(await saveCart(customerId, cart, stored.version, { query: tx.query })))
      throw new Error(`The cart of customer ${customerId} changed while it was locked`)
  },

  async releaseBookings(tx, order) {
    const reservationId = order.cart.conference.booking?.reservationId
    if (reservationId) await releaseReservation(tx, reservationId)
  },
}
