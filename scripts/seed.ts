// `npm run seed`: writes (or refreshes) the demo content in the database named by DATABASE_URL. Safe to run twice.
import config from '@payload-config'
import { getPayload } from 'payload'
import { fail, step } from './lib/log'
import { seed } from './seed/index'

async function main() {
  const payload = await getPayload({ config })
  await seed(payload, (what) => step(`seeding ${what}`))
  await payload.destroy()
}

main()
  .then(() => process.exit(0))
  .catch((error) => fail('Seeding failed', error))
