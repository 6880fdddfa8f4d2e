import { stem } from './language'
import type { ChatProduct } from './types'

// The words the assistant reads in a question (what it asks, what it names) and the words its replies use.

// --- Reading ---------------------------------------------------------------------------------------------------

export const PRICE_WORDS = new Set([
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
export const LOCATION_WORDS = new Set([
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
export const PLAN_WORDS = new Set([
  'plan',
  'plans',
  'package',
  'packages',
  'options',
  'solutions',
  'products',
  'offer',
  'offers',
  'offerings',
])
export const HUMAN_WORDS = new Set([
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
export const HUMAN_PHRASES = [
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
export const GREETING_WORDS = new Set(['hi', 'hello', 'hey', 'hii', 'namaste', 'good', 'morning', 'afternoon', 'evening', 'there', 'yo'])
export const THANKS_WORDS = new Set([
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
export const PRODUCT_NAMES: [ChatProduct, string[][]][] = [
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

export const CITY_ALIASES: Record<string, string[][]> = {
  bangalore: [['bengaluru'], ['blr'], ['bangaluru']],
  gurgaon: [['gurugram'], ['ggn']],
  mumbai: [['bombay']],
  delhi: [['new', 'delhi']],
  chennai: [['madras']],
  hyderabad: [['hyd']],
  pune: [['poona']],
}

/** Words that many building names share; a building is found by its other words, or by its whole name. */
export const GENERIC_NAME_WORDS = new Set([
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

export const GENERIC_TOPIC_STEMS = new Set(
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
export const PLACE_PREPOSITIONS = new Set(['in', 'at', 'near', 'around'])
export const NOT_PLACES = new Set([
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

// --- Replying --------------------------------------------------------------------------------------------------

export const PRICE_UNITS: Record<'dayPass' | 'conferenceRoom' | 'bundle5' | 'bundle10' | 'virtualOfficeMonthly', string> = {
  dayPass: 'a day',
  conferenceRoom: 'an hour',
  bundle5: 'for 5 day passes',
  bundle10: 'for 10 day passes',
  virtualOfficeMonthly: 'a month',
}

export const PRODUCT_LABEL: Record<ChatProduct, string> = {
  'day-pass': 'A day pass',
  'conference-room': 'A conference room',
  bundle: 'A day-pass bundle',
  'virtual-office': 'A virtual office',
  'private-office': 'A private office',
  'all-access': 'All Access',
  events: 'An event space',
  'managed-office': 'A managed office',
}

export const SOLUTION_NAME: Record<ChatProduct, string> = {
  'day-pass': 'day passes',
  'conference-room': 'conference rooms',
  bundle: 'day-pass bundles',
  'virtual-office': 'virtual offices',
  'private-office': 'private offices',
  'all-access': 'All Access',
  events: 'event spaces',
  'managed-office': 'managed offices',
}

export const PRICE_KEYS: Partial<Record<ChatProduct, (keyof typeof PRICE_UNITS)[]>> = {
  'day-pass': ['dayPass'],
  'conference-room': ['conferenceRoom'],
  bundle: ['bundle5', 'bundle10'],
  'virtual-office': ['virtualOfficeMonthly'],
}
