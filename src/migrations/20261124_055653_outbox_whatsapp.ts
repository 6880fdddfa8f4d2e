import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_outbox_messages_channel" ADD VALUE 'whatsapp';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox_messages" ALTER COLUMN "channel" SET DATA TYPE text;
  DELETE FROM "outbox_messages" WHERE "channel" = 'whatsapp';
  DROP TYPE "public"."enum_outbox_messages_channel";
  CREATE TYPE "public"."enum_outbox_messages_channel" AS ENUM('email', 'sms');
  ALTER TABLE "outbox_messages" ALTER COLUMN "channel" SET DATA TYPE "public"."enum_outbox_messages_channel" USING "channel"::"public"."enum_outbox_messages_channel";`)
}
