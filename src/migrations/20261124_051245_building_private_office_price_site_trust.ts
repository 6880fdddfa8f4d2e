import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "buildings" ADD COLUMN "private_office_from_price" numeric;
  -- Buildings keep the from-price their private-office card showed before it was set per building (₹8,499.00).
  UPDATE "buildings" SET "private_office_from_price" = 849900;
  ALTER TABLE "site_settings" ADD COLUMN "whatsapp_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "member_count" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "buildings" DROP COLUMN "private_office_from_price";
  ALTER TABLE "site_settings" DROP COLUMN "whatsapp_number";
  ALTER TABLE "site_settings" DROP COLUMN "member_count";`)
}
