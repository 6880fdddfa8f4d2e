import { formatPaise } from '@/domain/money'
import { findName, isStopword, sameWord, stem, synonymsOf, terms, typedWords, words } from './language'
import { correctStem, quote, searchPassages, type PassageMatch } from './passages'
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

// The built-in assistant: answers a visitor's question from the site's own content. It finds what the question names
// (a building, an area, a city, a product) and what it asks (a price, where, a person, or something the pages say),
// and answers with figures from the catalogue or a quoted passage with a link to its page. When it cannot answer,
// or the question is for a person, it offers to pass the conversation to the team as an enquiry.

export interface ChatQuestion {
  message: string
  context?: ChatContext
  /** The page the chat is open on: a city or building page makes its city the one the conversation is about. */
  page?: string
}

const PRICE_WORDS = new Set([
  'price',
  'prices',
  'pricing',
  'priced',
  'cost',
  'costs',
  'costing',
  'rate',
  'rates',
  'charge',
  'charges',
  'fee',
  'fees',
  'tariff',
  'cheap',
  'cheaper',
  'cheapest',
  'expensive',
  'afford',
  'affordable',
  'budget',
  'rupee',
  'rupees',
  'rs',
  'inr',
])
const LOCATION_WORDS = new Set([
  'where',
  'address',
  'located',
  'location',
  'locations',
  'centre',
  'centres',
  'center',
  'centers',
  'branch',
  'branches',
  'building',
  'buildings',
  'near',
  'nearby',
  'nearest',
  'area',
  'areas',
  'city',
  'cities',
  'directions',
  'reach',
])
const PLAN_WORDS = new Set(['plan', 'plans', 'package', 'packages', 'options', 'solutions', 'products', 'offer', 'offers', 'offerings'])
const HUMAN_WORDS = new Set([
  'human',
  'agent',
  'someone',
  'somebody',
  'representative',
  'callback',
  'sales',
  'salesperson',
  'enquiry',
  'enquire',
  'inquiry',
  'inquire',
  'quote',
  'quotation',
  'consultant',
  'expert',
])
const HUMAN_PHRASES = [
  ['talk', 'to'],
  ['speak', 'to'],
  ['speak', 'with'],
  ['talk', 'with'],
  ['call', 'me'],
  ['call', 'back'],
  ['contact', 'me'],
  ['contact', 'you'],
  ['contact', 'us'],
  ['contact', 'support'],
  ['contact', 'the', 'team'],
  ['customer', 'care'],
  ['customer', 'support'],
  ['get', 'in', 'touch'],
]
const GREETING_WORDS = new Set(['hi', 'hello', 'hey', 'hii', 'namaste', 'good', 'morning', 'afternoon', 'evening', 'there', 'yo'])
const THANKS_WORDS = new Set([
  'thanks',
  'thank',
  'thx',
  'ty',
  'you',
  'so',
  'much',
  'great',
  'ok',
  'okay',
  'cool',
  'that',
  'helps',
  'helped',
  'perfect',
])

/** Products, most specific first: a question with 'day pass bundle' is about bundles. */
const PRODUCT_NAMES: [ChatProduct, string[][]][] = [
  ['bundle', [['bundle'], ['bundles'], ['credits']]],
  [
    'conference-room',
    [
      ['conference', 'room'],
      ['conference', 'rooms'],
      ['conference'],
      ['meeting', 'room'],
      ['meeting', 'rooms'],
      ['board', 'room'],
      ['boardroom'],
    ],
  ],
  [
    'day-pass',
    [['day', 'pass'], ['day', 'passes'], ['daypass'], ['hot', 'desk'], ['hotdesk'], ['drop', 'in'], ['coworking'], ['co', 'working']],
  ],
  [
    'virtual-office',
    [['virtual'], ['business', 'address'], ['registered', 'office'], ['gst', 'registration'], ['company', 'registration'], ['vo']],
  ],
  ['all-access', [['all', 'access']]],
  ['managed-office', [['managed', 'office'], ['managed', 'offices'], ['enterprise'], ['headquarters'], ['workplace']]],
  [
    'private-office',
    [['private'], ['cabin'], ['cabins'], ['dedicated', 'office'], ['office', 'space'], ['team', 'office'], ['office'], ['offices']],
  ],
  ['events', [['event'], ['events'], ['studio'], ['studios'], ['shoot'], ['photoshoot'], ['podcast'], ['workshop'], ['offsite']]],
]

const CITY_ALIASES: Record<string, string[][]> = {
  bangalore: [['bengaluru'], ['blr'], ['bangaluru']],
  gurgaon: [['gurugram'], ['ggn']],
  mumbai: [['bombay']],
  delhi: [['new', 'delhi']],
  chennai: [['madras']],
  hyderabad: [['hyd']],
  pune: [['poona']],
}

/** Words that many building names share; a building is found by its other words, or by its whole name. */
const GENERIC_NAME_WORDS = new Set([
  'house',
  'court',
  'tower',
  'towers',
  'plaza',
  'square',
  'chambers',
  'works',
  'point',
  'block',
  'exchange',
  'offices',
  'pavilion',
  'commons',
  'terraces',
  'one',
  'centre',
  'center',
  'park',
])

const GENERIC_TOPIC_STEMS = new Set(
  [
    'office',
    'workspace',
    'space',
    'desk',
    'seat',
    'seater',
    'room',
    'work',
    'team',
    'people',
    'employee',
    'company',
    'business',
    'book',
    'member',
    'membership',
    'policy',
    'policies',
    'rule',
    'rules',
  ].map(stem),
)
/** Capitalised words after these, that name nothing we know, are taken as a place we are not in ('offices in Kolkata'). */
const PLACE_PREPOSITIONS = new Set(['in', 'at', 'near', 'around'])
const NOT_PLACES = new Set([
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'india',
  'gst',
])

const PRICE_UNITS: Record<'dayPass' | 'conferenceRoom' | 'bundle5' | 'bundle10' | 'virtualOfficeMonthly', string> = {
  dayPass: 'a day',
  conferenceRoom: 'an hour',
  bundle5: 'for 5 day passes',
  bundle10: 'for 10 day passes',
  virtualOfficeMonthly: 'a month',
}

const PRODUCT_LABEL: Record<ChatProduct, string> = {
  'day-pass': 'A day pass',
  'conference-room': 'A conference room',
  bundle: 'A day-pass bundle',
  'virtual-office': 'A virtual office',
  'private-office': 'A private office',
  'all-access': 'All Access',
  events: 'An event space',
  'managed-office': 'A managed office',
}

const SOLUTION_NAME: Record<ChatProduct, string> = {
  'day-pass': 'day passes',
  'conference-room': 'conference rooms',
  bundle: 'day-pass bundles',
  'virtual-office': 'virtual offices',
  'private-office': 'private offices',
  'all-access': 'All Access',
  events: 'event spaces',
  'managed-office': 'managed offices',
}

const PRICE_KEYS: Partial<Record<ChatProduct, (keyof typeof PRICE_UNITS)[]>> = {
  'day-pass': ['dayPass'],
  'conference-room': ['conferenceRoom'],
  bundle: ['bundle5', 'bundle10'],
  'virtual-office': ['virtualOfficeMonthly'],
}

const price = (paise: number, key: keyof typeof PRICE_UNITS) => `${formatPaise(paise)} ${PRICE_UNITS[key]}`
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const sentenceList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/** What the question names and asks, read once. */
interface Reading {
  typed: string[]
  consumed: boolean[]
  building?: ChatBuilding
  micromarkets: { city: ChatCity; name: string }[]
  city?: ChatCity
  product?: ChatProduct
  asksPrice: boolean
  asksWhere: boolean
  asksPlans: boolean
  asksPerson: boolean
  /** Stems that are not names, products or the kind of question: what the question is about ('cancel', 'parking'). */
  topicStems: string[]
  /** Words too common on this site to say what a question is about ('office', 'book'); they only help rank passages. */
  hintStems: string[]
  /** The words that named the product, and those that asked for a price: they weigh more than other names in choosing a passage. */
  productWords: string[]
  priceWords: string[]
  /** A place the question names that is none of ours ('Kolkata'). */
  unknownPlace?: string
}

function consume(reading: Reading, at: number, length: number) {
  for (let i = at; i < at + length; i++) reading.consumed[i] = true
}

/** Finds a name among the words not yet taken by another name; marks its words taken. */
function take(reading: Reading, name: readonly string[]): boolean {
  const free = reading.typed.map((w, i) => (reading.consumed[i] ? '\u0000' : w))
  const at = findName(free, name)
  if (at < 0) return false
  consume(reading, at, name.length)
  return true
}

function read(message: string, k: ChatKnowledge): Reading {
  const typed = words(message)
  const reading: Reading = {
    typed,
    consumed: typed.map(() => false),
    micromarkets: [],
    asksPrice: false,
    asksWhere: false,
    asksPlans: false,
    asksPerson: false,
    topicStems: [],
    hintStems: [],
    productWords: [],
    priceWords: [],
  }

  // The site's own name says nothing about the question ('does Sthana have…').
  for (const w of words(k.siteName)) while (take(reading, [w]));
  // Whole building names first ('Studio Block' is a building, not a studio), then areas, cities, and buildings by their distinctive first word.
  reading.building = k.buildings.find((b) => take(reading, words(b.name)))
  for (const city of k.cities) {
    for (const name of city.micromarkets) if (take(reading, words(name))) reading.micromarkets.push({ city, name })
  }
  reading.city = k.cities.find(
    (c) =>
      take(reading, words(c.name)) || take(reading, [c.handle]) || (CITY_ALIASES[c.handle] ?? []).some((alias) => take(reading, alias)),
  )
  if (reading.city) reading.micromarkets = reading.micromarkets.filter((m) => m.city.handle === reading.city!.handle)
  else if (reading.micromarkets.length) reading.city = reading.micromarkets[0]!.city
  if (!reading.building) {
    reading.building = k.buildings.find((b) => {
      const first = words(b.name)[0]
      return (
        first !== undefined &&
        first.length >= 4 &&
        !GENERIC_NAME_WORDS.has(first) &&
        !PRODUCT_NAMES.some(([, names]) => names.some((n) => n.includes(first))) &&
        take(reading, [first])
      )
    })
  }
  if (reading.building && !reading.city) reading.city = k.cities.find((c) => c.handle === reading.building!.cityHandle)

  const beforeProducts = [...reading.consumed]
  for (const [product, names] of PRODUCT_NAMES) {
    if (names.some((name) => take(reading, name))) {
      reading.product ??= product
      // Also take the other names of the same product ('conference room' leaves 'room' otherwise).
      for (const name of names) take(reading, name)
    }
  }
  reading.productWords = typed.filter((_, i) => reading.consumed[i] && !beforeProducts[i])

  typed.forEach((w, i) => {
    if (reading.consumed[i]) return
    const mark = (set: Set<string>) => {
      // A typo is forgiven only in a longer word that is not itself a common one ('there' is not 'where').
      if (!set.has(w) && !(w.length >= 6 && !isStopword(w) && [...set].some((known) => known.length >= 6 && sameWord(w, known))))
        return false
      reading.consumed[i] = true
      return true
    }
    if (mark(PRICE_WORDS)) {
      reading.asksPrice = true
      reading.priceWords.push(w)
    } else if (mark(LOCATION_WORDS)) reading.asksWhere = true
    else if (mark(PLAN_WORDS)) reading.asksPlans = true
    else if (mark(HUMAN_WORDS)) reading.asksPerson = true
  })
  for (let i = 0; i + 1 < typed.length; i++) {
    if (typed[i] === 'how' && typed[i + 1] === 'much') {
      reading.asksPrice = true
      consume(reading, i, 2)
    }
  }
  if (HUMAN_PHRASES.some((p) => take(reading, p))) reading.asksPerson = true
  const asTyped = typedWords(message)
  const place = asTyped.findIndex(
    (w, i) =>
      i > 0 && !reading.consumed[i] && /^[A-Z][a-z]{3,}$/.test(w) && PLACE_PREPOSITIONS.has(typed[i - 1]!) && !NOT_PLACES.has(typed[i]!),
  )
  if (place > 0 && !reading.city) {
    reading.unknownPlace = asTyped[place]
    reading.consumed[place] = true
  }
  const rest = terms(typed.filter((_, i) => !reading.consumed[i]).join(' '))
  const isHint = (s: string) => GENERIC_TOPIC_STEMS.has(s) || /^\d+$/.test(s)
  reading.topicStems = rest.filter((s) => !isHint(s))
  reading.hintStems = rest.filter(isHint)
  return reading
}

// --- Replies -------------------------------------------------------------------------------------------------------

function reply(partial: Partial<ChatReply> & Pick<ChatReply, 'topic' | 'text'>, context: ChatContext): ChatReply {
  return { items: [], links: [], suggestions: [], enquiry: null, context, ...partial }
}

/** The enquiry the assistant offers, filled in with what the conversation is about. */
const enquiryFor = (context: ChatContext): ChatReply['enquiry'] => ({
  product: context.product ? ENQUIRY_PRODUCT_FOR[context.product] : null,
  city: context.city ?? null,
})

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

function priceReply(k: ChatKnowledge, r: Reading, product: ChatProduct, city: ChatCity | undefined, context: ChatContext): ChatReply {
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

function plansReply(k: ChatKnowledge, r: Reading, city: ChatCity | undefined, context: ChatContext): ChatReply {
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

function solutionReply(k: ChatKnowledge, product: ChatProduct, city: ChatCity | undefined, context: ChatContext): ChatReply {
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

function locationsReply(k: ChatKnowledge, r: Reading, city: ChatCity | undefined, context: ChatContext): ChatReply {
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

function buildingReply(k: ChatKnowledge, r: Reading, context: ChatContext): ChatReply {
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

function contentReply(passages: { found: PassageMatch[]; stems: Set<string> }, context: ChatContext): ChatReply {
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

/**
 * Passages that answer the question, or none. The question's own words (with the site's words for them) must be in
 * the passage: all of them when there are one or two, all but one when there are more. Product and place names only
 * help to choose between passages that qualify.
 */
function findPassages(k: ChatKnowledge, r: Reading, extra: readonly string[]) {
  if (r.topicStems.length === 0) return null
  const topic = [...new Set(r.topicStems)].map((t) =>
    [t, ...synonymsOf(t)].map((s) => correctStem(k.passages, s)).filter((s): s is string => s !== null),
  )
  const hints = [...extra.map(stem), ...r.hintStems].filter((s) => k.passages.postings.has(s))
  // A named product narrows the answer ('refund' for day passes, not rooms); a price word says the question is about prices.
  const weights = new Map<string, number>(hints.map((h) => [h, 0.3]))
  for (const w of [...r.productWords, ...r.priceWords]) weights.set(stem(w), 0.7)
  for (const forms of topic) forms.forEach((f, i) => weights.set(f, i === 0 ? 1 : 0.8))
  const needed = topic.length <= 2 ? topic.length : topic.length - 1
  const found = searchPassages(k.passages, [...topic.flat(), ...hints], weights, 12).filter(
    (p) => topic.filter((forms) => forms.some((f) => p.matched.has(f))).length >= needed,
  )
  return found.length ? { found, stems: new Set([...topic.flat(), ...hints]) } : null
}

export function answerQuestion(question: ChatQuestion, k: ChatKnowledge): ChatReply {
  const r = read(question.message, k)
  const pageCity = k.cities.find((c) => question.page?.toLowerCase().split(/[/?#]/)[1] === c.handle)?.handle
  const before: ChatContext = { ...question.context, city: question.context?.city ?? pageCity }
  const named = r.typed.filter((_, i) => r.consumed[i])
  const onlyWords = (set: Set<string>) => r.typed.length > 0 && r.typed.every((w) => set.has(w))

  if (onlyWords(GREETING_WORDS)) {
    return reply(
      {
        topic: 'greeting',
        text: [
          `Hello! I answer questions about ${k.siteName}: our workspaces, prices, locations and policies. For anything else I can pass you to our team.`,
        ],
        suggestions: ['Day pass prices', 'Virtual office plans', 'Which cities are you in?', 'Talk to a person'],
      },
      before,
    )
  }
  if (onlyWords(THANKS_WORDS))
    return reply(
      {
        topic: 'thanks',
        text: ['You are welcome! Anything else I can help with?'],
        suggestions: ['Talk to a person', 'Which cities are you in?'],
      },
      before,
    )

  // A follow-up that only names a place ('and in Pune?') keeps the product of the previous question.
  const followUp = !r.product && !r.asksWhere && r.topicStems.length === 0 && (r.asksPrice || Boolean(r.city))
  const product = r.product ?? (followUp ? before.product : undefined)
  const city = r.city ?? (r.asksPrice || r.product ? k.cities.find((c) => c.handle === before.city) : undefined)
  const context: ChatContext = { city: city?.handle ?? before.city, product: product ?? before.product }

  if (r.asksPerson && !r.building) {
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

  if (r.unknownPlace) return notThereReply(k, r.unknownPlace, context)
  const passages = findPassages(k, r, named)
  if (r.building) {
    const asksAmenity = r.building.amenities.some((a) => terms(a).some((s) => s.length >= 3 && r.topicStems.includes(s)))
    if (asksAmenity) return buildingReply(k, r, context)
    if (product && PRICE_KEYS[product]) return priceReply(k, r, product, city, context)
    if (passages && !r.asksPrice && !r.asksWhere) return contentReply(passages, context)
    return buildingReply(k, r, context)
  }
  // A question about something the pages explain ('cancel', 'refund', 'GST') is answered from them, even when it
  // names a product; a price question about a product is answered from the catalogue.
  if (passages && !(r.asksPrice && product)) return contentReply(passages, context)
  if (product === 'virtual-office' && (r.asksPlans || !r.asksPrice || !city)) return plansReply(k, r, city, context)
  if (product && PRICE_KEYS[product]) return priceReply(k, r, product, city, context)
  if (product) return solutionReply(k, product, city, context)
  if (r.asksWhere || r.city || r.micromarkets.length) return locationsReply(k, r, r.city, context)
  if (r.asksPrice) return overviewReply(k, r, city, context)
  if (r.asksPlans) return solutionsReply(k, context)
  return unknownReply(k, context)
}

function overviewReply(k: ChatKnowledge, r: Reading, city: ChatCity | undefined, context: ChatContext): ChatReply {
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

function solutionsReply(k: ChatKnowledge, context: ChatContext): ChatReply {
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

function unknownReply(k: ChatKnowledge, context: ChatContext): ChatReply {
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

function notThereReply(k: ChatKnowledge, place: string, context: ChatContext): ChatReply {
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
