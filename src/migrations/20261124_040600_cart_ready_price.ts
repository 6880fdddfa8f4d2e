import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The price a cart had when it became ready to pay (src/server/cart/cart-store.ts): ready records the coupon's use and
// spends the credits, so the cart is shown and charged at this price until it is paid or changed. Written by the cart
// service only (not a Payload field).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "carts" ADD COLUMN IF NOT EXISTS "ready_price" jsonb;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "carts" DROP COLUMN IF EXISTS "ready_price";`)
}
