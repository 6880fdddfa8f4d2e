// `npm run build`: the production build, as `npm start`, the tests and the bench make it (scripts/lib/build-site.ts),
// into NEXT_DIST_DIR (default .next). Pages are prerendered, so it needs DATABASE_URL and PAYLOAD_SECRET.
import { buildSite } from './lib/build-site'
import { fail } from './lib/log'

buildSite(process.env.NEXT_DIST_DIR || '.next', process.env).catch((error: unknown) => fail('The build failed', error))
