import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The holidays moved from Site settings to their own collection (Bookings → Holidays, with per-city holidays), which
// the calendar, the cart and the rooms read; the settings' old list goes.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "site_settings_holidays" CASCADE;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "site_settings_holidays" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"name" varchar NOT NULL
  );
  ALTER TABLE "site_settings_holidays" ADD CONSTRAINT "site_settings_holidays_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_holidays_order_idx" ON "site_settings_holidays" USING btree ("_order");
  CREATE INDEX "site_settings_holidays_parent_id_idx" ON "site_settings_holidays" USING btree ("_parent_id");`)
}
