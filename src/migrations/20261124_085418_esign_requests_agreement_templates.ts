import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_vo_documents_esign_provider" AS ENUM('builtin', 'leegality', 'docusign');
  CREATE TYPE "public"."enum_esign_requests_status" AS ENUM('sent', 'completed', 'voided');
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'esign-link';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'esign-code';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'vo-documents';
  CREATE TABLE "esign_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_id" varchar NOT NULL,
  	"version" numeric DEFAULT 1 NOT NULL,
  	"status" "enum_esign_requests_status" DEFAULT 'sent' NOT NULL,
  	"vo_document_id" integer,
  	"title" varchar NOT NULL,
  	"agreement_number" varchar,
  	"template_version" varchar,
  	"file_name" varchar,
  	"company_name" varchar,
  	"signer_name" varchar NOT NULL,
  	"signer_email" varchar NOT NULL,
  	"signer_phone" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"viewed_at" timestamp(3) with time zone,
  	"signed_at" timestamp(3) with time zone,
  	"original_sha256" varchar,
  	"signed_sha256" varchar,
  	"sealed_sha256" varchar,
  	"original_page_count" numeric,
  	"link_jti" varchar,
  	"link_expires_at" timestamp(3) with time zone,
  	"links_issued_at" jsonb,
  	"otp_sent_at" jsonb,
  	"evidence" jsonb,
  	"otp" jsonb,
  	"original_pdf" varchar NOT NULL,
  	"signed_pdf" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vo_templates_agreement_preamble" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "vo_templates_agreement_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "vo_templates_agreement_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL
  );
  
  CREATE TABLE "vo_templates_agreement_closing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "vo_templates_noc_preamble" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "vo_templates_noc_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "vo_templates_noc_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL
  );
  
  CREATE TABLE "vo_templates_noc_closing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "vo_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"agreement_title" varchar DEFAULT 'Virtual Office Agreement' NOT NULL,
  	"agreement_version" varchar DEFAULT '2026-1',
  	"agreement_subtitle" varchar DEFAULT 'Agreement no. {{agreement.number}} dated {{agreement.date}}',
  	"noc_title" varchar DEFAULT 'No Objection Certificate' NOT NULL,
  	"noc_version" varchar DEFAULT '2026-1',
  	"noc_subtitle" varchar DEFAULT 'Ref. {{noc.reference}} · {{noc.date}}',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "buildings" ADD COLUMN "utility_bill_id" integer;
  ALTER TABLE "vo_documents" ADD COLUMN "agreement_number" varchar;
  ALTER TABLE "vo_documents" ADD COLUMN "esign_provider" "enum_vo_documents_esign_provider";
  ALTER TABLE "vo_documents" ADD COLUMN "esign_ref" varchar;
  ALTER TABLE "vo_documents" ADD COLUMN "agreement_sent_at" timestamp(3) with time zone;
  ALTER TABLE "vo_documents" ADD COLUMN "agreement_signed_at" timestamp(3) with time zone;
  ALTER TABLE "vo_documents" ADD COLUMN "documents_emailed_at" timestamp(3) with time zone;
  ALTER TABLE "vo_documents" ADD COLUMN "agreement_signer_name" varchar;
  ALTER TABLE "vo_documents" ADD COLUMN "agreement_signer_email" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "esign_requests_id" integer;
  ALTER TABLE "esign_requests" ADD CONSTRAINT "esign_requests_vo_document_id_vo_documents_id_fk" FOREIGN KEY ("vo_document_id") REFERENCES "public"."vo_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vo_templates_agreement_preamble" ADD CONSTRAINT "vo_templates_agreement_preamble_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vo_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vo_templates_agreement_sections_paragraphs" ADD CONSTRAINT "vo_templates_agreement_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vo_templates_agreement_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vo_templates_agreement_sections" ADD CONSTRAINT "vo_templates_agreement_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vo_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vo_templates_agreement_closing" ADD CONSTRAINT "vo_templates_agreement_closing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vo_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vo_templates_noc_preamble" ADD CONSTRAINT "vo_templates_noc_preamble_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vo_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vo_templates_noc_sections_paragraphs" ADD CONSTRAINT "vo_templates_noc_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vo_templates_noc_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vo_templates_noc_sections" ADD CONSTRAINT "vo_templates_noc_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vo_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vo_templates_noc_closing" ADD CONSTRAINT "vo_templates_noc_closing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vo_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "esign_requests_request_id_idx" ON "esign_requests" USING btree ("request_id");
  CREATE INDEX "esign_requests_status_idx" ON "esign_requests" USING btree ("status");
  CREATE INDEX "esign_requests_vo_document_idx" ON "esign_requests" USING btree ("vo_document_id");
  CREATE INDEX "esign_requests_agreement_number_idx" ON "esign_requests" USING btree ("agreement_number");
  CREATE INDEX "esign_requests_signer_email_idx" ON "esign_requests" USING btree ("signer_email");
  CREATE INDEX "esign_requests_updated_at_idx" ON "esign_requests" USING btree ("updated_at");
  CREATE INDEX "esign_requests_created_at_idx" ON "esign_requests" USING btree ("created_at");
  CREATE INDEX "vo_templates_agreement_preamble_order_idx" ON "vo_templates_agreement_preamble" USING btree ("_order");
  CREATE INDEX "vo_templates_agreement_preamble_parent_id_idx" ON "vo_templates_agreement_preamble" USING btree ("_parent_id");
  CREATE INDEX "vo_templates_agreement_sections_paragraphs_order_idx" ON "vo_templates_agreement_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "vo_templates_agreement_sections_paragraphs_parent_id_idx" ON "vo_templates_agreement_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "vo_templates_agreement_sections_order_idx" ON "vo_templates_agreement_sections" USING btree ("_order");
  CREATE INDEX "vo_templates_agreement_sections_parent_id_idx" ON "vo_templates_agreement_sections" USING btree ("_parent_id");
  CREATE INDEX "vo_templates_agreement_closing_order_idx" ON "vo_templates_agreement_closing" USING btree ("_order");
  CREATE INDEX "vo_templates_agreement_closing_parent_id_idx" ON "vo_templates_agreement_closing" USING btree ("_parent_id");
  CREATE INDEX "vo_templates_noc_preamble_order_idx" ON "vo_templates_noc_preamble" USING btree ("_order");
  CREATE INDEX "vo_templates_noc_preamble_parent_id_idx" ON "vo_templates_noc_preamble" USING btree ("_parent_id");
  CREATE INDEX "vo_templates_noc_sections_paragraphs_order_idx" ON "vo_templates_noc_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "vo_templates_noc_sections_paragraphs_parent_id_idx" ON "vo_templates_noc_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "vo_templates_noc_sections_order_idx" ON "vo_templates_noc_sections" USING btree ("_order");
  CREATE INDEX "vo_templates_noc_sections_parent_id_idx" ON "vo_templates_noc_sections" USING btree ("_parent_id");
  CREATE INDEX "vo_templates_noc_closing_order_idx" ON "vo_templates_noc_closing" USING btree ("_order");
  CREATE INDEX "vo_templates_noc_closing_parent_id_idx" ON "vo_templates_noc_closing" USING btree ("_parent_id");
  ALTER TABLE "buildings" ADD CONSTRAINT "buildings_utility_bill_id_media_id_fk" FOREIGN KEY ("utility_bill_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_esign_requests_fk" FOREIGN KEY ("esign_requests_id") REFERENCES "public"."esign_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "buildings_utility_bill_idx" ON "buildings" USING btree ("utility_bill_id");
  CREATE UNIQUE INDEX "vo_documents_agreement_number_idx" ON "vo_documents" USING btree ("agreement_number");
  CREATE INDEX "vo_documents_esign_ref_idx" ON "vo_documents" USING btree ("esign_ref");
  CREATE INDEX "payload_locked_documents_rels_esign_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("esign_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "esign_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vo_templates_agreement_preamble" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vo_templates_agreement_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vo_templates_agreement_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vo_templates_agreement_closing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vo_templates_noc_preamble" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vo_templates_noc_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vo_templates_noc_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vo_templates_noc_closing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vo_templates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "esign_requests" CASCADE;
  DROP TABLE "vo_templates_agreement_preamble" CASCADE;
  DROP TABLE "vo_templates_agreement_sections_paragraphs" CASCADE;
  DROP TABLE "vo_templates_agreement_sections" CASCADE;
  DROP TABLE "vo_templates_agreement_closing" CASCADE;
  DROP TABLE "vo_templates_noc_preamble" CASCADE;
  DROP TABLE "vo_templates_noc_sections_paragraphs" CASCADE;
  DROP TABLE "vo_templates_noc_sections" CASCADE;
  DROP TABLE "vo_templates_noc_closing" CASCADE;
  DROP TABLE "vo_templates" CASCADE;
  ALTER TABLE "buildings" DROP CONSTRAINT "buildings_utility_bill_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_esign_requests_fk";
  
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_messages_kind";
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('lead-acknowledgement', 'lead-notification', 'login-code', 'order-confirmation', 'order-refund');
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_messages_kind" USING "kind"::"public"."enum_outbox_messages_kind";
  DROP INDEX "buildings_utility_bill_idx";
  DROP INDEX "vo_documents_agreement_number_idx";
  DROP INDEX "vo_documents_esign_ref_idx";
  DROP INDEX "payload_locked_documents_rels_esign_requests_id_idx";
  ALTER TABLE "buildings" DROP COLUMN "utility_bill_id";
  ALTER TABLE "vo_documents" DROP COLUMN "agreement_number";
  ALTER TABLE "vo_documents" DROP COLUMN "esign_provider";
  ALTER TABLE "vo_documents" DROP COLUMN "esign_ref";
  ALTER TABLE "vo_documents" DROP COLUMN "agreement_sent_at";
  ALTER TABLE "vo_documents" DROP COLUMN "agreement_signed_at";
  ALTER TABLE "vo_documents" DROP COLUMN "documents_emailed_at";
  ALTER TABLE "vo_documents" DROP COLUMN "agreement_signer_name";
  ALTER TABLE "vo_documents" DROP COLUMN "agreement_signer_email";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "esign_requests_id";
  DROP TYPE "public"."enum_vo_documents_esign_provider";
  DROP TYPE "public"."enum_esign_requests_status";`)
}
