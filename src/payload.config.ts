import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Amenities } from './cms/collections/Amenities'
import { AnalyticsEvents } from './cms/collections/AnalyticsEvents'
import { Buildings } from './cms/collections/Buildings'
import { BundleCredits } from './cms/collections/BundleCredits'
import { ChatQuestions } from './cms/collections/ChatQuestions'
import { Cities } from './cms/collections/Cities'
import { CrmDeliveries } from './cms/collections/CrmDeliveries'
import { Customers } from './cms/collections/Customers'
import { Forms } from './cms/collections/Forms'
import { Leads } from './cms/collections/Leads'
import { Media } from './cms/collections/Media'
import { Micromarkets } from './cms/collections/Micromarkets'
import { Operators } from './cms/collections/Operators'
import { OutboxMessages } from './cms/collections/OutboxMessages'
import { Pages } from './cms/collections/Pages'
import { Posts } from './cms/collections/Posts'
import { Products } from './cms/collections/Products'
import { RateLimits } from './cms/collections/RateLimits'
import { Reviews } from './cms/collections/Reviews'
import { TeamMembers } from './cms/collections/TeamMembers'
import { VoPlans } from './cms/collections/VoPlans'
import { Footer } from './cms/globals/Footer'
import { Header } from './cms/globals/Header'
import { SiteSettings } from './cms/globals/SiteSettings'
import { keepPoolErrorsFromCrashing } from './server/db/pool-errors'
import { env } from './server/env'
import { siteOrigins } from './server/http/site-origins'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: env().PAYLOAD_SECRET,
  serverURL: undefined,
  // /api belongs to the product's API contract; Payload's REST and GraphQL live under /cms-api.
  routes: { api: '/cms-api', admin: '/admin' },
  // An operator's cookie counts only on requests from the site's own pages (Origin, or Sec-Fetch-Site without one).
  csrf: siteOrigins(env().SITE_URL),
  admin: {
    user: Operators.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · Sthana admin' },
  },
  collections: [
    Pages,
    Posts,
    Media,
    Cities,
    Micromarkets,
    Buildings,
    Amenities,
    Reviews,
    Products,
    VoPlans,
    Forms,
    Leads,
    CrmDeliveries,
    OutboxMessages,
    RateLimits,
    Customers,
    TeamMembers,
    BundleCredits,
    AnalyticsEvents,
    ChatQuestions,
    Operators,
  ],
  globals: [Header, Footer, SiteSettings],
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: env().DATABASE_URL, max: env().DATABASE_POOL_MAX },
    // Never push: schema changes ship as committed migrations (see docs/decisions/0001).
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  sharp,
  telemetry: false,
  // A database restart must not end the process (src/server/db/pool-errors.ts).
  onInit: (payload) => keepPoolErrorsFromCrashing(payload.db.pool, 'Payload'),
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disablePlaygroundInProduction: true },
})
