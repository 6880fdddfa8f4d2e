// Prints the SQL of better-auth's tables for the committed migration (src/migrations/*_customers.ts), from the same
// options the app runs with: run it against an empty database with `CREATE SCHEMA auth` and paste its output.
import { getMigrations } from 'better-auth/db/migration'
import { authOptions } from '../src/server/auth/options'

const options = authOptions(
  { databaseUrl: process.env.DATABASE_URL!, secret: 'x'.repeat(32), siteUrl: 'http://localhost:3000' },
  { sendEmailCode: async () => {}, sendSmsCode: async () => {} },
)
const { compileMigrations } = await getMigrations(options)
console.log(await compileMigrations())
process.exit(0)
