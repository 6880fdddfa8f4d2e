import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Money a customer owns, held by the database rather than by the code paths that move it:
// - Credits become a ledger, `credit_entries`: grant, spend, release (an order that lapsed or could not be confirmed),
//   refund (a cancelled order) and revoke rows, each tied to the order that caused it. A trigger keeps each lot's
//   purchased / utilized / available as the ledger's sums, and the lot's checks refuse a balance below zero, so a
//   credit can never be spent twice, whichever path spends it. The lots' amounts change only through the ledger.
// - A coupon use is tied to its order and given back by marking it released. A trigger numbers each new use with the
//   lowest number the customer's live uses of that code leave free and refuses one past the coupon's per-customer
//   limit; the unique index among live uses lets one of two simultaneous orders have the last number.
// - One order waits for payment per version of a customer's cart: a second checkout of the same cart finds the first.
// Existing lots move into the ledger with the same balances: a grant of what was purchased and a spend of what is not
// available any more.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "customer_code_useNumber_idx";
  ALTER TABLE "coupon_redemptions" ADD COLUMN "order_id" integer;
  ALTER TABLE "coupon_redemptions" ADD COLUMN "released_at" timestamp(3) with time zone;
  ALTER TABLE "coupon_redemptions" ADD COLUMN "release_reason" varchar;
  ALTER TABLE "orders" ADD COLUMN "cart_version" numeric;
  ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "coupon_redemptions_order_idx" ON "coupon_redemptions" USING btree ("order_id");`)

  await db.execute(sql`
  CREATE UNIQUE INDEX "coupon_redemptions_live_use_idx" ON "coupon_redemptions" ("customer_id", "code", "use_number") WHERE "released_at" IS NULL;
  CREATE UNIQUE INDEX "coupon_redemptions_live_order_idx" ON "coupon_redemptions" ("order_id") WHERE "released_at" IS NULL AND "order_id" IS NOT NULL;
  CREATE UNIQUE INDEX "orders_one_awaiting_payment_per_cart_idx" ON "orders" ("customer_id", "cart_version")
    WHERE "status" IN ('created', 'attempted', 'failed') AND "cart_version" IS NOT NULL;

  CREATE FUNCTION "coupon_redemptions_number"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    use_limit integer;
  BEGIN
    IF TG_OP = 'UPDATE' THEN
      IF pg_trigger_depth() > 1 THEN RETURN NEW; END IF;
      IF NEW.customer_id IS DISTINCT FROM OLD.customer_id OR NEW.code IS DISTINCT FROM OLD.code
         OR NEW.use_number IS DISTINCT FROM OLD.use_number OR NEW.order_id IS DISTINCT FROM OLD.order_id
         OR (OLD.released_at IS NOT NULL AND NEW.released_at IS DISTINCT FROM OLD.released_at) THEN
        RAISE EXCEPTION 'A coupon use is only ever released' USING ERRCODE = 'check_violation', CONSTRAINT = 'coupon_redemptions_append_only';
      END IF;
      RETURN NEW;
    END IF;
    IF NEW.released_at IS NOT NULL THEN
      RAISE EXCEPTION 'A coupon use starts live' USING ERRCODE = 'check_violation', CONSTRAINT = 'coupon_redemptions_append_only';
    END IF;
    SELECT "per_customer_limit"::integer INTO use_limit FROM "coupons" WHERE "code" = NEW.code;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'No coupon %', NEW.code USING ERRCODE = 'check_violation', CONSTRAINT = 'coupon_redemptions_known_coupon';
    END IF;
    IF use_limit IS NULL THEN
      SELECT coalesce(max("use_number"), 0) + 1 INTO NEW.use_number FROM "coupon_redemptions"
        WHERE "customer_id" = NEW.customer_id AND "code" = NEW.code AND "released_at" IS NULL;
    ELSE
      SELECT min(n) INTO NEW.use_number FROM generate_series(1, use_limit) AS n
        WHERE NOT EXISTS (SELECT 1 FROM "coupon_redemptions" WHERE "customer_id" = NEW.customer_id AND "code" = NEW.code
                            AND "released_at" IS NULL AND "use_number" = n);
      IF NEW.use_number IS NULL THEN
        RAISE EXCEPTION 'Coupon % is used up for customer %', NEW.code, NEW.customer_id
          USING ERRCODE = 'check_violation', CONSTRAINT = 'coupon_redemptions_within_limit';
      END IF;
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER "coupon_redemptions_number" BEFORE INSERT OR UPDATE ON "coupon_redemptions"
    FOR EACH ROW EXECUTE FUNCTION "coupon_redemptions_number"();

  CREATE TABLE "credit_entries" (
    "id" serial PRIMARY KEY,
    "lot_id" integer NOT NULL REFERENCES "bundle_credits"("id") ON DELETE CASCADE,
    "customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE CASCADE,
    "kind" varchar(8) NOT NULL,
    "quantity" integer NOT NULL,
    "order_id" integer REFERENCES "orders"("id") ON DELETE RESTRICT,
    "reverses_id" integer UNIQUE REFERENCES "credit_entries"("id") ON DELETE CASCADE,
    "note" varchar(200),
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
    CONSTRAINT "credit_entries_kind" CHECK ("kind" IN ('grant', 'spend', 'release', 'refund', 'revoke')),
    CONSTRAINT "credit_entries_sign" CHECK (CASE WHEN "kind" IN ('grant', 'release', 'refund') THEN "quantity" > 0 ELSE "quantity" < 0 END),
    CONSTRAINT "credit_entries_reversal" CHECK (("kind" IN ('release', 'refund')) = ("reverses_id" IS NOT NULL)),
    CONSTRAINT "credit_entries_spend_has_cause" CHECK ("kind" <> 'spend' OR "order_id" IS NOT NULL OR "note" IS NOT NULL)
  );
  CREATE INDEX "credit_entries_lot_idx" ON "credit_entries" ("lot_id");
  CREATE INDEX "credit_entries_customer_idx" ON "credit_entries" ("customer_id");
  CREATE INDEX "credit_entries_order_idx" ON "credit_entries" ("order_id");

  CREATE FUNCTION "credit_entries_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    lot "bundle_credits"%ROWTYPE;
    reversed "credit_entries"%ROWTYPE;
  BEGIN
    SELECT * INTO lot FROM "bundle_credits" WHERE "id" = NEW.lot_id FOR UPDATE;
    IF lot.customer_id IS DISTINCT FROM NEW.customer_id THEN
      RAISE EXCEPTION 'Credit lot % is not customer %''s', NEW.lot_id, NEW.customer_id
        USING ERRCODE = 'check_violation', CONSTRAINT = 'credit_entries_lot_customer';
    END IF;
    IF NEW.reverses_id IS NOT NULL THEN
      SELECT * INTO reversed FROM "credit_entries" WHERE "id" = NEW.reverses_id;
      IF reversed.kind IS DISTINCT FROM 'spend' OR reversed.lot_id <> NEW.lot_id OR reversed.quantity <> -NEW.quantity
         OR reversed.order_id IS DISTINCT FROM NEW.order_id THEN
        RAISE EXCEPTION 'A release or refund gives back exactly one spend of its order'
          USING ERRCODE = 'check_violation', CONSTRAINT = 'credit_entries_reverses_spend';
      END IF;
    END IF;
    IF NEW.kind = 'spend' AND NEW.order_id IS NOT NULL
       AND (lot.expiry_date AT TIME ZONE 'Asia/Kolkata')::date < (now() AT TIME ZONE 'Asia/Kolkata')::date THEN
      RAISE EXCEPTION 'Credit lot % has expired', NEW.lot_id USING ERRCODE = 'check_violation', CONSTRAINT = 'credit_entries_lot_expired';
    END IF;
    UPDATE "bundle_credits" SET
      "purchased" = "purchased" + CASE WHEN NEW.kind = 'grant' THEN NEW.quantity ELSE 0 END,
      "utilized" = "utilized" - CASE WHEN NEW.kind IN ('spend', 'release', 'refund') THEN NEW.quantity ELSE 0 END,
      "available" = "available" + NEW.quantity,
      "updated_at" = now()
    WHERE "id" = NEW.lot_id;
    RETURN NEW;
  END $$;
  CREATE TRIGGER "credit_entries_apply" BEFORE INSERT ON "credit_entries" FOR EACH ROW EXECUTE FUNCTION "credit_entries_apply"();

  CREATE FUNCTION "credit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- A lot deleted with its entries (the demo seed refreshing its customers) is the one way rows go.
    IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN RETURN OLD; END IF;
    RAISE EXCEPTION 'The credit ledger is append-only' USING ERRCODE = 'check_violation', CONSTRAINT = 'credit_entries_append_only';
  END $$;
  CREATE TRIGGER "credit_entries_append_only" BEFORE UPDATE OR DELETE ON "credit_entries"
    FOR EACH ROW EXECUTE FUNCTION "credit_entries_append_only"();`)

  // The lots as they stand go into the ledger: zeroed first (the guard below is not there yet), then rebuilt by the
  // ledger's own trigger from a grant and, for what is no longer available, a spend from before the ledger.
  await db.execute(sql`
  CREATE TEMPORARY TABLE "credit_lots_before" ON COMMIT DROP AS
    SELECT "id", "customer_id", "purchased"::integer AS "purchased", "available"::integer AS "available" FROM "bundle_credits";
  UPDATE "bundle_credits" SET "purchased" = 0, "utilized" = 0, "available" = 0;
  ALTER TABLE "bundle_credits" ADD CONSTRAINT "bundle_credits_utilized_not_negative" CHECK ("utilized" >= 0);
  ALTER TABLE "bundle_credits" ADD CONSTRAINT "bundle_credits_within_purchase" CHECK ("available" + "utilized" <= "purchased");
  INSERT INTO "credit_entries" ("lot_id", "customer_id", "kind", "quantity", "note")
    SELECT "id", "customer_id", 'grant', "purchased", 'Held before the credit ledger' FROM "credit_lots_before"
    WHERE "purchased" > 0 AND "customer_id" IS NOT NULL ORDER BY "id";
  INSERT INTO "credit_entries" ("lot_id", "customer_id", "kind", "quantity", "note")
    SELECT "id", "customer_id", 'spend', "available" - "purchased", 'Spent before the credit ledger' FROM "credit_lots_before"
    WHERE "purchased" > "available" AND "customer_id" IS NOT NULL ORDER BY "id";

  CREATE FUNCTION "bundle_credits_from_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- The ledger's trigger (and foreign keys' own actions) run one level down: only they change the amounts.
    IF pg_trigger_depth() > 1 THEN RETURN NEW; END IF;
    IF TG_OP = 'INSERT' AND (NEW.purchased <> 0 OR NEW.utilized <> 0 OR NEW.available <> 0) THEN
      RAISE EXCEPTION 'A credit lot starts empty: grant its credits through credit_entries'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'bundle_credits_from_ledger';
    END IF;
    IF TG_OP = 'UPDATE' AND ((NEW.purchased, NEW.utilized, NEW.available) IS DISTINCT FROM (OLD.purchased, OLD.utilized, OLD.available)
                             OR NEW.customer_id IS DISTINCT FROM OLD.customer_id) THEN
      RAISE EXCEPTION 'Credits change only through credit_entries' USING ERRCODE = 'check_violation', CONSTRAINT = 'bundle_credits_from_ledger';
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER "bundle_credits_from_ledger" BEFORE INSERT OR UPDATE ON "bundle_credits"
    FOR EACH ROW EXECUTE FUNCTION "bundle_credits_from_ledger"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER "bundle_credits_from_ledger" ON "bundle_credits";
  DROP FUNCTION "bundle_credits_from_ledger"();
  DROP TABLE "credit_entries";
  DROP FUNCTION "credit_entries_apply"();
  DROP FUNCTION "credit_entries_append_only"();
  ALTER TABLE "bundle_credits" DROP CONSTRAINT "bundle_credits_utilized_not_negative";
  ALTER TABLE "bundle_credits" DROP CONSTRAINT "bundle_credits_within_purchase";
  DROP TRIGGER "coupon_redemptions_number" ON "coupon_redemptions";
  DROP FUNCTION "coupon_redemptions_number"();
  DROP INDEX "orders_one_awaiting_payment_per_cart_idx";
  DROP INDEX "coupon_redemptions_live_order_idx";
  DROP INDEX "coupon_redemptions_live_use_idx";
  DELETE FROM "coupon_redemptions" WHERE "released_at" IS NOT NULL;
  ALTER TABLE "coupon_redemptions" DROP CONSTRAINT "coupon_redemptions_order_id_orders_id_fk";
  DROP INDEX "coupon_redemptions_order_idx";
  CREATE UNIQUE INDEX "customer_code_useNumber_idx" ON "coupon_redemptions" USING btree ("customer_id","code","use_number");
  ALTER TABLE "coupon_redemptions" DROP COLUMN "order_id";
  ALTER TABLE "coupon_redemptions" DROP COLUMN "released_at";
  ALTER TABLE "coupon_redemptions" DROP COLUMN "release_reason";
  ALTER TABLE "orders" DROP COLUMN "cart_version";`)
}
