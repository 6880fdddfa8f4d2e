import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Amenities } from './cms/collections/Amenities'
import { AnalyticsEvents } from './cms/collections/AnalyticsEvents'
import { Buildings } from './cms/collections/Buildings'
import { BillingAddresses } from './cms/collections/BillingAddresses'
import { BundleCredits } from './cms/collections/BundleCredits'
import { Carts } from './cms/collections/Carts'
import { ChatQuestions } from './cms/collections/ChatQuestions'
import { ConferenceRooms } from './cms/collections/ConferenceRooms'
import { Cities } from './cms/collections/Cities'
import { CouponRedemptions } from './cms/collections/CouponRedemptions'
import { Coupons } from './cms/collections/Coupons'
import { CrmDeliveries } from './cms/collections/CrmDeliveries'
import { Customers } from './cms/collections/Customers'
import { Forms } from './cms/collections/Forms'
import { Holidays } from './cms/collections/Holidays'
import { Leads } from './cms/collections/Leads'
import { Media } from './cms/collections/Media'
import { Micromarkets } from './cms/collections/Micromarkets'
import { Operators } from './cms/collections/Operators'
import { OutboxMessages } from './cms/collections/OutboxMessages'
import { Pages } from './cms/collections/Pages'
import { Posts } from './cms/collections/Posts'
import { PrivateOfficeMemberships } from './cms/collections/PrivateOfficeMemberships'
import { Products } from './cms/collections/Products'
import { RateLimits } from './cms/collections/RateLimits'
import { StoredFiles } from './cms/collections/StoredFiles'
import { Reservations } from './cms/collections/Reservations'
import { Reviews } from './cms/collections/Reviews'
import { TeamMembers } from './cms/collections/TeamMembers'
import { VoDocuments } from './cms/collections/VoDocuments'
import { EsignRequests } from './cms/collections/EsignRequests'
import { VoDocumentTemplates } from './cms/globals/VoDocumentTemplates'
import { Partners } from './cms/collections/Partners'
import { VoConfig } from './cms/globals/VoConfig'
import { VoPlans } from './cms/collections/VoPlans'
import { GstRegistrations } from './cms/collections/sales/GstRegistrations'
import { Invoices } from './cms/collections/sales/Invoices'
import { OrderReschedules } from './cms/collections/sales/OrderReschedules'
import { Orders } from './cms/collections/sales/Orders'
import { Payments } from './cms/collections/sales/Payments'
import { Refunds } from './cms/collections/sales/Refunds'
import { WebhookEvents } from './cms/collections/sales/WebhookEvents'
import { CancellationPolicy } from './cms/globals/CancellationPolicy'
import { Footer } from './cms/globals/Footer'
import { Header } from './cms/globals/Header'
import { LoyaltyConfig } from './cms/globals/LoyaltyConfig'
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
    VoDocuments,
    StoredFiles,
    EsignRequests,
    Partners,
    Forms,
    Leads,
    CrmDeliveries,
    OutboxMessages,
    RateLimits,
    Customers,
    TeamMembers,
    BundleCredits,
    PrivateOfficeMemberships,
    Holidays,
    ConferenceRooms,
    Reservations,
    Carts,
    Coupons,
    CouponRedemptions,
    BillingAddresses,
    AnalyticsEvents,
    ChatQuestions,
    Orders,
    Payments,
    Refunds,
    WebhookEvents,
    Invoices,
    OrderReschedules,
    GstRegistrations,
    Operators,
  ],
  globals: [Header, Footer, SiteSettings, LoyaltyConfig, CancellationPolicy, VoConfig, VoDocumentTemplates],
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
