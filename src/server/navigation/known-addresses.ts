import { Pool } from 'pg'
import { isKnownAddress, type KnownAddresses } from '@/domain/navigation/known-addresses'
import { keepPoolErrorsFromCrashing } from '../db/pool-errors'

// The rows that say which cities, buildings, pages, posts and tours exist, read by src/proxy.ts on page requests. The
// proxy runs outside Payload, so it reads the tables with a small pool of its own, and keeps the answer in memory for
// a short while: an address it does not know makes it read again (at most once a second), so a page published a
// moment ago is found, and a burst of unknown addresses costs one query a second.

const FRESH_MS = 30_000
const RECHECK_MS = 1_000

let pool: Pool | null = null
let current: { addresses: KnownAddresses; at: number } | null = null
let loading: Promise<KnownAddresses> | null = null

function poolOf(): Pool {
  if (!pool) {
    pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
    keepPoolErrorsFromCrashing(pool, 'known-addresses')
  }
  return pool
}

const clean = (s: string) => s.toLowerCase().replace(/\/+$/, '') || '/'

async function read(): Promise<KnownAddresses> {
  const db = poolOf()
  const [pages, cities, buildings, posts] = await Promise.all([
    db.query<{ path: string }>('SELECT path FROM pages'),
    db.query<{ handle: string }>('SELECT handle FROM cities WHERE is_live IS NOT FALSE'),
    db.query<{ city: string; slug: string; tour: string | null }>(
      `SELECT c.handle AS city, b.slug, b.virtual_tour_link AS tour FROM buildings b JOIN cities c ON c.id = b.city_id
       WHERE b.is_live IS NOT FALSE AND c.is_live IS NOT FALSE`,
    ),
    db.query<{ slug: string }>('SELECT slug FROM posts'),
  ])
  return {
    pages: new Set(pages.rows.map((r) => clean(r.path.startsWith('/') ? r.path : `/${r.path}`))),
    cities: new Set(cities.rows.map((r) => r.handle.toLowerCase())),
    buildings: new Set(buildings.rows.map((r) => `${r.city.toLowerCase()}/${r.slug.toLowerCase()}`)),
    tours: new Set(buildings.rows.filter((r) => r.tour?.trim()).map((r) => r.slug.toLowerCase())),
    posts: new Set(posts.rows.map((r) => r.slug.toLowerCase())),
  }
}

function load(): Promise<KnownAddresses> {
  loading ??= read()
    .then((addresses) => {
      current = { addresses, at: Date.now() }
      return addresses
    })
    .finally(() => {
      loading = null
    })
  return loading
}

/**
 * Whether `known` says the address exists, reading the rows again when they are old or, for an address they do not
 * know, when they are more than a second old. Null when the database cannot be read: the caller then lets the page
 * answer for itself.
 */
export async function checkKnownAddress(isKnown: (addresses: KnownAddresses) => boolean): Promise<boolean | null> {
  try {
    const age = current ? Date.now() - current.at : Infinity
    const addresses = current && age < FRESH_MS ? current.addresses : await load()
    if (isKnown(addresses)) return true
    if (current && Date.now() - current.at < RECHECK_MS) return false
    return isKnown(await load())
  } catch {
    return null
  }
}

/** The patterns of the app's own routes, read from src/app when the app was built (next.config.ts). */
export const APP_ROUTES: readonly string[] = (process.env.SITE_ROUTES ?? '').split(',').filter(Boolean)

/**
 * Whether a page of this site answers at the address (a path); null when it cannot tell: the database cannot be read,
 * or the code does not run in a Next.js build (tests), which is what lists the app's routes.
 */
export async function pageExists(pathname: string): Promise<boolean | null> {
  if (APP_ROUTES.length === 0) return null
  return checkKnownAddress((addresses) => isKnownAddress(pathname, addresses, APP_ROUTES))
}
