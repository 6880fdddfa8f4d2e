import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The registered address of each GST registration in parts: the street lines (address), the city and the PIN code,
// so a tax invoice prints the supplier's full address (CGST Rules, rule 46(a)). A registration written before keeps
// its text; when its last line ends with a PIN code ('Koramangala, Bengaluru 560034'), that line becomes the city and
// the PIN. Otherwise both start empty, and the admin asks for them on the next save.

const PIN_AT_END = /^(.*?)[\s,]*([1-9][0-9]{5})$/

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "gst_registrations" ADD COLUMN "city" varchar;
  ALTER TABLE "gst_registrations" ADD COLUMN "pin_code" varchar;`)

  const { rows } = await db.execute(sql`SELECT "id", "address" FROM "gst_registrations"`)
  for (const row of rows as { id: number; address: string }[]) {
    const lines = row.address
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
    const match = PIN_AT_END.exec(lines[lines.length - 1] ?? '')
    const city = match ? match[1]!.replace(/,\s*$/, '') : ''
    const pin = match ? match[2]! : ''
    const street = match && lines.length > 1 ? lines.slice(0, -1).join('\n') : row.address
    await db.execute(sql`UPDATE "gst_registrations" SET "address" = ${street}, "city" = ${city}, "pin_code" = ${pin} WHERE "id" = ${row.id}`)
  }

  await db.execute(sql`
   ALTER TABLE "gst_registrations" ALTER COLUMN "city" SET NOT NULL;
  ALTER TABLE "gst_registrations" ALTER COLUMN "pin_code" SET NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "gst_registrations" SET "address" = "address" || E'\n' || trim("city" || ' ' || "pin_code") WHERE trim("city" || "pin_code") <> '';
  ALTER TABLE "gst_registrations" DROP COLUMN "city";
  ALTER TABLE "gst_registrations" DROP COLUMN "pin_code";`)
}
