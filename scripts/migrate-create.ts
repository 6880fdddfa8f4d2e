// `npm run migrate:create -- <name>`: after a schema change, writes src/migrations/<timestamp>_<name>.ts from the
// difference between the collections and the last committed migration. It needs a database only to connect: the
// embedded one of `npm start` (started here when DATABASE_URL is unset) or DATABASE_URL.
import path from 'node:path'
import { startEmbeddedPostgres } from './lib/embedded-postgres'
import { run } from './lib/processes'
import { localSecret } from './lib/secret'

const name = process.argv[2]
if (!name || !/^[a-z0-9_-]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name>   (lower-case letters, digits, - and _)')
  process.exit(2)
}
const root = process.cwd()
const dataDir = path.join(root, '.data')
let stop: (() => Promise<void>) | undefined
if (!process.env.DATABASE_URL) {
  const db = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'postgres'),
    port: Number(process.env.EMBEDDED_POSTGRES_PORT || 54329),
    database: 'sthana',
  })
  process.env.DATABASE_URL = db.url
  stop = db.stop
}
process.env.PAYLOAD_SECRET ||= localSecret(dataDir)
try {
  await run(path.join(root, 'node_modules', '.bin', 'payload'), ['migrate:create', name, '--skip-empty'], {
    env: { ...process.env, NODE_OPTIONS: '--no-deprecation' },
  })
} finally {
  await stop?.()
}
