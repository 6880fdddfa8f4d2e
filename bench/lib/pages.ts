// What the bench measures, picked from the seeded content: a Bangalore building, its code and Google place id.
import pg from 'pg'

export interface BenchPage {
  name: string
  path: string
}

export interface BenchTargets {
  /** The pages Lighthouse measures. */
  lighthouse: BenchPage[]
  /** Public pages whose first-load JavaScript is counted (the Lighthouse pages and a few more). */
  javascript: BenchPage[]
  buildingPath: string
  catalogueBody: { building_codes: string[]; type_list: string[] }
  placePath: string
  /** GET /api/v1/products for the same building's day passes. */
  productsPath: string
}

export async function pickTargets(databaseUrl: string): Promise<BenchTargets> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const building = await client.query<{ id: number; slug: string; building_code: string; google_place_id: string | null }>(
      `SELECT b.id, b.slug, b.building_code, b.google_place_id FROM buildings b JOIN cities c ON c.id = b.city_id
       WHERE c.handle = 'bangalore' AND b.is_live AND b.google_place_id IS NOT NULL ORDER BY b.id LIMIT 1`,
    )
    const post = await client.query<{ slug: string }>(`SELECT slug FROM posts ORDER BY id LIMIT 1`)
    const product = await client.query<{ path: string }>(`SELECT path FROM pages WHERE path = '/workspaces/on-demand/day-pass'`)
    const b = building.rows[0]
    if (!b?.google_place_id)
      throw new Error('The bench database has no live Bangalore building with a place id: is the demo content seeded?')
    if (!product.rows[0]) throw new Error('The bench database has no page /workspaces/on-demand/day-pass: is the demo content seeded?')

    // Every page at its own address (the trailing slash of the spec's routes): the other form answers with a redirect
    // (src/proxy.ts), which Lighthouse would count in each page's LCP and autocannon would count instead of the page.
    const buildingPath = `/bangalore/${b.slug}/`
    const lighthouse: BenchPage[] = [
      { name: 'home', path: '/' },
      { name: 'city', path: '/bangalore/' },
      { name: 'building', path: buildingPath },
      { name: 'product', path: '/workspaces/on-demand/day-pass/' },
      { name: 'account', path: '/account/' },
      // Every other page type of the site, the customer's pages included (as a visitor who has not logged in sees them).
      { name: 'workspaces', path: '/workspaces/' },
      { name: 'blogs', path: '/blogs/' },
      ...(post.rows[0] ? [{ name: 'blog post', path: `/blogs/${post.rows[0].slug}/` }] : []),
      { name: 'policy', path: '/policies/privacy/' },
      { name: 'guided selling', path: '/guided-selling/co-working-space/' },
      // The on-demand cart (its own target: it carries the date picker and the cart's reducer).
      { name: 'cart', path: '/cart/' },
      { name: 'order confirmation', path: '/order-confirmation/' },
      { name: 'virtual-office KYC', path: '/workspaces/virtual-office/kyc/' },
    ]
    return {
      lighthouse,
      javascript: lighthouse,
      buildingPath,
      // What the building page itself asks for.
      catalogueBody: { building_codes: [b.building_code], type_list: ['DAY_PASS', 'CONFERENCE_ROOM', 'BUNDLE'] },
      placePath: `/api/maps/place?place_id=${encodeURIComponent(b.google_place_id)}`,
      productsPath: `/api/v1/products?building_ids=${b.id}&type=DAY_PASS`,
    }
  } finally {
    await client.end()
  }
}
