import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "cancellation_policy_refund_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"min_hours_before_start" numeric NOT NULL,
  	"refund_percent" numeric NOT NULL
  );
  
  CREATE TABLE "cancellation_policy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reschedule_allowed" boolean DEFAULT true,
  	"reschedule_min_hours_before_start" numeric DEFAULT 24,
  	"max_reschedules" numeric DEFAULT 1,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "cancellation_policy_refund_tiers" ADD CONSTRAINT "cancellation_policy_refund_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cancellation_policy"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cancellation_policy_refund_tiers_order_idx" ON "cancellation_policy_refund_tiers" USING btree ("_order");
  CREATE INDEX "cancellation_policy_refund_tiers_parent_id_idx" ON "cancellation_policy_refund_tiers" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cancellation_policy_refund_tiers" CASCADE;
  DROP TABLE "cancellation_policy" CASCADE;`)
}
