import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_plans_plans_price_source" AS ENUM('day-pass', 'bundle-5', 'bundle-10', 'conference-room', 'private-office', 'fixed', 'quote');
  CREATE TABLE "pages_blocks_plans_plans_included" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_plans_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"audience" varchar NOT NULL,
  	"price_source" "enum_pages_blocks_plans_plans_price_source" DEFAULT 'quote' NOT NULL,
  	"price" numeric,
  	"price_unit" varchar,
  	"link_label" varchar,
  	"link_href" varchar
  );
  
  CREATE TABLE "pages_blocks_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Compare plans' NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_plans_plans_included" ADD CONSTRAINT "pages_blocks_plans_plans_included_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_plans_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_plans_plans" ADD CONSTRAINT "pages_blocks_plans_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_plans" ADD CONSTRAINT "pages_blocks_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_plans_plans_included_order_idx" ON "pages_blocks_plans_plans_included" USING btree ("_order");
  CREATE INDEX "pages_blocks_plans_plans_included_parent_id_idx" ON "pages_blocks_plans_plans_included" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_plans_plans_order_idx" ON "pages_blocks_plans_plans" USING btree ("_order");
  CREATE INDEX "pages_blocks_plans_plans_parent_id_idx" ON "pages_blocks_plans_plans" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_plans_order_idx" ON "pages_blocks_plans" USING btree ("_order");
  CREATE INDEX "pages_blocks_plans_parent_id_idx" ON "pages_blocks_plans" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_plans_path_idx" ON "pages_blocks_plans" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_plans_plans_included" CASCADE;
  DROP TABLE "pages_blocks_plans_plans" CASCADE;
  DROP TABLE "pages_blocks_plans" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_plans_plans_price_source";`)
}
