import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_conference_rooms_opening_hours_day" AS ENUM('0', '1', '2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum_conference_rooms_kind" AS ENUM('meeting-room', 'tour');
  CREATE TYPE "public"."enum_reservations_kind" AS ENUM('hold', 'booking', 'visit');
  CREATE TYPE "public"."enum_reservations_status" AS ENUM('held', 'booked', 'lapsed', 'cancelled');
  CREATE TABLE "private_office_memberships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"company_name" varchar,
  	"building_id" integer,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "holidays" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"city_id" integer,
  	"month" varchar,
  	"holiday_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "conference_rooms_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_conference_rooms_opening_hours_day" NOT NULL,
  	"opens_at" varchar DEFAULT '09:00' NOT NULL,
  	"closes_at" varchar DEFAULT '19:00' NOT NULL
  );
  
  CREATE TABLE "conference_rooms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"building_id" integer NOT NULL,
  	"kind" "enum_conference_rooms_kind" DEFAULT 'meeting-room' NOT NULL,
  	"seats" numeric DEFAULT 4 NOT NULL,
  	"slot_minutes" numeric DEFAULT 30 NOT NULL,
  	"max_duration_minutes" numeric,
  	"is_disabled" boolean DEFAULT false,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"room_id" integer NOT NULL,
  	"kind" "enum_reservations_kind" NOT NULL,
  	"status" "enum_reservations_status" NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone,
  	"customer_id" integer,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "private_office_memberships_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "holidays_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "conference_rooms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reservations_id" integer;
  ALTER TABLE "private_office_memberships" ADD CONSTRAINT "private_office_memberships_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "holidays" ADD CONSTRAINT "holidays_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conference_rooms_opening_hours" ADD CONSTRAINT "conference_rooms_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."conference_rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "conference_rooms" ADD CONSTRAINT "conference_rooms_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_room_id_conference_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."conference_rooms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "private_office_memberships_email_idx" ON "private_office_memberships" USING btree ("email");
  CREATE INDEX "private_office_memberships_building_idx" ON "private_office_memberships" USING btree ("building_id");
  CREATE INDEX "private_office_memberships_updated_at_idx" ON "private_office_memberships" USING btree ("updated_at");
  CREATE INDEX "private_office_memberships_created_at_idx" ON "private_office_memberships" USING btree ("created_at");
  CREATE INDEX "holidays_date_idx" ON "holidays" USING btree ("date");
  CREATE INDEX "holidays_city_idx" ON "holidays" USING btree ("city_id");
  CREATE INDEX "holidays_month_idx" ON "holidays" USING btree ("month");
  CREATE UNIQUE INDEX "holidays_holiday_key_idx" ON "holidays" USING btree ("holiday_key");
  CREATE INDEX "holidays_updated_at_idx" ON "holidays" USING btree ("updated_at");
  CREATE INDEX "holidays_created_at_idx" ON "holidays" USING btree ("created_at");
  CREATE INDEX "conference_rooms_opening_hours_order_idx" ON "conference_rooms_opening_hours" USING btree ("_order");
  CREATE INDEX "conference_rooms_opening_hours_parent_id_idx" ON "conference_rooms_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "conference_rooms_building_idx" ON "conference_rooms" USING btree ("building_id");
  CREATE INDEX "conference_rooms_kind_idx" ON "conference_rooms" USING btree ("kind");
  CREATE INDEX "conference_rooms_updated_at_idx" ON "conference_rooms" USING btree ("updated_at");
  CREATE INDEX "conference_rooms_created_at_idx" ON "conference_rooms" USING btree ("created_at");
  CREATE UNIQUE INDEX "reservations_reference_idx" ON "reservations" USING btree ("reference");
  CREATE INDEX "reservations_room_idx" ON "reservations" USING btree ("room_id");
  CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status");
  CREATE INDEX "reservations_expires_at_idx" ON "reservations" USING btree ("expires_at");
  CREATE INDEX "reservations_customer_idx" ON "reservations" USING btree ("customer_id");
  CREATE INDEX "reservations_lead_idx" ON "reservations" USING btree ("lead_id");
  CREATE INDEX "reservations_updated_at_idx" ON "reservations" USING btree ("updated_at");
  CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_private_office_memberships_fk" FOREIGN KEY ("private_office_memberships_id") REFERENCES "public"."private_office_memberships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_holidays_fk" FOREIGN KEY ("holidays_id") REFERENCES "public"."holidays"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_conference_rooms_fk" FOREIGN KEY ("conference_rooms_id") REFERENCES "public"."conference_rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservations_fk" FOREIGN KEY ("reservations_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_private_office_memberships_idx" ON "payload_locked_documents_rels" USING btree ("private_office_memberships_id");
  CREATE INDEX "payload_locked_documents_rels_holidays_id_idx" ON "payload_locked_documents_rels" USING btree ("holidays_id");
  CREATE INDEX "payload_locked_documents_rels_conference_rooms_id_idx" ON "payload_locked_documents_rels" USING btree ("conference_rooms_id");
  CREATE INDEX "payload_locked_documents_rels_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("reservations_id");`)

  // Beyond Payload's schema: the database itself refuses two live reservations of one room that overlap. Ranges are
  // half-open '[)', so back-to-back slots (10:00–11:00 and 11:00–12:00) are allowed. A hold is live until expires_at,
  // which a constraint cannot compare with now(): the bookings service marks lapsed holds 'lapsed' in the same
  // transaction before inserting, and the reservations-lapse job does so every minute.
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS btree_gist;
  ALTER TABLE "reservations" ADD COLUMN "during" tstzrange GENERATED ALWAYS AS (tstzrange("starts_at", "ends_at", '[)')) STORED;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_ends_after_start" CHECK ("ends_at" > "starts_at");
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_hold_expires" CHECK ("status" <> 'held' OR "expires_at" IS NOT NULL);
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap"
    EXCLUDE USING gist ("room_id" WITH =, "during" WITH &&) WHERE ("status" IN ('held', 'booked'));
  CREATE INDEX "reservations_live_holds_idx" ON "reservations" USING btree ("room_id", "expires_at") WHERE "status" = 'held';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // btree_gist stays: other schemas may use it, and it holds no data.
  await db.execute(sql`
   ALTER TABLE "private_office_memberships" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "holidays" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "conference_rooms_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "conference_rooms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reservations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "private_office_memberships" CASCADE;
  DROP TABLE "holidays" CASCADE;
  DROP TABLE "conference_rooms_opening_hours" CASCADE;
  DROP TABLE "conference_rooms" CASCADE;
  DROP TABLE "reservations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_private_office_memberships_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_holidays_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_conference_rooms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reservations_fk";
  
  DROP INDEX "payload_locked_documents_rels_private_office_memberships_idx";
  DROP INDEX "payload_locked_documents_rels_holidays_id_idx";
  DROP INDEX "payload_locked_documents_rels_conference_rooms_id_idx";
  DROP INDEX "payload_locked_documents_rels_reservations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "private_office_memberships_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "holidays_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "conference_rooms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reservations_id";
  DROP TYPE "public"."enum_conference_rooms_opening_hours_day";
  DROP TYPE "public"."enum_conference_rooms_kind";
  DROP TYPE "public"."enum_reservations_kind";
  DROP TYPE "public"."enum_reservations_status";`)
}
