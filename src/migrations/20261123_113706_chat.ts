import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_source_channel" AS ENUM('form', 'chat');
  CREATE TYPE "public"."enum_chat_questions_topic" AS ENUM('greeting', 'thanks', 'human', 'building', 'price', 'plans', 'locations', 'solution', 'content', 'unknown');
  CREATE TABLE "chat_questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"topic" "enum_chat_questions_topic" NOT NULL,
  	"answered" boolean,
  	"page_path" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "source_channel" "enum_leads_source_channel" DEFAULT 'form';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "chat_questions_id" integer;
  CREATE INDEX "chat_questions_topic_idx" ON "chat_questions" USING btree ("topic");
  CREATE INDEX "chat_questions_answered_idx" ON "chat_questions" USING btree ("answered");
  CREATE INDEX "chat_questions_updated_at_idx" ON "chat_questions" USING btree ("updated_at");
  CREATE INDEX "chat_questions_created_at_idx" ON "chat_questions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_chat_questions_fk" FOREIGN KEY ("chat_questions_id") REFERENCES "public"."chat_questions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_source_source_channel_idx" ON "leads" USING btree ("source_channel");
  CREATE INDEX "payload_locked_documents_rels_chat_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("chat_questions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "chat_questions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "chat_questions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_chat_questions_fk";
  
  DROP INDEX "leads_source_source_channel_idx";
  DROP INDEX "payload_locked_documents_rels_chat_questions_id_idx";
  ALTER TABLE "leads" DROP COLUMN "source_channel";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "chat_questions_id";
  DROP TYPE "public"."enum_leads_source_channel";
  DROP TYPE "public"."enum_chat_questions_topic";`)
}
