import type { EnquiryProduct } from '../leads/enquiry-products'
import type { PassageIndex } from './passages'

// What the chat assistant knows: a snapshot of the site's own content (cities, buildings with their prices, the
// solutions, virtual-office plans, and the text of the pages), rebuilt when the content changes. Prices are paise.

export interface ChatCity {
  handle: string
  name: string
  href: string
  micromarkets: string[]
}

/** The headline prices a building sells, each present only while the product is on sale there. */
export interface BuildingPrices {
  dayPass?: number
  conferenceRoom?: number
  /** The room the conference-room price is for, e.g. '8-seat room, per hour'. */
  conferenceRoomTitle?: string
  bundle5?: number
  bundle10?: number
  /** The lowest virtual-office price per month over the building's plans. */
  virtualOfficeMonthly?: number
}

export interface ChatBuilding {
  name: string
  href: string
  cityHandle: string
  cityName: string
  micromarket: string
  address: string
  contactNumber?: string
  amenities: string[]
  prices: BuildingPrices
}

export interface ChatSolution {
  product: ChatProduct
  title: string
  href: string
  summary: string
}

export interface ChatVoPlan {
  title: string
  summary: string
  features: string[]
  /** The lowest price per month of the plan over the buildings that sell it (or its list price). */
  fromMonthly: number
}

export interface ChatKnowledge {
  siteName: string
  supportPhone: string
  supportEmail?: string
  cities: ChatCity[]
  buildings: ChatBuilding[]
  solutions: ChatSolution[]
  voPlans: ChatVoPlan[]
  passages: PassageIndex
}

/**
 * What the visitor may ask about. The catalogue products have prices per building; the others are quoted by the team.
 * Each maps to the lead form's 'What are you looking for?' option.
 */
export const CHAT_PRODUCTS = [
  'day-pass',
  'conference-room',
  'bundle',
  'virtual-office',
  'private-office',
  'all-access',
  'events',
  'managed-office',
] as const
export type ChatProduct = (typeof CHAT_PRODUCTS)[number]

export const ENQUIRY_PRODUCT_FOR: Record<ChatProduct, EnquiryProduct> = {
  'day-pass': 'day-pass',
  'conference-room': 'conference-room',
  bundle: 'day-pass',
  'virtual-office': 'virtual-office',
  'private-office': 'private-office-space',
  'all-access': 'all-access',
  events: 'event-spaces',
  'managed-office': 'workplace',
}

/** What the conversation is about so far; the client sends back what the last reply returned. */
export interface ChatContext {
  city?: string
  product?: ChatProduct
}

export const CHAT_TOPICS = [
  'greeting',
  'thanks',
  'human',
  'building',
  'price',
  'plans',
  'locations',
  'solution',
  'content',
  'unknown',
] as const
export type ChatTopic = (typeof CHAT_TOPICS)[number]

export interface ChatItem {
  title: string
  detail?: string
  href?: string
}

export interface ChatReply {
  topic: ChatTopic
  /** Paragraphs of plain text. */
  text: string[]
  items: ChatItem[]
  links: { label: string; href: string }[]
  /** Questions the visitor may ask next. */
  suggestions: string[]
  /** Set when the assistant offers to pass the conversation to the team as an enquiry. */
  enquiry: { product: EnquiryProduct | null; city: string | null } | null
  context: ChatContext
}
