import { findPassages, read } from './reading'
import {
  buildingReply,
  contentReply,
  greetingReply,
  humanReply,
  locationsReply,
  notThereReply,
  overviewReply,
  plansReply,
  priceReply,
  solutionReply,
  solutionsReply,
  thanksReply,
  unknownReply,
} from './replies'
import { terms } from './language'
import type { ChatContext, ChatKnowledge, ChatReply } from './types'
import { GREETING_WORDS, PRICE_KEYS, THANKS_WORDS } from './vocabulary'

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

export function answerQuestion(question: ChatQuestion, k: ChatKnowledge): ChatReply {
  const r = read(question.message, k)
  const pageCity = k.cities.find((c) => question.page?.toLowerCase().split(/[/?#]/)[1] === c.handle)?.handle
  const before: ChatContext = { ...question.context, city: question.context?.city ?? pageCity }
  const named = r.typed.filter((_, i) => r.consumed[i])
  const onlyWords = (set: Set<string>) => r.typed.length > 0 && r.typed.every((w) => set.has(w))

  if (onlyWords(GREETING_WORDS)) return greetingReply(k, before)
  if (onlyWords(THANKS_WORDS)) return thanksReply(before)

  // A follow-up that only names a place ('and in Pune?') keeps the product of the previous question.
  const followUp = !r.product && !r.asksWhere && r.topicStems.length === 0 && (r.asksPrice || Boolean(r.city))
  const product = r.product ?? (followUp ? before.product : undefined)
  const city = r.city ?? (r.asksPrice || r.product ? k.cities.find((c) => c.handle === before.city) : undefined)
  const context: ChatContext = { city: city?.handle ?? before.city, product: product ?? before.product }

  if (r.asksPerson && !r.building) return humanReply(k, context)

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
