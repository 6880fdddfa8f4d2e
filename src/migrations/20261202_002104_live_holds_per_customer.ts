import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Beyond Payload's schema: a customer holds at most 2 conference-room slots at a time (held and not yet expired),
// across rooms, so that nobody can hold every room's longest stretch. The database counts, under a lock per customer
// held until the transaction ends, so holds placed at the same moment cannot pass the limit together (each count sees
// the holds committed before it). The bookings service answers the refusal (check_violation naming
// reservations_live_holds_per_customer) with 409. A hold that replaces the customer's own (another time in the cart)
// is cancelled in the same transaction before the insert, so it does not count twice; bookings, visits and lapsed or
// cancelled holds never count.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE FUNCTION "reservations_live_holds_per_customer"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    live integer;
  BEGIN
    IF NEW."customer_id" IS NULL OR NEW."status" <> 'held' THEN
      RETURN NEW;
    END IF;
    IF TG_OP = 'UPDATE' AND OLD."status" = 'held' AND OLD."customer_id" IS NOT DISTINCT FROM NEW."customer_id" THEN
      RETURN NEW;
    END IF;
    PERFORM pg_advisory_xact_lock(hashtext('reservations_live_holds_per_customer'), NEW."customer_id");
    SELECT count(*) INTO live FROM "reservations"
      WHERE "customer_id" = NEW."customer_id" AND "status" = 'held' AND "expires_at" > now() AND "id" <> NEW."id";
    IF live >= 2 THEN
      RAISE EXCEPTION 'customer % already holds % live conference-room slots', NEW."customer_id", live
        USING ERRCODE = 'check_violation', CONSTRAINT = 'reservations_live_holds_per_customer';
    END IF;
    RETURN NEW;
  END
  $$;
  CREATE TRIGGER "reservations_live_holds_per_customer" BEFORE INSERT OR UPDATE OF "status", "customer_id" ON "reservations"
    FOR EACH ROW EXECUTE FUNCTION "reservations_live_holds_per_customer"();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER "reservations_live_holds_per_customer" ON "reservations";
  DROP FUNCTION "reservations_live_holds_per_customer"();`)
}
