import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_vo_documents_status" AS ENUM('ADDED_BUILDING_ID', 'ADDED_PLAN', 'GENERATED_PAYMENT_LINK_FOR_PLAN', 'CHOSE_FLOW', 'ADDED_COMPANY_KYC', 'KYC_COMPLETED', 'DOCUSIGN_EMAIL_SENT', 'COMPLETED', 'SIGN_MEMBERSHIP_DOC');
  CREATE TABLE "vo_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"customer_id" integer NOT NULL,
  	"status" "enum_vo_documents_status" NOT NULL,
  	"building_id" integer,
  	"desk_id" varchar,
  	"order_number" varchar,
  	"expires_on" varchar,
  	"partner" varchar,
  	"un_incorporated_registration" boolean DEFAULT false,
  	"has_dashboard_access" boolean DEFAULT false,
  	"total_kyc_complete" boolean DEFAULT false,
  	"is_default" boolean DEFAULT false,
  	"is_vo_multi_account" boolean DEFAULT false,
  	"selected_plan" jsonb,
  	"subscription_data" jsonb,
  	"company_info" jsonb,
  	"finance_info" jsonb,
  	"proposed_company" jsonb,
  	"phone" varchar,
  	"directors_kyc" jsonb,
  	"kyc_request" jsonb,
  	"history" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vo_documents_id" integer;
  ALTER TABLE "vo_documents" ADD CONSTRAINT "vo_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vo_documents" ADD CONSTRAINT "vo_documents_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "vo_documents_customer_idx" ON "vo_documents" USING btree ("customer_id");
  CREATE INDEX "vo_documents_status_idx" ON "vo_documents" USING btree ("status");
  CREATE INDEX "vo_documents_building_idx" ON "vo_documents" USING btree ("building_id");
  CREATE UNIQUE INDEX "vo_documents_order_number_idx" ON "vo_documents" USING btree ("order_number");
  CREATE INDEX "vo_documents_updated_at_idx" ON "vo_documents" USING btree ("updated_at");
  CREATE INDEX "vo_documents_created_at_idx" ON "vo_documents" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vo_documents_fk" FOREIGN KEY ("vo_documents_id") REFERENCES "public"."vo_documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_vo_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("vo_documents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vo_documents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "vo_documents" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vo_documents_fk";
  
  DROP INDEX "payload_locked_documents_rels_vo_documents_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vo_documents_id";
  DROP TYPE "public"."enum_vo_documents_status";`)
}
