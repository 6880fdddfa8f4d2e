import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "order_reschedules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"line_id" varchar NOT NULL,
  	"from_label" varchar NOT NULL,
  	"to_label" varchar NOT NULL,
  	"from_starts_at" timestamp(3) with time zone NOT NULL,
  	"to_starts_at" timestamp(3) with time zone NOT NULL,
  	"reservation" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "order_reschedules_id" integer;
  ALTER TABLE "order_reschedules" ADD CONSTRAINT "order_reschedules_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "order_reschedules_order_idx" ON "order_reschedules" USING btree ("order_id");
  CREATE INDEX "order_reschedules_line_id_idx" ON "order_reschedules" USING btree ("line_id");
  CREATE INDEX "order_reschedules_updated_at_idx" ON "order_reschedules" USING btree ("updated_at");
  CREATE INDEX "order_reschedules_created_at_idx" ON "order_reschedules" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_reschedules_fk" FOREIGN KEY ("order_reschedules_id") REFERENCES "public"."order_reschedules"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_order_reschedules_id_idx" ON "payload_locked_documents_rels" USING btree ("order_reschedules_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "order_reschedules" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "order_reschedules" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_reschedules_fk";
  
  DROP INDEX "payload_locked_documents_rels_order_reschedules_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_reschedules_id";`)
}
