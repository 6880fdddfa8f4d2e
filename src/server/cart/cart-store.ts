import type { QueryResultRow } from 'pg'
import { emptyCart } from '@/domain/cart/reducer'
import type { CartPrice } from '@/domain/cart/price'
import type { Cart } from '@/domain/cart/types'
import { getPayloadClient } from '../payload'

// The stored cart: one row per customer (`carts`, unique customer), the Cart JSON with a version. A writer reads the
// row, applies its change and writes it back only if the version is still the one it read (optimistic concurrency):
// two devices changing one cart at once never lose a change, the second one simply tries again on the new cart.

export type Query = <Row extends QueryResultRow = QueryResultRow>(text: string, values?: readonly unknown[]) => Promise<{ rows: Row[] }>

export interface StoredCart {
  cart: Cart
  version: number
  billingAddressId: number | null
  /**
   * The server's price when the cart became ready to pay (payment status 'initialized'). Ready records the coupon's
   * use and spends the credits, so pricing the cart again afterwards would count them as gone: while the cart waits
   * for its payment, this price is the one shown and charged.
   */
  readyPrice: CartPrice | null
}

async function poolQuery(): Promise<Query> {
  const payload = await getPayloadClient()
  return (text, values) => payload.db.pool.query(text, values as unknown[])
}

/** A stored cart read back: fields added to the Cart since it was written start at their empty values. */
function cartOf(json: unknown): Cart {
  return { ...emptyCart(), ...(json && typeof json === 'object' ? (json as Partial<Cart>) : {}) }
}

/**
 * The customer's cart; an empty one at version 0 before the first change (reading never writes). `lock` holds the row
 * until the caller's transaction ends.
 */
export async function loadCart(customerId: number, options: { query?: Query; lock?: boolean } = {}): Promise<StoredCart> {
  const query = options.query ?? (await poolQuery())
  const { rows } = await query<{ cart: unknown; version: string; billing_address_id: number | null; ready_price: CartPrice | null }>(
    `SELECT cart, version, billing_address_id, ready_price FROM carts WHERE customer_id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [customerId],
  )
  const row = rows[0]
  if (!row) return { cart: emptyCart(), version: 0, billingAddressId: null, readyPrice: null }
  const cart = cartOf(row.cart)
  return {
    cart,
    version: Number(row.version),
    billingAddressId: row.billing_address_id,
    readyPrice: cart.paymentStatus === 'initialized' ? row.ready_price : null,
  }
}

/** Writes the cart if nobody changed it since `version` was read; false when somebody did (read again and retry). */
export async function saveCart(
  customerId: number,
  cart: Cart,
  version: number,
  options: { query?: Query; billingAddressId?: number | null; readyPrice?: CartPrice } = {},
): Promise<boolean> {
  const query = options.query ?? (await poolQuery())
  if (version === 0) {
    // The first write creates the row; a second device creating it at the same moment makes this one read again.
    const { rows } = await query(
      `INSERT INTO carts (customer_id, cart, version, building_code, cart_step, total_estimated_price, billing_address_id)
       VALUES ($1, $2, 1, $3, $4, $5, $6) ON CONFLICT (customer_id) DO NOTHING RETURNING version`,
      [
        customerId,
        JSON.stringify(cart),
        cart.selectedBuilding?.code ?? null,
        cart.cartStep,
        cart.totalEstimatedPrice,
        options.billingAddressId ?? null,
      ],
    )
    return rows.length === 1
  }
  const billing = options.billingAddressId !== undefined
  // The ready price is written when the cart becomes ready to pay, kept while it waits, and dropped once it does not.
  const ready =
    options.readyPrice !== undefined
      ? `, ready_price = $${billing ? 8 : 7}`
      : cart.paymentStatus === 'initialized'
        ? ''
        : ', ready_price = NULL'
  const { rows } = await query(
    `UPDATE carts SET cart = $1, version = version + 1, building_code = $2, cart_step = $3, total_estimated_price = $4, updated_at = now()
       ${billing ? ', billing_address_id = $7' : ''}${ready}
     WHERE customer_id = $5 AND version = $6 RETURNING version`,
    [
      JSON.stringify(cart),
      cart.selectedBuilding?.code ?? null,
      cart.cartStep,
      cart.totalEstimatedPrice,
      customerId,
      version,
      ...(billing ? [options.billingAddressId] : []),
      ...(options.readyPrice !== undefined ? [JSON.stringify(options.readyPrice)] : []),
    ],
  )
  return rows.length === 1
}
