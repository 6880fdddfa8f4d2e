import type { VoPlanHandle } from '@/domain/catalogue/product-types'
import type { GuidedProduct } from './products'

// The questions of each journey, in order. Values are what the query string carries (?team=11-50&area=indiranagar).

export const TEAM_SIZES = ['1-10', '11-50', '51-200', '200-plus'] as const
export type TeamSize = (typeof TEAM_SIZES)[number]

export const MOVE_IN = ['this-month', '1-3-months', 'later'] as const
export type MoveIn = (typeof MOVE_IN)[number]

export const FREQUENCIES = ['few-days-a-month', 'most-days'] as const
export type Frequency = (typeof FREQUENCIES)[number]

export const VO_PURPOSES = ['business-address', 'company-registration', 'gst-registration'] as const
export type VoPurpose = (typeof VO_PURPOSES)[number]

export const EVENT_KINDS = ['event', 'shoot', 'offsite'] as const
export type EventKind = (typeof EVENT_KINDS)[number]

export const GUEST_COUNTS = ['up-to-20', '21-60', '60-plus'] as const
export type GuestCount = (typeof GUEST_COUNTS)[number]

/** The micromarket answer that means 'no preference'. */
export const ANYWHERE = 'anywhere'

/** The virtual-office plan each purpose is sold as (spec: VO plan handles). */
export const VO_PURPOSE_PLAN: Readonly<Record<VoPurpose, VoPlanHandle>> = {
  'business-address': 'business-address-vo-package',
  'company-registration': 'business-registration-vo-package',
  'gst-registration': 'gst-registration-vo-package',
}

/** Every answer a journey can hold. Keys are the query-string names. */
export interface Answers {
  team?: TeamSize
  movein?: MoveIn
  frequency?: Frequency
  purpose?: VoPurpose
  kind?: EventKind
  guests?: GuestCount
  /** A micromarket handle of the city, or ANYWHERE. */
  area?: string
}

export type QuestionId = keyof Answers

export interface QuestionOption {
  value: string
  label: string
  hint?: string
}

export interface Question {
  id: QuestionId
  /** The question itself, shown as the fieldset legend. `{city}` is replaced with the city name. */
  legend: string
  /** What the answer is called in summaries ('Team size: 11–50 people'). */
  name: string
  hint?: string
  /** Fixed options, or the city's micromarkets plus 'Anywhere'. */
  options: readonly QuestionOption[] | 'micromarkets'
}

const AREA: Question = {
  id: 'area',
  legend: 'Which part of {city} suits you best?',
  name: 'Area',
  hint: 'Pick the neighbourhood closest to your team or your clients.',
  options: 'micromarkets',
}

const QUESTIONS: Readonly<Record<GuidedProduct, readonly Question[]>> = {
  'private-office-space': [
    {
      id: 'team',
      legend: 'How big is your team?',
      name: 'Team size',
      options: [
        { value: '1-10', label: '1 to 10 people' },
        { value: '11-50', label: '11 to 50 people' },
        { value: '51-200', label: '51 to 200 people' },
        { value: '200-plus', label: 'More than 200 people', hint: 'We will plan a floor or a managed office with you.' },
      ],
    },
    {
      id: 'movein',
      legend: 'When would you like to move in?',
      name: 'Move-in',
      options: [
        { value: 'this-month', label: 'This month', hint: 'Furnished offices are usually ready in 7 days.' },
        { value: '1-3-months', label: 'In 1 to 3 months' },
        { value: 'later', label: 'Later, or just exploring' },
      ],
    },
    AREA,
  ],
  'co-working-space': [
    {
      id: 'frequency',
      legend: 'How often will you come in?',
      name: 'How often',
      options: [
        { value: 'few-days-a-month', label: 'A few days a month', hint: 'Day passes, or a bundle of 5 or 10 at a lower price per day.' },
        { value: 'most-days', label: 'Most days of the week', hint: 'All Access Plus: one monthly membership for every building.' },
      ],
    },
    AREA,
  ],
  'virtual-office': [
    {
      id: 'purpose',
      legend: 'What do you need the address for?',
      name: 'Purpose',
      options: [
        { value: 'business-address', label: 'A business address', hint: 'For your website, invoices, visiting cards and mail.' },
        { value: 'company-registration', label: 'Company registration', hint: 'A registered office for a company, LLP or branch.' },
        { value: 'gst-registration', label: 'GST registration', hint: 'A principal or additional place of business under GST.' },
      ],
    },
    AREA,
  ],
  'events-and-shoots': [
    {
      id: 'kind',
      legend: 'What are you planning?',
      name: 'Planning',
      options: [
        { value: 'event', label: 'An event', hint: 'Launches, town halls, workshops, meetups.' },
        { value: 'shoot', label: 'A photo or video shoot' },
        { value: 'offsite', label: 'A team offsite' },
      ],
    },
    {
      id: 'guests',
      legend: 'How many people will attend?',
      name: 'People',
      options: [
        { value: 'up-to-20', label: 'Up to 20' },
        { value: '21-60', label: '21 to 60' },
        { value: '60-plus', label: 'More than 60' },
      ],
    },
    AREA,
  ],
}

export function questionsFor(product: GuidedProduct): readonly Question[] {
  return QUESTIONS[product]
}

export interface MicromarketChoice {
  handle: string
  name: string
}

/** The options a visitor chooses from: fixed ones, or the city's micromarkets then 'Anywhere in {city}'. */
export function optionsFor(question: Question, micromarkets: readonly MicromarketChoice[], cityName: string): QuestionOption[] {
  if (question.options !== 'micromarkets') return [...question.options]
  return [...micromarkets.map((m) => ({ value: m.handle, label: m.name })), { value: ANYWHERE, label: `Anywhere in ${cityName}` }]
}

export function legendFor(question: Question, cityName: string): string {
  return question.legend.replace('{city}', cityName)
}
