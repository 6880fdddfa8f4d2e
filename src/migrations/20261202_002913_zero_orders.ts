import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// An order of zero (credits, a coupon or loyalty paid all of it) is confirmed without the gateway; any other amount
// is still at least ₹1, the gateway's minimum. The snapshot beside this file is the whole schema after the credit
// ledger, the stored files, the live-holds limit and the GST registrations' address, which were made side by side.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "orders" DROP CONSTRAINT "orders_amount_positive";
  ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_positive" CHECK ("amount_paise" = 0 OR "amount_paise" >= 100);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "orders" DROP CONSTRAINT "orders_amount_positive";
  ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_positive" CHECK ("amount_paise" >= 100) NOT VALID;`)
}
