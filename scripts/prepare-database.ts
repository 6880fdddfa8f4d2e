// `node --import tsx scripts/prepare-database.ts [--seed]`: migrate (and seed an empty database) using DATABASE_URL.
import { fail, step } from './lib/log'
import { prepareDatabase } from './lib/prepare-database'

prepareDatabase({ seedDemo: process.argv.includes('--seed') })
  .then(() => {
    step('Database ready')
    process.exit(0)
  })
  .catch((error) => fail('Preparing the database failed', error))
