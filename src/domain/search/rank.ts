// Ranking for the Ctrl+K palette: every word typed must match a word of the target (its start, inside it, or within
// one or two typos), so 'bangalor indranagar' finds Meridian Tower in Indiranagar, Bangalore. Pure, and fast enough
// for thousands of targets on every key press (no allocation per comparison beyond the small edit-distance rows).

export interface SearchTarget {
  id: string
  title: string
  /** Shown under the title: micromarket and city, or the kind of page. */
  subtitle?: string
  href: string
  kind: 'page' | 'product' | 'city' | 'building' | 'account'
  /** More words that should find it (micromarket, city, product names). */
  keywords?: string
}

export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** Damerau-Levenshtein distance (with adjacent swaps), stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prevPrev: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prevPrev[j - 2]! + 1)
      row.push(v)
      if (v < best) best = v
    }
    if (best > max) return max + 1
    prevPrev = prev
    prev = row
  }
  return prev[b.length]!
}

const allowedTypos = (token: string) => (token.length >= 8 ? 2 : token.length >= 3 ? 1 : 0)

/** How well one typed word matches one word of the target: 0 when it does not. */
function wordScore(token: string, word: string): number {
  if (word === token) return 10
  if (word.startsWith(token)) return 8
  if (token.length >= 3 && word.includes(token)) return 5
  const typos = allowedTypos(token)
  if (typos === 0) return 0
  // Compare with the word's start of the same length too, so a half-typed word with a typo still counts.
  const head = word.slice(0, token.length)
  const d = Math.min(editDistance(token, word, typos), editDistance(token, head, typos))
  return d <= typos ? 4 - d : 0
}

interface Indexed {
  target: SearchTarget
  /** Positions in SearchIndex.words. */
  titleWords: number[]
  otherWords: number[]
}

/**
 * The targets with their words, each distinct word kept once: a query scores every distinct word once per typed word
 * (the costly part, with the typo allowance) and each target only adds up its words' scores. A large catalogue repeats
 * the same few hundred words (neighbourhoods, cities, building names) across thousands of targets.
 */
export interface SearchIndex {
  items: Indexed[]
  words: string[]
}

export function indexTargets(targets: readonly SearchTarget[]): SearchIndex {
  const words: string[] = []
  const ids = new Map<string, number>()
  const idsOf = (text: string) =>
    normalise(text)
      .split(' ')
      .filter(Boolean)
      .map((w) => {
        let id = ids.get(w)
        if (id === undefined) {
          id = words.length
          words.push(w)
          ids.set(w, id)
        }
        return id
      })
  const items = targets.map((target) => ({
    target,
    titleWords: idsOf(target.title),
    otherWords: idsOf(`${target.subtitle ?? ''} ${target.keywords ?? ''}`),
  }))
  return { items, words }
}

const KIND_BONUS: Record<SearchTarget['kind'], number> = { city: 3, product: 2, building: 1, page: 0, account: 0 }

/** The best `limit` targets for the query, best first; with no query, the first `limit` in their given order. */
export function rankTargets(index: SearchIndex, query: string, limit = 20): SearchTarget[] {
  const tokens = normalise(query).split(' ').filter(Boolean)
  if (tokens.length === 0) return index.items.slice(0, limit).map((i) => i.target)
  // Each typed word against each distinct word, once.
  const scores = tokens.map((token) => index.words.map((word) => wordScore(token, word)))
  const scored: { target: SearchTarget; score: number }[] = []
  for (const item of index.items) {
    let total = 0
    for (const wordScores of scores) {
      let best = 0
      for (const w of item.titleWords) best = Math.max(best, wordScores[w]! * 2)
      if (best < 20) for (const w of item.otherWords) best = Math.max(best, wordScores[w]!)
      if (best === 0) {
        total = 0
        break
      }
      total += best
    }
    if (total > 0) scored.push({ target: item.target, score: total + KIND_BONUS[item.target.kind] })
  }
  scored.sort((a, b) => b.score - a.score || a.target.title.localeCompare(b.target.title))
  return scored.slice(0, limit).map((s) => s.target)
}
