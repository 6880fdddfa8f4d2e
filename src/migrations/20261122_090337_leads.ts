import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_product" AS ENUM('private-office-space', 'all-access', 'all-access-pay-per-use', 'conference-room', 'day-pass', 'workplace', 'virtual-office', 'event-spaces', 'all', 'help');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TYPE "public"."enum_crm_deliveries_status" AS ENUM('pending', 'delivered');
  CREATE TYPE "public"."enum_outbox_messages_channel" AS ENUM('email', 'sms');
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('lead-acknowledgement', 'lead-notification');
  CREATE TYPE "public"."enum_outbox_messages_status" AS ENUM('queued', 'sent');
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"full_name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"company" varchar,
  	"product" "enum_leads_product",
  	"desks" varchar,
  	"city_id" integer,
  	"building_id" integer,
  	"message" varchar,
  	"status" "enum_leads_status" DEFAULT 'new' NOT NULL,
  	"notes" varchar,
  	"marketing_consent" boolean DEFAULT false,
  	"reference" varchar NOT NULL,
  	"form_id" integer,
  	"source_page_path" varchar,
  	"source_page_type" varchar,
  	"source_utm_source" varchar,
  	"source_utm_medium" varchar,
  	"source_utm_campaign" varchar,
  	"source_utm_term" varchar,
  	"source_utm_content" varchar,
  	"answers" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "crm_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer,
  	"idempotency_key" varchar NOT NULL,
  	"status" "enum_crm_deliveries_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone NOT NULL,
  	"locked_until" timestamp(3) with time zone,
  	"last_status" numeric,
  	"delivered_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum_outbox_messages_channel" NOT NULL,
  	"to" varchar NOT NULL,
  	"kind" "enum_outbox_messages_kind" NOT NULL,
  	"status" "enum_outbox_messages_status" DEFAULT 'queued' NOT NULL,
  	"subject" varchar,
  	"body" varchar NOT NULL,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rate_limits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crm_deliveries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rate_limits_id" integer;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "crm_deliveries" ADD CONSTRAINT "crm_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");
  CREATE INDEX "leads_product_idx" ON "leads" USING btree ("product");
  CREATE INDEX "leads_city_idx" ON "leads" USING btree ("city_id");
  CREATE INDEX "leads_building_idx" ON "leads" USING btree ("building_id");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE UNIQUE INDEX "leads_reference_idx" ON "leads" USING btree ("reference");
  CREATE INDEX "leads_form_idx" ON "leads" USING btree ("form_id");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE UNIQUE INDEX "crm_deliveries_lead_idx" ON "crm_deliveries" USING btree ("lead_id");
  CREATE UNIQUE INDEX "crm_deliveries_idempotency_key_idx" ON "crm_deliveries" USING btree ("idempotency_key");
  CREATE INDEX "crm_deliveries_status_idx" ON "crm_deliveries" USING btree ("status");
  CREATE INDEX "crm_deliveries_next_attempt_at_idx" ON "crm_deliveries" USING btree ("next_attempt_at");
  CREATE INDEX "crm_deliveries_updated_at_idx" ON "crm_deliveries" USING btree ("updated_at");
  CREATE INDEX "crm_deliveries_created_at_idx" ON "crm_deliveries" USING btree ("created_at");
  CREATE INDEX "outbox_messages_to_idx" ON "outbox_messages" USING btree ("to");
  CREATE INDEX "outbox_messages_kind_idx" ON "outbox_messages" USING btree ("kind");
  CREATE INDEX "outbox_messages_lead_idx" ON "outbox_messages" USING btree ("lead_id");
  CREATE INDEX "outbox_messages_updated_at_idx" ON "outbox_messages" USING btree ("updated_at");
  CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages" USING btree ("created_at");
  CREATE UNIQUE INDEX "rate_limits_key_idx" ON "rate_limits" USING btree ("key");
  CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");
  CREATE INDEX "rate_limits_updated_at_idx" ON "rate_limits" USING btree ("updated_at");
  CREATE INDEX "rate_limits_created_at_idx" ON "rate_limits" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crm_deliveries_fk" FOREIGN KEY ("crm_deliveries_id") REFERENCES "public"."crm_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_messages_fk" FOREIGN KEY ("outbox_messages_id") REFERENCES "public"."outbox_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rate_limits_fk" FOREIGN KEY ("rate_limits_id") REFERENCES "public"."rate_limits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_crm_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("crm_deliveries_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_messages_id");
  CREATE INDEX "payload_locked_documents_rels_rate_limits_id_idx" ON "payload_locked_documents_rels" USING btree ("rate_limits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "crm_deliveries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbox_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rate_limits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "crm_deliveries" CASCADE;
  DROP TABLE "outbox_messages" CASCADE;
  DROP TABLE "rate_limits" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crm_deliveries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outbox_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rate_limits_fk";
  
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_crm_deliveries_id_idx";
  DROP INDEX "payload_locked_documents_rels_outbox_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_rate_limits_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crm_deliveries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rate_limits_id";
  DROP TYPE "public"."enum_leads_product";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_crm_deliveries_status";
  DROP TYPE "public"."enum_outbox_messages_channel";
  DROP TYPE "public"."enum_outbox_messages_kind";
  DROP TYPE "public"."enum_outbox_messages_status";`)
}
