import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'order-confirmation';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'order-refund';
  ALTER TABLE "outbox_messages" ADD COLUMN "order_id" integer;
  ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;
  ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "outbox_messages_order_idx" ON "outbox_messages" USING btree ("order_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_order_id_orders_id_fk";
  
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_messages_kind";
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('lead-acknowledgement', 'lead-notification', 'login-code');
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_messages_kind" USING "kind"::"public"."enum_outbox_messages_kind";
  DROP INDEX "outbox_messages_order_idx";
  ALTER TABLE "outbox_messages" DROP COLUMN "order_id";
  ALTER TABLE "outbox_messages" DROP COLUMN "attachments";`)
}
