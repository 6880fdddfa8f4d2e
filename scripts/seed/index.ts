// Writes the demo content through Payload's Local API. Safe to run twice: every record is found by its
// natural key (handle, slug, building code, path, product key) and updated in place; all of it runs in one transaction.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionSlug,
  type Payload,
  type PayloadRequest,
  type RequiredDataFromCollectionSlug,
  type Where,
} from 'payload'
import { GET_IN_TOUCH_HREF } from '../../src/components/layout/links'
import { pageTitle } from '../../src/domain/content/page-title'
import { gstinCheckCharacter } from '../../src/domain/gst/gstin'
import { gstStateForIsoCode } from '../../src/domain/gst/state-codes'
import { AMENITIES } from './data/amenities'
import { meetingRoomsOf } from './data/bookings'
import { seedBuildings } from './data/scale'
import { CITIES } from './data/cities'
import { daysFromNow, DEMO_CUSTOMERS } from './data/customers'
import { PAGES } from './data/pages'
import { POSTS } from './data/posts'
import { REVIEWS } from './data/reviews'
import { VO_PLANS } from './data/vo-plans'
import {
  buildingSvg,
  facadeSvg,
  interiorSvg,
  landmarkSvg,
  LOGO_SVG,
  renderJpeg,
  renderPng,
  ROOM_ALT,
  ROOM_KINDS,
  roomSvg,
  type Landmark,
} from './images'
import { seedBookings } from './bookings'
import { plainToLexical } from './lexical'
import { DEFAULT_ADDRESS_NOC_TEMPLATE } from '../../src/domain/documents/address-noc'
import { templateToFields } from '../../src/domain/documents/template-fields'
import { DEFAULT_VO_AGREEMENT_TEMPLATE } from '../../src/domain/documents/vo-agreement'
import {
  ALL_ACCESS_PLUS_EMAIL,
  ENQUIRY_PRODUCT_OPTIONS,
  footerMenus,
  headerItems,
  leadFormFields,
  SITE_NAME,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  WHATSAPP_NUMBER,
} from './site'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export const DEMO_OPERATOR = { email: 'admin@sthanaworkspaces.in', password: 'SthanaDemo#2026', name: 'Demo Operator' }

type Log = (message: string) => void
type Id = number

const FACADES = 10
/** The landmark each city's card shows. */
const CITY_LANDMARKS: Record<string, { kind: Landmark; alt: string }> = {
  bangalore: { kind: 'dome', alt: 'A domed legislature building with a colonnade' },
  chennai: { kind: 'gopuram', alt: 'A tiered temple gateway tower' },
  delhi: { kind: 'memorial-arch', alt: 'A war-memorial arch' },
  gurgaon: { kind: 'glass-towers', alt: 'Glass office towers' },
  hyderabad: { kind: 'four-minarets', alt: 'A monument with tall minarets and a great arch' },
  mumbai: { kind: 'harbour-arch', alt: 'A harbour-front triumphal arch' },
  noida: { kind: 'glass-towers', alt: 'New office towers' },
  pune: { kind: 'fort-gate', alt: 'A fort wall with its great gate' },
}
const INTERIORS = 6
const context = { disableRevalidate: true }

async function upsert<S extends CollectionSlug>(
  payload: Payload,
  req: PayloadRequest,
  collection: S,
  where: Where,
  data: RequiredDataFromCollectionSlug<S>,
): Promise<Id> {
  const found = await payload.find({ collection, where, limit: 1, depth: 0, req, pagination: false })
  const existing = found.docs[0] as { id: Id } | undefined
  if (existing) {
    await payload.update({ collection, id: existing.id, data: data as never, depth: 0, req, context })
    return existing.id
  }
  const created = (await payload.create({ collection, data, depth: 0, req, context })) as { id: Id }
  return created.id
}

async function upsertMedia(
  payload: Payload,
  req: PayloadRequest,
  name: string,
  alt: string,
  mimetype: string,
  make: () => Promise<Buffer>,
): Promise<Id> {
  const found = await payload.find({
    collection: 'media',
    where: { filename: { like: name.replace(/\.[a-z0-9]+$/, '') } },
    limit: 1,
    depth: 0,
    req,
  })
  if (found.docs[0]) return found.docs[0].id
  const data = await make()
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype, name, size: data.length },
    depth: 0,
    req,
    context,
  })
  return doc.id
}

export async function seed(payload: Payload, log: Log = () => {}): Promise<void> {
  const req = await createLocalReq({ context }, payload)
  await initTransaction(req)
  try {
    await seedAll(payload, req, log)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * A demo customer's credits, afresh: their lots go (with their ledger rows), and each is granted again through the
 * credit ledger, with what the demo says was used spent before it (a spend with a note, no order).
 */
async function seedCredits(
  payload: Payload,
  req: PayloadRequest,
  customerId: number,
  credits: readonly (readonly [code: string, purchased: number, used: number, days: number])[],
): Promise<void> {
  // Imported here, not at the top: the browser tests import this module for its constants alone.
  const { transactionQuery } = await import('../../src/server/db/transaction')
  const { grantCredits, spendWithoutOrder } = await import('../../src/server/credits/ledger')
  const { businessDate } = await import('../../src/domain/calendar/business-date')
  const query = await transactionQuery(req)
  if (!query) throw new Error('The seed runs in a transaction')
  await query('DELETE FROM bundle_credits WHERE customer_id = $1', [customerId])
  for (const [code, purchased, used, days] of credits) {
    const building = await payload.find({ collection: 'buildings', where: { buildingCode: { equals: code } }, limit: 1, depth: 0, req })
    if (!building.docs[0]) continue
    const lotId = await grantCredits(
      { query },
      {
        customerId,
        buildingId: building.docs[0].id,
        quantity: purchased,
        expiresOn: businessDate(new Date(daysFromNow(days))),
        source: 'bundle',
        orderId: null,
        note: 'Demo credits',
      },
    )
    if (used > 0) await spendWithoutOrder({ query }, { customerId, lotId, quantity: used, note: 'Demo: used earlier' })
  }
}

/**
 * Paid virtual-office documents of a demo customer, KYC not started: made by the same service as a paid order's, once
 * (a customer who has documents keeps them, whatever their KYC reached).
 */
async function seedVoDocuments(payload: Payload, req: PayloadRequest, customerId: number, count: number): Promise<void> {
  // Imported here, not at the top: the browser tests import this module for its constants alone.
  const { transactionQuery } = await import('../../src/server/db/transaction')
  const query = await transactionQuery(req)
  if (!query) throw new Error('The seed runs in a transaction')
  const { rows } = await query<{ n: string }>('SELECT count(*)::text AS n FROM vo_documents WHERE customer_id = $1', [customerId])
  if (Number(rows[0]!.n) > 0) return
  const { createDocumentForOrder } = await import('../../src/server/virtual-office/documents')
  const building = await payload.find({
    collection: 'buildings',
    where: { buildingCode: { equals: 'BLR-IND-01' } },
    limit: 1,
    depth: 0,
    req,
  })
  for (let i = 1; i <= count; i++)
    await createDocumentForOrder(query, {
      customerId,
      orderNumber: `VO-DEMO-${customerId}-${i}`,
      buildingId: building.docs[0]?.id ?? null,
      plan: {
        handle: 'business-registration-vo-package',
        title: 'Business Registration',
        name: '12 Months',
        price: 1_799_900,
        durationMonths: 12,
      },
    })
}

/** A building's address as a GST registration's (Sales → GST registrations): street lines, city, PIN code. */
function registeredOffice(address: { buildingName: string; line1: string; line2: string; city: string; pinCode: string }) {
  return {
    address: [`4th Floor, ${address.buildingName}`, address.line1, address.line2].join('\n'),
    city: address.city,
    pinCode: address.pinCode,
  }
}

async function seedAll(payload: Payload, req: PayloadRequest, log: Log): Promise<void> {
  log('pictures (drawn on this machine)')
  const facades: Id[] = []
  for (let i = 0; i < FACADES; i++)
    facades.push(
      await upsertMedia(
        payload,
        req,
        `building-exterior-${i + 1}.jpg`,
        'Street view of a Sthana building with its lit office floors',
        'image/jpeg',
        () => renderJpeg(facadeSvg(i)),
      ),
    )
  const interiors: Id[] = []
  for (let i = 0; i < INTERIORS; i++)
    interiors.push(
      await upsertMedia(
        payload,
        req,
        `workspace-interior-${i + 1}.jpg`,
        'Open workspace with desks, pendant lamps and a window wall',
        'image/jpeg',
        () => renderJpeg(interiorSvg(i)),
      ),
    )
  // The rooms the building galleries show: every kind in two palettes (operators replace them with photos).
  const rooms: Id[][] = []
  for (const [k, kind] of ROOM_KINDS.entries()) {
    rooms.push([])
    for (let variant = 0; variant < 2; variant++)
      rooms[k].push(
        await upsertMedia(payload, req, `room-${kind}-${variant + 1}.jpg`, ROOM_ALT[kind], 'image/jpeg', () =>
          renderJpeg(roomSvg(kind, k + variant * 3)),
        ),
      )
  }
  const logo = await upsertMedia(payload, req, 'sthana-logo.png', `${SITE_NAME} logo`, 'image/png', () => renderPng(LOGO_SVG))
  const heroVideo = await upsertMedia(
    payload,
    req,
    'hero-tour.mp4',
    'A short film of a Sthana building and its workspace',
    'video/mp4',
    async () => readFileSync(path.join(dirname, 'assets', 'hero-tour.mp4')),
  )

  log('amenities')
  const amenityIds = new Map<string, Id>()
  for (const a of AMENITIES)
    amenityIds.set(a.key, await upsert(payload, req, 'amenities', { key: { equals: a.key } }, { key: a.key, label: a.label }))

  log('cities and micromarkets')
  const cityIds = new Map<string, Id>()
  const micromarketIds = new Map<string, Id>()
  for (const [i, c] of CITIES.entries()) {
    // Each city's card shows its landmark (operators replace it with a photo in the admin).
    const landmark = CITY_LANDMARKS[c.handle]
    const heroImage = landmark
      ? await upsertMedia(payload, req, `city-${c.handle}.jpg`, `${landmark.alt}, drawn over the ${c.name} skyline`, 'image/jpeg', () =>
          renderJpeg(landmarkSvg(landmark.kind, i)),
        )
      : facades[i % FACADES]
    const cityId = await upsert(
      payload,
      req,
      'cities',
      { handle: { equals: c.handle } },
      {
        name: c.name,
        handle: c.handle,
        stateCode: c.stateCode as never,
        sortOrder: i,
        isLive: true,
        location: { latitude: c.latitude, longitude: c.longitude },
        tagline: c.tagline,
        description: c.description,
        heroImage,
        meta: { title: `Coworking and office space in ${c.name}`, description: c.tagline.slice(0, 160) },
      },
    )
    cityIds.set(c.handle, cityId)
    for (const m of c.micromarkets) {
      const id = await upsert(
        payload,
        req,
        'micromarkets',
        { and: [{ city: { equals: cityId } }, { handle: { equals: m.handle } }] },
        {
          name: m.name,
          handle: m.handle,
          city: cityId,
          location: { latitude: m.latitude, longitude: m.longitude },
        },
      )
      micromarketIds.set(`${c.handle}/${m.handle}`, id)
    }
  }

  log('virtual-office plans')
  const planIds = new Map<string, Id>()
  for (const [i, p] of VO_PLANS.entries()) {
    planIds.set(
      p.handle,
      await upsert(
        payload,
        req,
        'vo-plans',
        { handle: { equals: p.handle } },
        {
          title: p.title,
          handle: p.handle,
          sortOrder: i,
          summary: p.summary,
          features: p.features.map((text) => ({ text })),
          basePrice: p.basePrice,
          variants: p.variants.map((v) => ({
            durationMonths: v.months,
            title: `${v.months} Months`,
            name: `${p.handle}-${v.months}m`,
            discountedPrice: v.discountedPrice,
            strikeThroughPrice: v.strikeThroughPrice,
          })),
        },
      ),
    )
  }

  const buildings = seedBuildings()
  log(`buildings (${buildings.length}) and their products`)
  const buildingIds = new Map<string, Id>()
  for (const [i, b] of buildings.entries()) {
    const cityId = cityIds.get(b.city)
    const micromarketId = micromarketIds.get(`${b.city}/${b.micromarket}`)
    if (!cityId || !micromarketId) throw new Error(`Seed data: building ${b.slug} points at an unknown city or micromarket`)
    // The first slide is the building's own drawing (operators replace it with a photo in the admin).
    // A building of the scale catalogue shows the drawing of the demo building it is made from (seeded before it).
    const own = await upsertMedia(
      payload,
      req,
      `building-${b.copyOf ?? b.slug}.jpg`,
      `Drawing of ${b.name}, ${b.address.line2}`,
      'image/jpeg',
      () => renderJpeg(buildingSvg({ index: i, name: b.name, floors: b.floors })),
    )
    const gallery: NonNullable<RequiredDataFromCollectionSlug<'buildings'>['gallery']> = [
      { type: 'image', image: own },
      // Three different rooms, in an order and palette that neighbouring buildings do not share.
      ...[i, i + 1, i + 3].map((k) => ({
        type: 'image' as const,
        image: rooms[k % ROOM_KINDS.length][Math.floor(i / ROOM_KINDS.length) % 2],
      })),
      { type: 'image', image: facades[(i + 3) % FACADES] },
    ]
    // Every city's first building opens its carousel with the hero film.
    if (i % 6 === 0) gallery.splice(1, 0, { type: 'video', image: facades[3], video: heroVideo })
    const buildingId = await upsert(
      payload,
      req,
      'buildings',
      { buildingCode: { equals: b.buildingCode } },
      {
        name: b.name,
        slug: b.slug,
        buildingCode: b.buildingCode,
        googlePlaceId: b.googlePlaceId,
        city: cityId,
        micromarket: micromarketId,
        description: b.description,
        floors: b.floors,
        seats: b.seats,
        privateOfficeFromPrice: b.prices.privateOfficeFrom,
        amenities: b.amenities.map((k) => amenityIds.get(k)).filter((id): id is Id => id !== undefined),
        address: { ...b.address, stateCode: b.address.stateCode as never },
        location: { latitude: b.latitude, longitude: b.longitude },
        contactNumber: b.contactNumber,
        what3wordsLink: b.what3wordsLink,
        virtualTourLink: b.virtualTourLink,
        gallery,
        isDayPassDisabled: Boolean(b.isDayPassDisabled),
        isConfRoomDisabled: Boolean(b.isConfRoomDisabled),
        isVirtualOfficeDisabled: Boolean(b.isVirtualOfficeDisabled),
        isLive: true,
        meta: { title: pageTitle(`${b.name}, ${b.address.line2}`, SITE_NAME) },
      },
    )
    buildingIds.set(b.slug, buildingId)

    const product = (
      type: 'DAY_PASS' | 'CONFERENCE_ROOM' | 'VIRTUAL_OFFICE' | 'BUNDLE',
      title: string,
      variants: NonNullable<RequiredDataFromCollectionSlug<'products'>['variants']>,
      extra: { creditsQuantity?: '5' | '10'; voPlan?: Id } = {},
    ) =>
      upsert(
        payload,
        req,
        'products',
        { productKey: { equals: [buildingId, type, extra.creditsQuantity ?? '', extra.voPlan ?? ''].join(':') } },
        {
          title: `${b.name}: ${title}`,
          type,
          building: buildingId,
          isActive: true,
          variants,
          ...extra,
        },
      )
    await product('DAY_PASS', 'Day pass', [{ title: 'Day pass', ...b.prices.dayPass }])
    // One variant per room size (the catalogue's room first: the headline price); the rooms are seeded below.
    await product(
      'CONFERENCE_ROOM',
      'Conference room',
      meetingRoomsOf(b, i).map((room) => ({
        title: `${room.seats}-seat room, per hour`,
        seats: room.seats,
        price: room.pricePaise!,
        strikeThroughPrice: room.strikeThroughPaise,
      })),
    )
    await product('BUNDLE', 'Day-pass bundle of 5', [{ title: '5 day passes', ...b.prices.bundle5 }], { creditsQuantity: '5' })
    await product('BUNDLE', 'Day-pass bundle of 10', [{ title: '10 day passes', ...b.prices.bundle10 }], { creditsQuantity: '10' })
    for (const plan of VO_PLANS) {
      const voPlan = planIds.get(plan.handle)!
      await product(
        'VIRTUAL_OFFICE',
        plan.title,
        b.prices.virtualOffice[plan.handle].map((v) => ({
          title: `${v.months} Months`,
          durationMonths: v.months,
          price: v.price,
          strikeThroughPrice: v.strikeThroughPrice,
        })),
        { voPlan },
      )
    }
  }

  await seedBookings(
    payload,
    req,
    (collection, where, data) => upsert(payload, req, collection, where, data),
    { cities: cityIds, buildings: buildingIds },
    log,
  )

  log(`reviews (${REVIEWS.length})`)
  const now = Date.now()
  for (const r of REVIEWS) {
    const building = buildingIds.get(r.buildingSlug)
    if (!building) throw new Error(`Seed data: review for unknown building ${r.buildingSlug}`)
    await upsert(
      payload,
      req,
      'reviews',
      { and: [{ building: { equals: building } }, { authorName: { equals: r.authorName } }] },
      {
        building,
        authorName: r.authorName,
        rating: r.rating,
        text: r.text,
        source: 'google',
        isPublished: true,
        publishedAt: new Date(now - r.daysAgo * 86_400_000).toISOString(),
      },
    )
  }

  log('forms')
  const leadForm = await upsert(
    payload,
    req,
    'forms',
    { handle: { equals: 'lead-form' } },
    {
      title: 'Get in touch',
      handle: 'lead-form',
      description: 'Tell us what you need and a workspace expert will call you back within one working day.',
      submitLabel: 'Request a call back',
      fields: leadFormFields(CITIES) as never,
    },
  )

  log(`pages (${PAGES.length}) and blog posts (${POSTS.length})`)
  for (const [i, p] of PAGES.entries()) {
    const pagePath = p.path === 'home' ? '/' : `/${p.path}`
    const layout: NonNullable<RequiredDataFromCollectionSlug<'pages'>['layout']> = p.sections.map((s) => ({
      blockType: 'content' as const,
      heading: s.heading,
      body: plainToLexical(s.body) as never,
    }))
    if (p.plans)
      layout.unshift({
        blockType: 'plans',
        heading: p.plans.heading,
        intro: p.plans.intro,
        plans: p.plans.plans.map(({ included, ...plan }) => ({ ...plan, included: included.map((item) => ({ item })) })),
      })
    if (p.faqs?.length) layout.push({ blockType: 'faq', heading: 'Frequently asked questions', items: p.faqs })
    if (p.cta) layout.push({ blockType: 'cta', ...p.cta })
    await upsert(
      payload,
      req,
      'pages',
      { path: { equals: pagePath } },
      {
        title: p.title,
        path: pagePath,
        kind: p.kind,
        hero: { heading: p.heroHeading, subheading: p.heroSubheading, image: (i % 2 ? interiors : facades)[i % INTERIORS] },
        layout,
        meta: { title: pageTitle(p.title, SITE_NAME), description: p.metaDescription },
      },
    )
  }
  for (const [i, post] of POSTS.entries()) {
    const body = post.sections.map((s) => `${s.heading}\n\n${s.body}`)
    const content = plainToLexical(body.join('\n\n'))
    // Section headings become h2 nodes: the first paragraph of each section block is its heading.
    const headingTexts = new Set(post.sections.map((s) => s.heading))
    const root = content.root as { children: Record<string, unknown>[] }
    root.children = root.children.map((node) => {
      const child = (node.children as { text?: string }[] | undefined)?.[0]
      return node.type === 'paragraph' && child?.text && headingTexts.has(child.text) ? { ...node, type: 'heading', tag: 'h2' } : node
    })
    await upsert(
      payload,
      req,
      'posts',
      { slug: { equals: post.slug } },
      {
        title: post.title,
        slug: post.slug,
        publishedAt: new Date(post.publishedAt).toISOString(),
        author: post.author,
        excerpt: post.excerpt,
        tags: post.tags,
        coverImage: (i % 2 ? facades : interiors)[i % INTERIORS],
        content: content as never,
        meta: { description: post.excerpt.slice(0, 170) },
      },
    )
  }

  log('header, footer and site settings')
  await payload.updateGlobal({
    slug: 'header',
    req,
    context,
    data: { disableLogoLink: false, noAuth: false, items: headerItems(CITIES) as never },
  })
  await payload.updateGlobal({
    slug: 'footer',
    req,
    context,
    data: {
      menus: footerMenus(CITIES),
      meta: {
        logo,
        name: `${SITE_NAME} Private Limited`,
        phone: SUPPORT_PHONE,
        email: SUPPORT_EMAIL,
        address: '4th Floor, Meridian Tower, 100 Feet Road, Indiranagar, Bengaluru, Karnataka 560038',
        socialMediaLinks: [
          { platform: 'instagram', url: 'https://www.instagram.com/sthanaworkspaces' },
          { platform: 'linkedin', url: 'https://www.linkedin.com/company/sthana-workspaces' },
          { platform: 'x', url: 'https://x.com/sthanaspaces' },
          { platform: 'youtube', url: 'https://www.youtube.com/@sthanaworkspaces' },
        ],
      },
      hasStickyBottomBar: true,
      stickyBottomBar: { text: 'Looking for an office? Talk to us today.', ctaLabel: 'Get in touch', ctaHref: GET_IN_TOUCH_HREF },
      citiesWithMicromarkets: CITIES.map((c) => ({
        city: cityIds.get(c.handle)!,
        micromarkets: c.micromarkets.map((m) => micromarketIds.get(`${c.handle}/${m.handle}`)!),
      })),
      form: {
        heading: 'Talk to our workspace experts',
        text: 'Share a few details and we will call you back within one working day with options and prices.',
        form: leadForm,
      },
      copyright: `© ${new Date().getFullYear()} ${SITE_NAME} Private Limited. CIN U70200KA2019PTC123456.`,
    },
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    req,
    context,
    data: {
      siteName: SITE_NAME,
      supportPhone: SUPPORT_PHONE,
      whatsappNumber: WHATSAPP_NUMBER,
      memberCount: 12_000,
      allAccessPlusEmail: ALL_ACCESS_PLUS_EMAIL,
      festiveOffer: { enabled: true, discountPercent: 30, headline: 'Festive offer: up to 30% off private offices', href: '/festiveoffer' },
      enquiryProductOptions: ENQUIRY_PRODUCT_OPTIONS,
      defaultMeta: {
        title: `${SITE_NAME}: flexible offices, day passes and meeting rooms in India`,
        description:
          'Private offices, day passes, meeting rooms and virtual offices in 8 Indian cities, with GST invoices on every booking.',
        image: facades[0],
      },
    },
  })

  // The agreement and NOC texts operators edit start as the defaults (never overwritten once they exist).
  log('agreement and NOC texts')
  const templates = (await payload.findGlobal({ slug: 'vo-templates', req, depth: 0, overrideAccess: true })) as {
    agreement?: { title?: string | null } | null
  }
  if (!templates.agreement?.title)
    await payload.updateGlobal({
      slug: 'vo-templates',
      req,
      context,
      overrideAccess: true,
      data: { agreement: templateToFields(DEFAULT_VO_AGREEMENT_TEMPLATE), noc: templateToFields(DEFAULT_ADDRESS_NOC_TEMPLATE) },
    })

  log(`demo customers (${DEMO_CUSTOMERS.length})`)
  for (const c of DEMO_CUSTOMERS) {
    const existing = await payload.find({ collection: 'customers', where: { email: { equals: c.email } }, limit: 1, depth: 0, req })
    const customerId = await upsert(
      payload,
      req,
      'customers',
      { email: { equals: c.email } },
      {
        name: c.name,
        email: c.email,
        phone: c.phone,
        accountType: c.accountType,
        kycStatus: c.kycStatus,
        userUid: existing.docs[0]?.userUid ?? randomUUID(),
        profile: { companyName: c.companyName ?? null },
        loyalty: {
          isMember: c.loyaltyDaysLeft !== null,
          passEndDate: c.loyaltyDaysLeft === null ? null : daysFromNow(c.loyaltyDaysLeft),
          costSaved: c.costSavedPaise ?? 0,
          eligibleForFreePass: c.loyaltyDaysLeft === null,
        },
        wifi: c.wifi ?? { userName: null, password: null },
        privateOfficeMember: c.privateOfficeMember ?? false,
      },
    )
    await seedCredits(payload, req, customerId, c.credits ?? [])
    await payload.delete({ collection: 'team-members', where: { customer: { equals: customerId } }, req, context })
    for (const m of c.team ?? []) {
      await payload.create({
        collection: 'team-members',
        req,
        context,
        data: { customer: customerId, name: m.name, email: m.email ?? null, phone: m.phone ?? null, countryCode: '+91' },
      })
    }
    if (c.voDocumentsAwaitingKyc) await seedVoDocuments(payload, req, Number(customerId), c.voDocumentsAwaitingKyc)
  }

  // Our GST registration in each state with a building (Sales → GST registrations), for the tax invoices. The
  // registered place of business is our first building in the state (in Karnataka, the head office of the footer's
  // address), with its street, city and PIN code as an invoice prints them.
  for (const stateIsoCode of [...new Set(CITIES.map((c) => c.stateCode))]) {
    const { totalDocs } = await payload.count({ collection: 'gst-registrations', req, where: { stateIsoCode: { equals: stateIsoCode } } })
    const state = gstStateForIsoCode(stateIsoCode)
    if (totalDocs > 0 || !state) continue
    const first14 = `${state.gstCode}AAXCS4821K1Z`
    await payload.create({
      collection: 'gst-registrations',
      req,
      context,
      data: {
        stateIsoCode,
        gstin: `${first14}${gstinCheckCharacter(first14)}`,
        legalName: 'Sthana Workspaces Private Limited',
        tradeName: 'Sthana Workspaces',
        ...registeredOffice(buildings.find((b) => b.address.stateCode === stateIsoCode)!.address),
        pan: 'AAXCS4821K',
        email: 'accounts@sthanaworkspaces.in',
      },
    })
  }

  const operators = await payload.count({ collection: 'operators', req })
  if (operators.totalDocs === 0) {
    log(`demo operator ${DEMO_OPERATOR.email}`)
    await payload.create({
      collection: 'operators',
      req,
      context,
      data: { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password, name: DEMO_OPERATOR.name, role: 'admin' },
    })
  }
}
