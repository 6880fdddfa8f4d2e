import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_status" AS ENUM('created', 'attempted', 'failed', 'expired', 'paid', 'confirmed', 'refund_pending', 'cancelled', 'partially_refunded', 'refunded');
  CREATE TYPE "public"."enum_orders_provider" AS ENUM('sandbox', 'razorpay');
  CREATE TYPE "public"."enum_payments_status" AS ENUM('created', 'pending', 'authorized', 'captured', 'failed');
  CREATE TYPE "public"."enum_refunds_status" AS ENUM('requested', 'pending', 'processed', 'failed');
  CREATE TYPE "public"."enum_refunds_reason" AS ENUM('not-confirmable', 'customer-cancellation', 'operator');
  CREATE TYPE "public"."enum_webhook_events_provider" AS ENUM('sandbox', 'razorpay');
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"customer_id" integer NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'created' NOT NULL,
  	"amount_paise" numeric NOT NULL,
  	"subtotal_paise" numeric NOT NULL,
  	"discount_paise" numeric NOT NULL,
  	"taxable_paise" numeric NOT NULL,
  	"cgst_paise" numeric NOT NULL,
  	"state_tax_paise" numeric NOT NULL,
  	"building_code" varchar NOT NULL,
  	"provider" "enum_orders_provider" NOT NULL,
  	"gateway_order_id" varchar,
  	"idempotency_key" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"outcome" varchar,
  	"cart_snapshot" jsonb NOT NULL,
  	"price" jsonb NOT NULL,
  	"payment_state" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"gateway_payment_id" varchar NOT NULL,
  	"order_id" integer NOT NULL,
  	"status" "enum_payments_status" NOT NULL,
  	"amount_paise" numeric NOT NULL,
  	"method" varchar,
  	"error_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "refunds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"amount_paise" numeric,
  	"note" varchar NOT NULL,
  	"status" "enum_refunds_status" DEFAULT 'requested' NOT NULL,
  	"reason" "enum_refunds_reason" DEFAULT 'operator' NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"gateway_refund_id" varchar,
  	"payment_id" varchar,
  	"operator_id" integer,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "webhook_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"event" varchar NOT NULL,
  	"provider" "enum_webhook_events_provider" NOT NULL,
  	"signature_verified" boolean DEFAULT false NOT NULL,
  	"applied_at" timestamp(3) with time zone,
  	"order_id" integer,
  	"outcome" varchar,
  	"raw_body" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "invoices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"serial" varchar NOT NULL,
  	"order_id" integer NOT NULL,
  	"financial_year" varchar NOT NULL,
  	"sequence" numeric NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"supplier_gstin" varchar NOT NULL,
  	"recipient_gstin" varchar,
  	"total_paise" numeric NOT NULL,
  	"document" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "gst_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"state_iso_code" varchar NOT NULL,
  	"gstin" varchar NOT NULL,
  	"legal_name" varchar NOT NULL,
  	"trade_name" varchar,
  	"address" varchar NOT NULL,
  	"pan" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "refunds_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "webhook_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invoices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gst_registrations_id" integer;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "refunds" ADD CONSTRAINT "refunds_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");
  CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_building_code_idx" ON "orders" USING btree ("building_code");
  CREATE UNIQUE INDEX "orders_gateway_order_id_idx" ON "orders" USING btree ("gateway_order_id");
  CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");
  CREATE INDEX "orders_expires_at_idx" ON "orders" USING btree ("expires_at");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE UNIQUE INDEX "payments_gateway_payment_id_idx" ON "payments" USING btree ("gateway_payment_id");
  CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");
  CREATE UNIQUE INDEX "refunds_idempotency_key_idx" ON "refunds" USING btree ("idempotency_key");
  CREATE UNIQUE INDEX "refunds_gateway_refund_id_idx" ON "refunds" USING btree ("gateway_refund_id");
  CREATE INDEX "refunds_operator_idx" ON "refunds" USING btree ("operator_id");
  CREATE INDEX "refunds_updated_at_idx" ON "refunds" USING btree ("updated_at");
  CREATE INDEX "refunds_created_at_idx" ON "refunds" USING btree ("created_at");
  CREATE UNIQUE INDEX "webhook_events_event_id_idx" ON "webhook_events" USING btree ("event_id");
  CREATE INDEX "webhook_events_event_idx" ON "webhook_events" USING btree ("event");
  CREATE INDEX "webhook_events_applied_at_idx" ON "webhook_events" USING btree ("applied_at");
  CREATE INDEX "webhook_events_order_idx" ON "webhook_events" USING btree ("order_id");
  CREATE INDEX "webhook_events_updated_at_idx" ON "webhook_events" USING btree ("updated_at");
  CREATE INDEX "webhook_events_created_at_idx" ON "webhook_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "invoices_serial_idx" ON "invoices" USING btree ("serial");
  CREATE UNIQUE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");
  CREATE INDEX "invoices_updated_at_idx" ON "invoices" USING btree ("updated_at");
  CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");
  CREATE UNIQUE INDEX "gst_registrations_state_iso_code_idx" ON "gst_registrations" USING btree ("state_iso_code");
  CREATE UNIQUE INDEX "gst_registrations_gstin_idx" ON "gst_registrations" USING btree ("gstin");
  CREATE INDEX "gst_registrations_updated_at_idx" ON "gst_registrations" USING btree ("updated_at");
  CREATE INDEX "gst_registrations_created_at_idx" ON "gst_registrations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_refunds_fk" FOREIGN KEY ("refunds_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_webhook_events_fk" FOREIGN KEY ("webhook_events_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoices_fk" FOREIGN KEY ("invoices_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gst_registrations_fk" FOREIGN KEY ("gst_registrations_id") REFERENCES "public"."gst_registrations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  CREATE INDEX "payload_locked_documents_rels_refunds_id_idx" ON "payload_locked_documents_rels" USING btree ("refunds_id");
  CREATE INDEX "payload_locked_documents_rels_webhook_events_id_idx" ON "payload_locked_documents_rels" USING btree ("webhook_events_id");
  CREATE INDEX "payload_locked_documents_rels_invoices_id_idx" ON "payload_locked_documents_rels" USING btree ("invoices_id");
  CREATE INDEX "payload_locked_documents_rels_gst_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("gst_registrations_id");`)
  // Not Payload's: the invoice serial counters (a row per series and financial year, incremented in the confirmation
  // transaction, so serials are gapless) and the sandbox gateway's own store (src/server/payments/sandbox-store.ts).
  await db.execute(sql`
  CREATE TABLE "invoice_counters" (
    "series" varchar(4) NOT NULL,
    "financial_year" varchar(7) NOT NULL,
    "last_sequence" integer NOT NULL DEFAULT 0 CHECK ("last_sequence" >= 0),
    PRIMARY KEY ("series", "financial_year")
  );
  CREATE TABLE "sandbox_gateway_entities" (
    "kind" varchar(8) NOT NULL CHECK ("kind" IN ('order', 'payment', 'refund')),
    "id" varchar(40) NOT NULL,
    "receipt" varchar(40),
    "parent_id" varchar(40),
    "body" jsonb NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    PRIMARY KEY ("kind", "id")
  );
  CREATE UNIQUE INDEX "sandbox_gateway_entities_receipt_idx" ON "sandbox_gateway_entities" ("receipt") WHERE "kind" = 'order';
  CREATE INDEX "sandbox_gateway_entities_parent_idx" ON "sandbox_gateway_entities" ("kind", "parent_id");
  CREATE TABLE "sandbox_gateway_idempotency" (
    "scope" varchar(16) NOT NULL,
    "key" varchar(80) NOT NULL,
    "request_hash" varchar(64) NOT NULL,
    "result_id" varchar(40),
    PRIMARY KEY ("scope", "key")
  );
  ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_positive" CHECK ("amount_paise" >= 100);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "invoice_counters";
  DROP TABLE "sandbox_gateway_entities";
  DROP TABLE "sandbox_gateway_idempotency";
   ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "refunds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "webhook_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invoices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gst_registrations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "refunds" CASCADE;
  DROP TABLE "webhook_events" CASCADE;
  DROP TABLE "invoices" CASCADE;
  DROP TABLE "gst_registrations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_refunds_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_webhook_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invoices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gst_registrations_fk";
  
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_refunds_id_idx";
  DROP INDEX "payload_locked_documents_rels_webhook_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_invoices_id_idx";
  DROP INDEX "payload_locked_documents_rels_gst_registrations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "refunds_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "webhook_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invoices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gst_registrations_id";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_provider";
  DROP TYPE "public"."enum_payments_status";
  DROP TYPE "public"."enum_refunds_status";
  DROP TYPE "public"."enum_refunds_reason";
  DROP TYPE "public"."enum_webhook_events_provider";`)
}
