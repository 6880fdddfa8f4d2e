import { businessDate } from '@/domain/calendar/business-date'
import { cartReducer } from '@/domain/cart/reducer'
import { confirmHold, releaseReservation } from '../bookings/holds'
import { HoldNotFoundError, SlotTakenError } from '../bookings/errors'
import { loadCart, saveCart } from '../cart/cart-store'
import { grantCredits, spendFromLot } from '../credits/ledger'
import { createDocumentForOrder } from '../virtual-office/documents'
import type { ConfirmationHooks } from './confirmation-hooks'
import { HOLD_LAPSED_MESSAGE, SLOT_TAKEN_MESSAGE } from './hook-messages'
import { takeOrderMoney } from './order-money'

// The confirmation's real work in the other areas, each in the confirmation's one transaction (advance.ts): the
// conference-room hold becomes a booking under the exclusion constraint, bought bundles become credit lots (less what
// this cart's day passes took from them), a bought loyalty membership starts, the order still holds its credits and
// coupon (taken again if it lapsed before the payment came), and the cart resets.

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
      const lotId = await grantCredits(tx, {
        customerId: order.customerId,
        buildingId,
        quantity: bundle.credits * bundle.count,
        expiresOn: bundle.creditsExpireOn,
        source: 'bundle',
        orderId: order.id,
      })
      // The day passes of this very cart that the bundle paid for are spent from it at once, by this order.
      const spent = order.price.creditPlan
        .filter((spend) => spend.source === 'cart-bundle' && spend.lotId === `cart-bundle:${bundle.credits}`)
        .reduce((sum, spend) => sum + spend.quantity, 0)
      if (spent > 0) await spendFromLot(tx, { customerId: order.customerId, orderId: order.id, lotId, quantity: spent })
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

  async consumeCreditsAndCoupons(tx, order) {
    // Taken when the order was made (checkout.ts); an order that lapsed gave them back, and takes them again here.
    await takeOrderMoney(tx, order)
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
