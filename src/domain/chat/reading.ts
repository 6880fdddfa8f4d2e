import { findName, isStopword, sameWord, stem, synonymsOf, terms, typedWords, words } from './language'
import { correctStem, searchPassages } from './passages'
import type { ChatBuilding, ChatCity, ChatKnowledge, ChatProduct } from './types'
import {
  CITY_ALIASES,
  GENERIC_NAME_WORDS,
  GENERIC_TOPIC_STEMS,
  HUMAN_PHRASES,
  HUMAN_WORDS,
  LOCATION_WORDS,
  NOT_PLACES,
  PLACE_PREPOSITIONS,
  PLAN_WORDS,
  PRICE_WORDS,
  PRODUCT_NAMES,
} from './vocabulary'

// Reading a question: which building, area, city and product it names, what kind of question it is (a price, where,
// the plans, a person), what else it is about, and the passages of the site's pages that answer it.

/** What the question names and asks, read once. */
export interface Reading {
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

export function read(message: string, k: ChatKnowledge): Reading {
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

/**
 * Passages that answer the question, or none. The question's own words (with the site's words for them) must be in
 * the passage: all of them when there are one or two, all but one when there are more. Product and place names only
 * help to choose between passages that qualify.
 */
export function findPassages(k: ChatKnowledge, r: Reading, extra: readonly string[]) {
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
