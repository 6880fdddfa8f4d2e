import type { Payload } from 'payload'
import { PRODUCT_TYPES } from '@/domain/catalogue/product-types'
import { lowestMonthlyPaise } from '@/domain/catalogue/vo-pricing'
import { indexPassages, type Passage } from '@/domain/chat/passages'
import type { BuildingPrices, ChatBuilding, ChatKnowledge, ChatProduct, ChatSolution, ChatVoPlan } from '@/domain/chat/types'
import { richTextParagraphs } from '@/domain/content/plain-text'
import { buildingPath, cityPath, PRODUCT_PATHS, withTrailingSlash } from '@/domain/urls'
import type { Amenity, City, Micromarket, Page } from '@/payload-types'
import { relationId } from '@/cms/relation'
import { findOfferedProducts } from '../catalogue/find-offered-products'
import type { OfferedProduct } from '../catalogue/types'
import { getPayloadClient } from '../payload'

// The chat assistant's knowledge, built from the CMS: every live building with its prices, the cities and areas,
// the solutions, the virtual-office plans and the text of every page. It is kept in memory and rebuilt when the
// content changes: each question first reads one cheap fingerprint (row count and last update of each table the
// knowledge comes from), so an edit in the admin reaches the assistant at once on every app instance.

const SOURCE_TABLES = [
  'buildings',
  'products',
  'vo_plans',
  'cities',
  'micromarkets',
  'amenities',
  'pages',
  'site_settings',
  'footer',
] as const

/** The page each solution is described on. */
const SOLUTION_PAGES: Record<string, ChatProduct> = {
  [PRODUCT_PATHS.dayPass]: 'day-pass',
  [PRODUCT_PATHS.conferenceRoom]: 'conference-room',
  [PRODUCT_PATHS.onDemand]: 'bundle',
  [PRODUCT_PATHS.virtualOffice]: 'virtual-office',
  [PRODUCT_PATHS.privateOffice]: 'private-office',
  [PRODUCT_PATHS.allAccessPlus]: 'all-access',
  '/enterprise/': 'managed-office',
  '/events/': 'events',
}

/** What 'My account' shows (spec section 2), so the assistant can point customers to it. */
const ACCOUNT_PASSAGE: Passage = {
  title: 'My account',
  href: '/account/',
  text: 'Log in with a one-time code sent to your email or mobile number. My account then shows your profile, team members, loyalty membership, bundle credits, wifi credentials (user name and password) and KYC status.',
}

let cached: { fingerprint: string; knowledge: ChatKnowledge } | null = null
let building: { fingerprint: string; promise: Promise<ChatKnowledge> } | null = null

async function fingerprint(payload: Payload): Promise<string> {
  const parts = SOURCE_TABLES.map((t) => `(SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM "${t}")`)
  const { rows } = await payload.db.pool.query<{ f: string }>(`SELECT concat_ws('|', ${parts.join(', ')}) AS f`)
  return rows[0]!.f
}

export async function getChatKnowledge(): Promise<ChatKnowledge> {
  const payload = await getPayloadClient()
  const current = await fingerprint(payload)
  if (cached?.fingerprint === current) return cached.knowledge
  if (building?.fingerprint !== current) {
    const promise = loadKnowledge(payload)
    building = { fingerprint: current, promise }
    promise
      .then(
        (knowledge) => {
          cached = { fingerprint: current, knowledge }
        },
        () => undefined,
      )
      .finally(() => {
        if (building?.promise === promise) building = null
      })
  }
  return building!.promise
}

const pathOf = (path: string) => withTrailingSlash(path.startsWith('/') ? path : `/${path}`)

async function loadKnowledge(payload: Payload): Promise<ChatKnowledge> {
  const [settings, footer, cities, micromarkets, amenities, buildings, plans, pages] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
    payload.findGlobal({ slug: 'footer', depth: 0 }),
    payload.find({ collection: 'cities', pagination: false, depth: 0, sort: 'name', select: { name: true, handle: true } }),
    payload.find({ collection: 'micromarkets', pagination: false, depth: 0, sort: 'name', select: { name: true, city: true } }),
    payload.find({ collection: 'amenities', pagination: false, depth: 0, select: { label: true } }),
    payload.find({
      collection: 'buildings',
      where: { isLive: { equals: true } },
      pagination: false,
      depth: 0,
      sort: 'name',
      select: { name: true, slug: true, city: true, micromarket: true, address: true, contactNumber: true, amenities: true },
    }),
    payload.find({
      collection: 'vo-plans',
      pagination: false,
      depth: 0,
      sort: 'sortOrder',
      select: { title: true, summary: true, features: true, basePrice: true },
    }),
    payload.find({ collection: 'pages', pagination: false, depth: 0, select: { path: true, title: true, hero: true, layout: true } }),
  ])
  const offered = await findOfferedProducts(
    'id',
    buildings.docs.map((b) => b.id),
    PRODUCT_TYPES,
  )

  const cityById = new Map(cities.docs.map((c: Pick<City, 'id' | 'name' | 'handle'>) => [c.id, c]))
  const micromarketById = new Map(micromarkets.docs.map((m: Pick<Micromarket, 'id' | 'name' | 'city'>) => [m.id, m]))
  const amenityById = new Map(amenities.docs.map((a: Pick<Amenity, 'id' | 'label'>) => [a.id, a.label]))
  const productsByBuilding = new Map<number, OfferedProduct[]>()
  for (const p of offered) productsByBuilding.set(p.buildingId, [...(productsByBuilding.get(p.buildingId) ?? []), p])

  const chatBuildings: ChatBuilding[] = buildings.docs.flatMap((b) => {
    const city = cityById.get(relationId(b.city))
    const micromarket = micromarketById.get(relationId(b.micromarket))
    if (!city || !micromarket) return []
    const address = [b.address?.line1, b.address?.line2, [b.address?.city, b.address?.pinCode].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ')
    return [
      {
        name: b.name,
        href: buildingPath(city.handle, b.slug),
        cityHandle: city.handle,
        cityName: city.name,
        micromarket: micromarket.name,
        address,
        contactNumber: b.contactNumber ?? undefined,
        amenities: (b.amenities ?? []).map((a) => amenityById.get(relationId(a))).filter((a): a is string => Boolean(a)),
        prices: pricesOf(productsByBuilding.get(b.id) ?? []),
      },
    ]
  })

  const voMonthlyByPlan = new Map<string, number>()
  for (const p of offered) {
    if (p.type !== 'VIRTUAL_OFFICE' || !p.plan) continue
    const low = lowestMonthlyPaise(p.variants.map((v) => ({ price: v.pricePaise, title: v.title })))
    if (low !== null) voMonthlyByPlan.set(p.plan.title, Math.min(low, voMonthlyByPlan.get(p.plan.title) ?? low))
  }
  const voPlans: ChatVoPlan[] = plans.docs.map((p) => ({
    title: p.title,
    summary: p.summary ?? '',
    features: (p.features ?? []).map((f) => f.text),
    fromMonthly: voMonthlyByPlan.get(p.title) ?? p.basePrice,
  }))

  const siteName = settings.siteName
  const solutions: ChatSolution[] = []
  const passages: Passage[] = [ACCOUNT_PASSAGE]
  for (const page of pages.docs as Pick<Page, 'path' | 'title' | 'hero' | 'layout'>[]) {
    const href = pathOf(page.path)
    const title = page.title.split(' | ')[0]!.trim()
    const product = SOLUTION_PAGES[href]
    if (product)
      solutions.push({
        product,
        title: page.hero?.heading && page.hero.heading.length <= 40 ? page.hero.heading : title,
        href,
        summary: page.hero?.subheading ?? '',
      })
    if (page.hero?.subheading) passages.push({ title, href, text: page.hero.subheading })
    for (const block of page.layout ?? []) {
      if (block.blockType === 'content') {
        const section = block.heading ? `${title}: ${block.heading}` : title
        for (const text of richTextParagraphs(block.body)) passages.push({ title: section, href, text })
      } else if (block.blockType === 'faq') {
        for (const item of block.items ?? [])
          passages.push({ title: `${title}: ${block.heading ?? 'Questions'}`, href, text: item.answer, question: item.question })
      }
    }
  }
  for (const plan of voPlans) {
    passages.push({
      title: `Virtual office: ${plan.title}`,
      href: PRODUCT_PATHS.virtualOffice,
      text: `${plan.title}: ${plan.summary} ${plan.features.join('; ')}.`,
    })
  }
  solutions.sort((a, b) => Object.values(SOLUTION_PAGES).indexOf(a.product) - Object.values(SOLUTION_PAGES).indexOf(b.product))

  return {
    siteName,
    supportPhone: settings.supportPhone,
    supportEmail: footer.meta?.email ?? undefined,
    cities: cities.docs.map((c) => ({
      handle: c.handle,
      name: c.name,
      href: cityPath(c.handle),
      micromarkets: micromarkets.docs.filter((m) => relationId(m.city) === c.id).map((m) => m.name),
    })),
    buildings: chatBuildings,
    solutions,
    voPlans,
    passages: indexPassages(passages),
  }
}

function pricesOf(products: readonly OfferedProduct[]): BuildingPrices {
  const prices: BuildingPrices = {}
  for (const p of products) {
    const first = p.variants[0]
    if (!first) continue
    if (p.type === 'DAY_PASS') prices.dayPass = Math.min(first.pricePaise, prices.dayPass ?? Infinity)
    if (p.type === 'CONFERENCE_ROOM' && (prices.conferenceRoom === undefined || first.pricePaise < prices.conferenceRoom)) {
      prices.conferenceRoom = first.pricePaise
      prices.conferenceRoomTitle = first.title
    }
    if (p.type === 'BUNDLE' && p.creditsQuantity === 5) prices.bundle5 = first.pricePaise
    if (p.type === 'BUNDLE' && p.creditsQuantity === 10) prices.bundle10 = first.pricePaise
    if (p.type === 'VIRTUAL_OFFICE') {
      const low = lowestMonthlyPaise(p.variants.map((v) => ({ price: v.pricePaise, title: v.title })))
      if (low !== null) prices.virtualOfficeMonthly = Math.min(low, prices.virtualOfficeMonthly ?? Infinity)
    }
  }
  return prices
}
