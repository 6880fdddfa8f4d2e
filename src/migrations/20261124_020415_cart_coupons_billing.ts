import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { DEFAULT_COUPON_RULES } from '../domain/cart/coupons'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bundle_credits_source" AS ENUM('bundle', 'vo');
  CREATE TYPE "public"."enum_coupons_bundle_sizes" AS ENUM('5', '10');
  CREATE TYPE "public"."enum_coupons_requires" AS ENUM('loyalty-member', 'referred-customer', 'bundle-in-cart', 'vo-credits-held');
  CREATE TYPE "public"."enum_coupons_effect" AS ENUM('percent-off', 'free-conference-hours', 'redeem-vo-credits');
  CREATE TYPE "public"."enum_coupons_product" AS ENUM('DAY_PASS', 'CONFERENCE_ROOM', 'BUNDLE');
  CREATE TABLE "carts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"building_code" varchar,
  	"cart_step" numeric,
  	"total_estimated_price" numeric,
  	"version" numeric DEFAULT 0 NOT NULL,
  	"billing_address_id" integer,
  	"cart" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coupons_bundle_sizes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_coupons_bundle_sizes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "coupons_requires" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_coupons_requires",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "coupons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"description" varchar NOT NULL,
  	"effect" "enum_coupons_effect" NOT NULL,
  	"product" "enum_coupons_product",
  	"percent_basis_points" numeric,
  	"hours" numeric,
  	"valid_from" timestamp(3) with time zone,
  	"valid_until" timestamp(3) with time zone,
  	"per_customer_limit" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coupon_redemptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"code" varchar NOT NULL,
  	"use_number" numeric NOT NULL,
  	"discount_paise" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "billing_addresses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"first_name" varchar NOT NULL,
  	"phone_number" varchar NOT NULL,
  	"address_line1" varchar NOT NULL,
  	"address_line2" varchar,
  	"city" varchar NOT NULL,
  	"state" varchar NOT NULL,
  	"pincode" varchar NOT NULL,
  	"gstin" varchar,
  	"company_name" varchar,
  	"is_default" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "loyalty_config" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"pass_price_paise" numeric DEFAULT 99900 NOT NULL,
  	"pass_validity_days" numeric DEFAULT 90 NOT NULL,
  	"expiring_soon_days" numeric DEFAULT 15 NOT NULL,
  	"day_pass_discount_percent" numeric DEFAULT 20 NOT NULL,
  	"coupon_code" varchar DEFAULT 'LOYALTY-20-PERCENT' NOT NULL,
  	"free_conference_room_hours" numeric DEFAULT 1 NOT NULL,
  	"free_conference_room_coupon_code" varchar DEFAULT 'LOYALTY-FREE-CONFERENCE-ROOM' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "customers" ADD COLUMN "referred" boolean DEFAULT false;
  ALTER TABLE "customers" ADD COLUMN "private_office_member" boolean DEFAULT false;
  ALTER TABLE "bundle_credits" ADD COLUMN "source" "enum_bundle_credits_source" DEFAULT 'bundle' NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "carts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coupons_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coupon_redemptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "billing_addresses_id" integer;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_billing_address_id_billing_addresses_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."billing_addresses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coupons_bundle_sizes" ADD CONSTRAINT "coupons_bundle_sizes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coupons_requires" ADD CONSTRAINT "coupons_requires_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "billing_addresses" ADD CONSTRAINT "billing_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id");
  CREATE INDEX "carts_billing_address_idx" ON "carts" USING btree ("billing_address_id");
  CREATE INDEX "carts_updated_at_idx" ON "carts" USING btree ("updated_at");
  CREATE INDEX "carts_created_at_idx" ON "carts" USING btree ("created_at");
  CREATE INDEX "coupons_bundle_sizes_order_idx" ON "coupons_bundle_sizes" USING btree ("order");
  CREATE INDEX "coupons_bundle_sizes_parent_idx" ON "coupons_bundle_sizes" USING btree ("parent_id");
  CREATE INDEX "coupons_requires_order_idx" ON "coupons_requires" USING btree ("order");
  CREATE INDEX "coupons_requires_parent_idx" ON "coupons_requires" USING btree ("parent_id");
  CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree ("code");
  CREATE INDEX "coupons_updated_at_idx" ON "coupons" USING btree ("updated_at");
  CREATE INDEX "coupons_created_at_idx" ON "coupons" USING btree ("created_at");
  CREATE INDEX "coupon_redemptions_customer_idx" ON "coupon_redemptions" USING btree ("customer_id");
  CREATE INDEX "coupon_redemptions_code_idx" ON "coupon_redemptions" USING btree ("code");
  CREATE INDEX "coupon_redemptions_updated_at_idx" ON "coupon_redemptions" USING btree ("updated_at");
  CREATE INDEX "coupon_redemptions_created_at_idx" ON "coupon_redemptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "customer_code_useNumber_idx" ON "coupon_redemptions" USING btree ("customer_id","code","use_number");
  CREATE INDEX "billing_addresses_customer_idx" ON "billing_addresses" USING btree ("customer_id");
  CREATE INDEX "billing_addresses_updated_at_idx" ON "billing_addresses" USING btree ("updated_at");
  CREATE INDEX "billing_addresses_created_at_idx" ON "billing_addresses" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carts_fk" FOREIGN KEY ("carts_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coupons_fk" FOREIGN KEY ("coupons_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coupon_redemptions_fk" FOREIGN KEY ("coupon_redemptions_id") REFERENCES "public"."coupon_redemptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_billing_addresses_fk" FOREIGN KEY ("billing_addresses_id") REFERENCES "public"."billing_addresses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bundle_credits_source_idx" ON "bundle_credits" USING btree ("source");
  CREATE INDEX "payload_locked_documents_rels_carts_id_idx" ON "payload_locked_documents_rels" USING btree ("carts_id");
  CREATE INDEX "payload_locked_documents_rels_coupons_id_idx" ON "payload_locked_documents_rels" USING btree ("coupons_id");
  CREATE INDEX "payload_locked_documents_rels_coupon_redemptions_id_idx" ON "payload_locked_documents_rels" USING btree ("coupon_redemptions_id");
  CREATE INDEX "payload_locked_documents_rels_billing_addresses_id_idx" ON "payload_locked_documents_rels" USING btree ("billing_addresses_id");`)
  // No credit is ever spent below zero, whatever a writer does (the cart's conditional update relies on it too).
  await db.execute(sql`ALTER TABLE "bundle_credits" ADD CONSTRAINT "bundle_credits_available_not_negative" CHECK ("available" >= 0)`)
  // The six coupons of spec section 9, as the product first ships them (operators edit them in the admin).
  for (const rule of DEFAULT_COUPON_RULES) {
    const effect = rule.effect
    const product = effect.kind === 'percent-off' ? effect.product : null
    const percent = effect.kind === 'percent-off' ? effect.percentBasisPoints : null
    const hours = effect.kind === 'free-conference-hours' ? effect.hours : null
    const inserted = await db.execute(sql`
      INSERT INTO "coupons" ("code", "active", "description", "effect", "product", "percent_basis_points", "hours", "valid_from", "valid_until", "per_customer_limit")
      VALUES (${rule.code}, ${rule.active}, ${rule.description}, ${effect.kind}, ${product}, ${percent}, ${hours}, ${rule.validFrom}, ${rule.validUntil}, ${rule.perCustomerLimit})
      ON CONFLICT ("code") DO NOTHING RETURNING "id"`)
    const id = (inserted.rows[0] as { id: number } | undefined)?.id
    if (id === undefined) continue
    for (const [order, value] of rule.requires.entries())
      await db.execute(sql`INSERT INTO "coupons_requires" ("order", "parent_id", "value") VALUES (${order + 1}, ${id}, ${value})`)
    const sizes = effect.kind === 'percent-off' ? (effect.bundleSizes ?? []) : []
    for (const [order, value] of sizes.entries())
      await db.execute(sql`INSERT INTO "coupons_bundle_sizes" ("order", "parent_id", "value") VALUES (${order + 1}, ${id}, ${String(value)})`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "bundle_credits" DROP CONSTRAINT IF EXISTS "bundle_credits_available_not_negative"`)
  await db.execute(sql`
   ALTER TABLE "carts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coupons_bundle_sizes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coupons_requires" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coupons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coupon_redemptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "billing_addresses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "loyalty_config" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "carts" CASCADE;
  DROP TABLE "coupons_bundle_sizes" CASCADE;
  DROP TABLE "coupons_requires" CASCADE;
  DROP TABLE "coupons" CASCADE;
  DROP TABLE "coupon_redemptions" CASCADE;
  DROP TABLE "billing_addresses" CASCADE;
  DROP TABLE "loyalty_config" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_carts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_coupons_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_coupon_redemptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_billing_addresses_fk";
  
  DROP INDEX "bundle_credits_source_idx";
  DROP INDEX "payload_locked_documents_rels_carts_id_idx";
  DROP INDEX "payload_locked_documents_rels_coupons_id_idx";
  DROP INDEX "payload_locked_documents_rels_coupon_redemptions_id_idx";
  DROP INDEX "payload_locked_documents_rels_billing_addresses_id_idx";
  ALTER TABLE "customers" DROP COLUMN "referred";
  ALTER TABLE "customers" DROP COLUMN "private_office_member";
  ALTER TABLE "bundle_credits" DROP COLUMN "source";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "carts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coupons_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coupon_redemptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "billing_addresses_id";
  DROP TYPE "public"."enum_bundle_credits_source";
  DROP TYPE "public"."enum_coupons_bundle_sizes";
  DROP TYPE "public"."enum_coupons_requires";
  DROP TYPE "public"."enum_coupons_effect";
  DROP TYPE "public"."enum_coupons_product";`)
}
