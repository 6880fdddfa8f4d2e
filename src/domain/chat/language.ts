import { editDistance, normalise } from '../search/rank'

// The words of a question, as the assistant compares them: normalised, without filler words, reduced to a simple stem
// ('rooms' → 'room', 'cancelled' → 'cancel'), and matched with a typo or two ('bangalor' finds Bangalore).

const STOPWORDS = new Set(
  (
    'a an the is are was were be been am do does did you your yours i me my mine we us our ours it its this that these those there here ' +
    'to of in on at for from with by about as into over under up down out off than then so too very just also and or but if not no ' +
    'can could would will shall should may might must have has had having get got give tell know want need like please pls kindly ' +
    'what which who whom whose how when where why any some all each every much many more most other such only own same ' +
    'hi hello hey thanks thank ok okay yes yeah sir madam maam one ' +
    'allowed allow permitted possible available inside outside there here also long take takes took usually'
  ).split(' '),
)

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word)
}

/** Words that keep their meaning under different endings, mapped to one form. */
const CANONICAL: Record<string, string> = {
  cancellation: 'cancel',
  cancellations: 'cancel',
  canceled: 'cancel',
  canceling: 'cancel',
  cancelled: 'cancel',
  cancelling: 'cancel',
  refundable: 'refund',
  refunds: 'refund',
  timings: 'time',
  timing: 'time',
  facilities: 'amenity',
  facility: 'amenity',
  amenities: 'amenity',
  centre: 'center',
  centres: 'center',
  centers: 'center',
  offices: 'office',
  rupees: 'rupee',
  rs: 'rupee',
  inr: 'rupee',
}

/** A light stem: enough to match plurals and -ed/-ing forms of the same word. */
export function stem(word: string): string {
  const canonical = CANONICAL[word]
  if (canonical) return canonical
  if (word.length <= 3 || /\d/.test(word)) return word
  let w = word
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`
  else if (/(ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2)
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1)
  const before = w
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3)
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2)
  // 'stopped' → 'stopp' → 'stop'
  if (w !== before && /([^aeiouls])\1$/.test(w)) w = w.slice(0, -1)
  // 'include', 'included' and 'including' all become 'includ'
  else if (w === before && w.endsWith('e') && w.length > 4 && !w.endsWith('ee')) w = w.slice(0, -1)
  return CANONICAL[w] ?? w
}

const joinCompounds = (text: string) => text.replace(/wi-?fi/gi, 'wifi').replace(/e-?mail/gi, 'email')

/** The normalised words of a text, in order (filler words included). */
export function words(text: string): string[] {
  return normalise(joinCompounds(text)).split(' ').filter(Boolean)
}

/** The same words as `words`, as they were typed (capitals kept); empty when they do not line up one to one. */
export function typedWords(text: string): string[] {
  const typed = joinCompounds(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
  const lower = words(text)
  return typed.length === lower.length && typed.every((w, i) => w.toLowerCase() === lower[i]) ? typed : []
}

/**
 * Other words the site's pages use for what a question asks: 'is GST included' is answered by 'exclusive of GST',
 * 'timings' by opening hours, 'dog' by the rule on pets. Applied to a question's stems, never to the pages.
 */
const SYNONYMS: Record<string, string[]> = {
  include: ['exclusive', 'inclusive', 'exclude'],
  time: ['hour', 'open', 'pm'],
  dog: ['pet', 'animal'],
  cat: ['pet', 'animal'],
  wifi: ['internet'],
  internet: ['wifi'],
  cancel: ['refund'],
  refund: ['cancel'],
  invoice: ['gst'],
  visit: ['tour'],
  tour: ['visit'],
}

let synonymsByStem: Map<string, string[]> | undefined

/** The site's other words for a question's stem (stems too). */
export function synonymsOf(stemmed: string): string[] {
  synonymsByStem ??= new Map(Object.entries(SYNONYMS).map(([word, others]) => [stem(word), others.map(stem)]))
  return synonymsByStem.get(stemmed) ?? []
}

/** The stems of the meaningful words of a text. */
export function terms(text: string): string[] {
  return words(text)
    .filter((w) => !STOPWORDS.has(w))
    .map(stem)
}

const allowedTypos = (word: string) => (word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0)

/** One typed word against one known word: equal, or within the typos its length allows. */
export function sameWord(typed: string, known: string): boolean {
  if (typed === known) return true
  const typos = allowedTypos(known)
  return typos > 0 && editDistance(typed, known, typos) <= typos
}

/**
 * Where a name (one or more words) appears in the typed words, allowing typos; -1 when it does not. Used for
 * cities, micromarkets and building names, so 'bandra kurla' finds 'Bandra Kurla Complex' only when the name's
 * distinctive words are there.
 */
export function findName(typed: readonly string[], nameWords: readonly string[]): number {
  if (nameWords.length === 0 || nameWords.length > typed.length) return -1
  for (let i = 0; i + nameWords.length <= typed.length; i++) {
    if (nameWords.every((w, j) => sameWord(typed[i + j]!, w))) return i
  }
  return -1
}
