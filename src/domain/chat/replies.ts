import { formatPaise } from '@/domain/money'
import { terms } from './language'
import { quote, type PassageMatch } from './passages'
import type { Reading } from './reading'
import {
  ENQUIRY_PRODUCT_FOR,
  type BuildingPrices,
  type ChatBuilding,
  type ChatCity,
  type ChatContext,
  type ChatItem,
  type ChatKnowledge,
  type ChatProduct,
  type ChatReply,
} from './types'
import { PRICE_KEYS, PRICE_UNITS, PRODUCT_LABEL, SOLUTION_NAME } from './vocabulary'

// The assistant's replies: each kind of answer, worded from the catalogue, the cities and buildings, or a quoted
// passage, with its links, the questions the visitor may ask next and, where the team can help, an enquiry.

const price = (paise: number, key: keyof typeof PRICE_UNITS) => `${formatPaise(paise)} ${PRICE_UNITS[key]}`
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const sentenceList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

function reply(partial: Partial<ChatReply> & Pick<ChatReply, 'topic' | 'text'>, context: ChatContext): ChatReply {
  return { items: [], links: [], suggestions: [], enquiry: null, context, ...partial }
}

/** The enquiry the assistant offers, filled in with what the conversation is about. */
const enquiryFor = (context: ChatContext): ChatReply['enquiry'] => ({
  product: context.product ? ENQUIRY_PRODUCT_FOR[context.product] : null,
  city: context.city ?? null,
})

export function greetingReply(k: ChatKnowledge, context: ChatContext): ChatReply {
  return reply(
    {
      topic: 'greeting',
      text: [
        `Hello! I answer questions about ${k.siteName}: our workspaces, prices, locations and policies. For anything else I can pass you to our team.`,
      ],
      suggestions: ['Day pass prices', 'Virtual office plans', 'Which cities are you in?', 'Talk to a person'],
    },
    context,
  )
}

export function thanksReply(context: ChatContext): ChatReply {
  return reply(
    {
      topic: 'thanks',
      text: ['You are welcome! Anything else I can help with?'],
      suggestions: ['Talk to a person', 'Which cities are you in?'],
    },
    context,
  )
}

export function humanReply(k: ChatKnowledge, context: ChatContext): ChatReply {
  return reply(
    {
      topic: 'human',
      text: [
        `Happy to put you in touch with our team. Raise an enquiry here and a workspace expert will call you back within one working day, or call ${k.supportPhone}${k.supportEmail ? ` or write to ${k.supportEmail}` : ''}.`,
      ],
      enquiry: enquiryFor(context),
    },
    context,
  )
}

function solutionLink(k: ChatKnowledge, product: ChatProduct | undefined): { label: string; href: string }[] {
  const s = product ? k.solutions.find((x) => x.product === product) : undefined
  return s ? [{ label: `About ${SOLUTION_NAME[s.product]}`, href: s.href }] : []
}

function inScope(k: ChatKnowledge, r: Reading, city: ChatCity | undefined): { buildings: ChatBuilding[]; place: string | null } {
  if (r.building) return { buildings: [r.building], place: r.building.name }
  if (r.micromarkets.length) {
    const names = new Set(r.micromarkets.map((m) => `${m.city.handle}:${m.name}`))
    return {
      buildings: k.buildings.filter((b) => names.has(`${b.cityHandle}:${b.micromarket}`)),
      place: `${r.micromarkets[0]!.name}, ${r.micromarkets[0]!.city.name}`,
    }
  }
  if (city) return { buildings: k.buildings.filter((b) => b.cityHandle === city.handle), place: city.name }
  return { buildings: k.buildings, place: null }
}

function cheapest(buildings: readonly ChatBuilding[], key: keyof BuildingPrices & keyof typeof PRICE_UNITS): ChatBuilding[] {
  return buildings
    .filter((b) => b.prices[key] !== undefined)
    .sort((a, b) => a.prices[key]! - b.prices[key]! || a.name.localeCompare(b.name))
}

export function priceReply(
  k: ChatKnowledge,
  r: Reading,
  product: ChatProduct,
  city: ChatCity | undefined,
  context: ChatContext,
): ChatReply {
  const keys = PRICE_KEYS[product]!
  const { buildings, place } = inScope(k, r, city)
  const text: string[] = []
  const items: ChatItem[] = []
  for (const key of keys) {
    const offered = cheapest(buildings, key)
    if (offered.length === 0) continue
    const low = offered[0]!.prices[key]!
    const label = key === 'bundle10' ? 'A bundle of 10 day passes' : key === 'bundle5' ? 'A bundle of 5 day passes' : PRODUCT_LABEL[product]
    if (r.building) {
      const room = key === 'conferenceRoom' && r.building.prices.conferenceRoomTitle ? ` (${r.building.prices.conferenceRoomTitle})` : ''
      text.push(`${label} at ${r.building.name} costs ${price(low, key)}${room}.`)
    } else {
      text.push(
        `${label} ${place ? `in ${place}` : 'at our buildings'} starts at ${price(low, key)}, at ${offered[0]!.name} (${offered[0]!.micromarket}${place ? '' : `, ${offered[0]!.cityName}`}).`,
      )
    }
    if (!r.building && items.length === 0) {
      // Across the country, one building per city; within a city or an area, the cheapest few.
      const shown = place ? offered.slice(0, 4) : [...new Map(offered.map((b) => [b.cityHandle, b])).values()].slice(0, 8)
      for (const b of shown)
        items.push({ title: b.name, detail: `${b.micromarket}, ${b.cityName} · ${price(b.prices[key]!, key)}`, href: b.href })
    }
  }
  if (text.length === 0) {
    const where = r.building?.name ?? place ?? 'our buildings'
    return reply(
      {
        topic: 'price',
        text: [
          `${PRODUCT_LABEL[product]} is not on sale at ${where} right now.`,
          `Our team can suggest the nearest building that has one. Raise an enquiry, or call ${k.supportPhone}.`,
        ],
        links: solutionLink(k, product),
        enquiry: enquiryFor(context),
        suggestions: city ? [`Where are your buildings in ${city.name}?`] : ['Which cities are you in?'],
      },
      context,
    )
  }
  text.push('Prices exclude GST.')
  const links = r.building
    ? [{ label: `${r.building.name} page`, href: r.building.href }]
    : city
      ? [{ label: `Workspaces in ${city.name}`, href: city.href }]
      : []
  return reply(
    {
      topic: 'price',
      text,
      items,
      links: [...links, ...solutionLink(k, product)],
      enquiry: enquiryFor(context),
      suggestions: [
        ...(product === 'day-pass' ? ['Day-pass bundle prices'] : ['Day pass prices']),
        product === 'conference-room' ? 'Can I cancel a conference room?' : 'What is the cancellation policy?',
        'Talk to a person',
      ],
    },
    context,
  )
}

export function plansReply(k: ChatKnowledge, r: Reading, city: ChatCity | undefined, context: ChatContext): ChatReply {
  const { buildings, place } = inScope(k, r, city)
  const text = [
    `We have ${k.voPlans.length} virtual-office plans. Each gives your business an address at one of our buildings; prices are per month, and longer terms cost less.`,
  ]
  const low = cheapest(buildings, 'virtualOfficeMonthly')[0]
  if (place && low)
    text.push(
      `${r.building ? `At ${r.building.name}` : `In ${place}`}, a virtual office starts at ${price(low.prices.virtualOfficeMonthly!, 'virtualOfficeMonthly')}${r.building ? '' : ` (${low.name})`}.`,
    )
  else if (place) text.push(`None of our buildings in ${place} offers a virtual office right now.`)
  text.push('Prices exclude GST.')
  return reply(
    {
      topic: 'plans',
      text,
      items: k.voPlans.map((p) => ({ title: p.title, detail: `From ${price(p.fromMonthly, 'virtualOfficeMonthly')} · ${p.summary}` })),
      links: solutionLink(k, 'virtual-office'),
      enquiry: enquiryFor(context),
      suggestions: ['What documents do I get for company registration?', 'Virtual office prices in Mumbai', 'Talk to a person'],
    },
    context,
  )
}

export function solutionReply(k: ChatKnowledge, product: ChatProduct, city: ChatCity | undefined, context: ChatContext): ChatReply {
  const s = k.solutions.find((x) => x.product === product)
  const text = s?.summary ? [s.summary] : []
  const pricedBy = product === 'events' ? 'the date, the number of guests and the set-up' : 'your team size, building and term'
  text.push(
    `${PRODUCT_LABEL[product]} is priced for ${pricedBy}, so our team sends a quote${city ? ` for ${city.name}` : ''}. Raise an enquiry and a workspace expert will call you back within one working day, or call ${k.supportPhone}.`,
  )
  return reply(
    {
      topic: 'solution',
      text,
      links: solutionLink(k, product),
      enquiry: enquiryFor(context),
      suggestions: city
        ? [`Where are your buildings in ${city.name}?`, 'Day pass prices']
        : ['Which cities are you in?', 'Day pass prices'],
    },
    context,
  )
}

export function locationsReply(k: ChatKnowledge, r: Reading, city: ChatCity | undefined, context: ChatContext): ChatReply {
  if (!city) {
    const counts = new Map<string, number>()
    for (const b of k.buildings) counts.set(b.cityHandle, (counts.get(b.cityHandle) ?? 0) + 1)
    const cities = k.cities.filter((c) => counts.has(c.handle))
    return reply(
      {
        topic: 'locations',
        text: [
          `We have ${k.buildings.length} buildings in ${cities.length} cities: ${sentenceList(cities.map((c) => c.name))}. Which city are you looking at?`,
        ],
        items: cities.map((c) => ({ title: `Workspaces in ${c.name}`, detail: `${counts.get(c.handle)} buildings`, href: c.href })),
        suggestions: cities.slice(0, 3).map((c) => `Buildings in ${c.name}`),
      },
      context,
    )
  }
  const { buildings, place } = inScope(k, { ...r, building: undefined }, city)
  const areas = [...new Set(buildings.map((b) => b.micromarket))]
  const text =
    buildings.length === 0
      ? [
          `We have no buildings in ${place} yet. ${city.micromarkets.length ? `In ${city.name} we are in ${sentenceList(city.micromarkets)}.` : ''}`.trim(),
        ]
      : r.micromarkets.length
        ? [`In ${place} we have ${buildings.length === 1 ? 'one building' : `${buildings.length} buildings`}:`]
        : [`We have ${buildings.length} buildings in ${city.name}, in ${sentenceList(areas)}.`]
  return reply(
    {
      topic: 'locations',
      text,
      items: buildings.slice(0, 6).map((b) => ({ title: b.name, detail: `${b.micromarket} · ${b.address}`, href: b.href })),
      links: [{ label: `See all workspaces in ${city.name}`, href: city.href }],
      enquiry: enquiryFor(context),
      suggestions: [`Day pass prices in ${city.name}`, `Virtual office in ${city.name}`, 'Book a visit'],
    },
    context,
  )
}

export function buildingReply(k: ChatKnowledge, r: Reading, context: ChatContext): ChatReply {
  const b = r.building!
  const text = [
    `${b.name} is at ${b.address}, in ${b.micromarket}, ${b.cityName}.${b.contactNumber ? ` You can call the building on ${b.contactNumber}.` : ''}`,
  ]
  const topic = new Set(r.topicStems)
  const asked = b.amenities.filter((a) => terms(a).some((s) => s.length >= 3 && topic.has(s)))
  if (asked.length) text.push(`Yes, ${b.name} has ${sentenceList(asked.map((a) => a.charAt(0).toLowerCase() + a.slice(1)))}.`)
  else if (b.amenities.length)
    text.push(`Amenities include ${sentenceList(b.amenities.slice(0, 6).map((a) => a.charAt(0).toLowerCase() + a.slice(1)))}.`)
  const items: ChatItem[] = []
  const p = b.prices
  if (p.dayPass !== undefined) items.push({ title: 'Day pass', detail: price(p.dayPass, 'dayPass') })
  if (p.conferenceRoom !== undefined)
    items.push({
      title: 'Conference room',
      detail: `${price(p.conferenceRoom, 'conferenceRoom')}${p.conferenceRoomTitle ? ` (${p.conferenceRoomTitle})` : ''}`,
    })
  if (p.bundle5 !== undefined) items.push({ title: 'Bundle of 5 day passes', detail: formatPaise(p.bundle5) })
  if (p.bundle10 !== undefined) items.push({ title: 'Bundle of 10 day passes', detail: formatPaise(p.bundle10) })
  if (p.virtualOfficeMonthly !== undefined)
    items.push({ title: 'Virtual office', detail: `from ${price(p.virtualOfficeMonthly, 'virtualOfficeMonthly')}` })
  if (items.length) text.push('Prices here (excluding GST):')
  return reply(
    {
      topic: 'building',
      text,
      items,
      links: [{ label: `${b.name} page`, href: b.href }],
      enquiry: enquiryFor(context),
      suggestions: ['Book a visit', `Other buildings in ${b.micromarket}`, 'What is the cancellation policy?'],
    },
    context,
  )
}

export function contentReply(passages: { found: PassageMatch[]; stems: Set<string> }, context: ChatContext): ChatReply {
  const { found, stems } = passages
  const [best, second] = found
  const links = [{ label: best!.passage.title, href: best!.passage.href }]
  if (second && second.passage.href !== best!.passage.href && second.score > best!.score * 0.8)
    links.push({ label: second.passage.title, href: second.passage.href })
  return reply(
    {
      topic: 'content',
      text: [capitalise(quote(best!.passage.text, stems))],
      links,
      enquiry: enquiryFor(context),
      suggestions: ['Talk to a person', 'Day pass prices', 'Which cities are you in?'],
    },
    context,
  )
}

export function overviewReply(k: ChatKnowledge, r: Reading, city: ChatCity | undefined, context: ChatContext): ChatReply {
  const { buildings, place } = inScope(k, r, city)
  const items: ChatItem[] = []
  for (const [product, key] of [
    ['day-pass', 'dayPass'],
    ['conference-room', 'conferenceRoom'],
    ['bundle', 'bundle5'],
    ['virtual-office', 'virtualOfficeMonthly'],
  ] as const) {
    const low = cheapest(buildings, key)[0]
    const s = k.solutions.find((x) => x.product === product)
    if (low) items.push({ title: s?.title ?? PRODUCT_LABEL[product], detail: `from ${price(low.prices[key]!, key)}`, href: s?.href })
  }
  return reply(
    {
      topic: 'price',
      text: [
        `Here is what our on-demand products cost${place ? ` in ${place}` : ''}, excluding GST. Private offices, managed offices and All Access are quoted for your team: raise an enquiry for a quote.`,
      ],
      items,
      enquiry: enquiryFor(context),
      suggestions: ['Day pass prices', 'Virtual office plans', 'Talk to a person'],
    },
    context,
  )
}

export function solutionsReply(k: ChatKnowledge, context: ChatContext): ChatReply {
  return reply(
    {
      topic: 'solution',
      text: ['These are our workspace solutions:'],
      items: k.solutions.map((s) => ({ title: s.title, detail: s.summary, href: s.href })),
      suggestions: ['Day pass prices', 'Virtual office plans', 'Talk to a person'],
    },
    context,
  )
}

export function unknownReply(k: ChatKnowledge, context: ChatContext): ChatReply {
  return reply(
    {
      topic: 'unknown',
      text: [
        'I could not find an answer to that on our site.',
        `Our team can help: raise an enquiry and a workspace expert will call you back within one working day, or call ${k.supportPhone}. We have workspaces in ${sentenceList(k.cities.map((c) => c.name))}.`,
      ],
      enquiry: enquiryFor(context),
      suggestions: ['Day pass prices', 'Which cities are you in?', 'What is the cancellation policy?'],
    },
    context,
  )
}

export function notThereReply(k: ChatKnowledge, place: string, context: ChatContext): ChatReply {
  return reply(
    {
      topic: 'locations',
      text: [
        `We do not have workspaces in ${place} yet. We are in ${sentenceList(k.cities.map((c) => c.name))}.`,
        'If you need space there, raise an enquiry and our team will tell you what we can offer.',
      ],
      items: k.cities.map((c) => ({ title: `Workspaces in ${c.name}`, href: c.href })),
      enquiry: { product: null, city: null },
      suggestions: ['Which cities are you in?', 'Talk to a person'],
    },
    context,
  )
}
