import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_customers_account_type" AS ENUM('customer', 'admin-user', 'black-listed-user', 'existing-enterprise-user');
  CREATE TYPE "public"."enum_customers_kyc_status" AS ENUM('NOT_STARTED', 'PENDING', 'VERIFIED', 'REJECTED');
  CREATE TYPE "public"."enum_customers_profile_gender" AS ENUM('female', 'male', 'non-binary', 'prefer-not-to-say');
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'login-code';
  CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar,
  	"phone" varchar,
  	"account_type" "enum_customers_account_type" DEFAULT 'customer' NOT NULL,
  	"kyc_status" "enum_customers_kyc_status" DEFAULT 'NOT_STARTED' NOT NULL,
  	"profile_company_name" varchar,
  	"profile_gstin" varchar,
  	"profile_gstin_address" varchar,
  	"profile_dob" timestamp(3) with time zone,
  	"profile_gender" "enum_customers_profile_gender",
  	"profile_industry" varchar,
  	"profile_designation" varchar,
  	"profile_no_of_emp" varchar,
  	"profile_is_whatsapp_enabled" boolean DEFAULT false,
  	"loyalty_is_member" boolean DEFAULT false,
  	"loyalty_pass_end_date" timestamp(3) with time zone,
  	"loyalty_cost_saved" numeric DEFAULT 0,
  	"loyalty_eligible_for_free_pass" boolean DEFAULT false,
  	"loyalty_interested" boolean DEFAULT false,
  	"wifi_user_name" varchar,
  	"wifi_password" varchar,
  	"home_building_id" integer,
  	"referral_code" varchar,
  	"successful_referrals" numeric DEFAULT 0,
  	"user_uid" varchar NOT NULL,
  	"auth_user_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "team_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar,
  	"country_code" varchar DEFAULT '+91',
  	"phone" varchar,
  	"profile_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "bundle_credits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"building_id" integer NOT NULL,
  	"purchased" numeric NOT NULL,
  	"utilized" numeric DEFAULT 0 NOT NULL,
  	"available" numeric NOT NULL,
  	"expiry_date" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "team_members_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bundle_credits_id" integer;
  ALTER TABLE "customers" ADD CONSTRAINT "customers_home_building_id_buildings_id_fk" FOREIGN KEY ("home_building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_members" ADD CONSTRAINT "team_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bundle_credits" ADD CONSTRAINT "bundle_credits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bundle_credits" ADD CONSTRAINT "bundle_credits_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "customers_email_idx" ON "customers" USING btree ("email");
  CREATE INDEX "customers_phone_idx" ON "customers" USING btree ("phone");
  CREATE INDEX "customers_account_type_idx" ON "customers" USING btree ("account_type");
  CREATE INDEX "customers_home_building_idx" ON "customers" USING btree ("home_building_id");
  CREATE UNIQUE INDEX "customers_referral_code_idx" ON "customers" USING btree ("referral_code");
  CREATE UNIQUE INDEX "customers_user_uid_idx" ON "customers" USING btree ("user_uid");
  CREATE UNIQUE INDEX "customers_auth_user_id_idx" ON "customers" USING btree ("auth_user_id");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE INDEX "team_members_customer_idx" ON "team_members" USING btree ("customer_id");
  CREATE INDEX "team_members_updated_at_idx" ON "team_members" USING btree ("updated_at");
  CREATE INDEX "team_members_created_at_idx" ON "team_members" USING btree ("created_at");
  CREATE INDEX "bundle_credits_customer_idx" ON "bundle_credits" USING btree ("customer_id");
  CREATE INDEX "bundle_credits_building_idx" ON "bundle_credits" USING btree ("building_id");
  CREATE INDEX "bundle_credits_updated_at_idx" ON "bundle_credits" USING btree ("updated_at");
  CREATE INDEX "bundle_credits_created_at_idx" ON "bundle_credits" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bundle_credits_fk" FOREIGN KEY ("bundle_credits_id") REFERENCES "public"."bundle_credits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_locked_documents_rels_team_members_id_idx" ON "payload_locked_documents_rels" USING btree ("team_members_id");
  CREATE INDEX "payload_locked_documents_rels_bundle_credits_id_idx" ON "payload_locked_documents_rels" USING btree ("bundle_credits_id");
  -- better-auth's tables (customers' sign-in), in their own schema: printed by scripts/auth-schema.ts.
  CREATE SCHEMA IF NOT EXISTS "auth";
  create table "auth"."user" ("id" text not null primary key, "name" text not null, "email" text not null unique, "emailVerified" boolean not null, "image" text, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz default CURRENT_TIMESTAMP not null, "phoneNumber" text unique, "phoneNumberVerified" boolean);
  create table "auth"."session" ("id" text not null primary key, "expiresAt" timestamptz not null, "token" text not null unique, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz not null, "ipAddress" text, "userAgent" text, "userId" text not null references "auth"."user" ("id") on delete cascade);
  create table "auth"."account" ("id" text not null primary key, "accountId" text not null, "providerId" text not null, "userId" text not null references "auth"."user" ("id") on delete cascade, "accessToken" text, "refreshToken" text, "idToken" text, "accessTokenExpiresAt" timestamptz, "refreshTokenExpiresAt" timestamptz, "scope" text, "password" text, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz not null);
  create table "auth"."verification" ("id" text not null primary key, "identifier" text not null, "value" text not null, "expiresAt" timestamptz not null, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz default CURRENT_TIMESTAMP not null);
  create index "session_userId_idx" on "auth"."session" ("userId");
  create index "account_userId_idx" on "auth"."account" ("userId");
  create index "verification_identifier_idx" on "auth"."verification" ("identifier");
`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bundle_credits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "team_members" CASCADE;
  DROP TABLE "bundle_credits" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_team_members_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bundle_credits_fk";
  
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_messages_kind";
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('lead-acknowledgement', 'lead-notification');
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_messages_kind" USING "kind"::"public"."enum_outbox_messages_kind";
  DROP INDEX "payload_locked_documents_rels_customers_id_idx";
  DROP INDEX "payload_locked_documents_rels_team_members_id_idx";
  DROP INDEX "payload_locked_documents_rels_bundle_credits_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "team_members_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bundle_credits_id";
  DROP TYPE "public"."enum_customers_account_type";
  DROP TYPE "public"."enum_customers_kyc_status";
  DROP TYPE "public"."enum_customers_profile_gender";
  DROP SCHEMA IF EXISTS "auth" CASCADE;
`)
}
