import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stored_files_purpose" AS ENUM('company-logo', 'identity-document');
  CREATE TABLE "stored_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" varchar NOT NULL,
  	"customer_id" integer,
  	"purpose" "enum_stored_files_purpose" NOT NULL,
  	"mime" varchar NOT NULL,
  	"size" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stored_files_id" integer;
  ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "stored_files_file_id_idx" ON "stored_files" USING btree ("file_id");
  CREATE INDEX "stored_files_customer_idx" ON "stored_files" USING btree ("customer_id");
  CREATE INDEX "stored_files_updated_at_idx" ON "stored_files" USING btree ("updated_at");
  CREATE INDEX "stored_files_created_at_idx" ON "stored_files" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stored_files_fk" FOREIGN KEY ("stored_files_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_stored_files_id_idx" ON "payload_locked_documents_rels" USING btree ("stored_files_id");`)
  // Not from the collections: a stored size is never negative, and the uploads' cleanup and quota ask of each upload
  // whether a virtual-office document holds it (as its logo, or as a director's identity document), by these indexes.
  await db.execute(sql`
   ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_size_check" CHECK ("size" >= 0);
  CREATE INDEX "vo_documents_logo_file_idx" ON "vo_documents" USING btree (("company_info" ->> 'logo_id'));
  CREATE INDEX "vo_documents_directors_kyc_idx" ON "vo_documents" USING gin ("directors_kyc" jsonb_path_ops);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "vo_documents_logo_file_idx";
  DROP INDEX "vo_documents_directors_kyc_idx";`)
  await db.execute(sql`
   ALTER TABLE "stored_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stored_files" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_stored_files_fk";
  
  DROP INDEX "payload_locked_documents_rels_stored_files_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stored_files_id";
  DROP TYPE "public"."enum_stored_files_purpose";`)
}
