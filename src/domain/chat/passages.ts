import { editDistance } from '../search/rank'
import { terms } from './language'

// The text of the site's pages cut into passages (a paragraph, a list item, a question and its answer), with a
// BM25 index over their stems, so the assistant can quote the passage that answers a question and link to its page.

export interface Passage {
  /** The page's title, with the section heading when there is one: 'Terms and Conditions: 4. Cancellations…'. */
  title: string
  href: string
  text: string
  /** For a frequently asked question: the question, which counts twice. */
  question?: string
}

export interface PassageIndex {
  passages: Passage[]
  /** stem → [passage index, term frequency][] */
  postings: Map<string, [number, number][]> // term frequencies may be fractional: a title word counts half
  lengths: number[]
  averageLength: number
  /** Every stem, for correcting typos in a question. */
  vocabulary: string[]
}

export interface PassageMatch {
  passage: Passage
  score: number
  /** The question's stems this passage contains. */
  matched: Set<string>
}

const K1 = 1.2
const B = 0.75

export function indexPassages(passages: readonly Passage[]): PassageIndex {
  const postings = new Map<string, [number, number][]>()
  const lengths: number[] = []
  passages.forEach((p, i) => {
    // The text counts once, a question twice, the page and section title half: a passage that says a word beats one
    // that only sits under a heading with it.
    const weighted: [string[], number][] = [
      [terms(p.text), 1],
      [p.question ? terms(p.question) : [], 2],
      [terms(p.title), 0.5],
    ]
    const counts = new Map<string, number>()
    let length = 0
    for (const [stems, weight] of weighted) {
      length += stems.length * weight
      for (const s of stems) counts.set(s, (counts.get(s) ?? 0) + weight)
    }
    lengths.push(length)
    for (const [s, n] of counts) {
      const list = postings.get(s)
      if (list) list.push([i, n])
      else postings.set(s, [[i, n]])
    }
  })
  const total = lengths.reduce((a, b) => a + b, 0)
  return {
    passages: [...passages],
    postings,
    lengths,
    averageLength: passages.length ? total / passages.length : 0,
    vocabulary: [...postings.keys()],
  }
}

/** The stem itself when the index knows it, else the closest known stem within a typo or two (or nothing). */
export function correctStem(index: PassageIndex, stem: string): string | null {
  if (index.postings.has(stem)) return stem
  const typos = stem.length >= 8 ? 2 : stem.length >= 4 ? 1 : 0
  if (typos === 0) return null
  let best: string | null = null
  let bestDistance = typos + 1
  for (const known of index.vocabulary) {
    if (Math.abs(known.length - stem.length) > typos) continue
    const d = editDistance(stem, known, typos)
    if (d < bestDistance) {
      best = known
      bestDistance = d
    }
  }
  return best
}

/**
 * Passages ranked by BM25 over the given stems. `weights` lowers stems that only hint at the topic (a product's own
 * name matters less than 'cancel' in 'can I cancel a conference room').
 */
export function searchPassages(
  index: PassageIndex,
  stems: readonly string[],
  weights: ReadonlyMap<string, number> = new Map(),
  limit = 3,
): PassageMatch[] {
  const n = index.passages.length
  const scores = new Map<number, { score: number; matched: Set<string> }>()
  for (const s of new Set(stems)) {
    const list = index.postings.get(s)
    if (!list) continue
    const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5))
    const weight = weights.get(s) ?? 1
    for (const [i, tf] of list) {
      const norm = tf + K1 * (1 - B + (B * index.lengths[i]!) / (index.averageLength || 1))
      const entry = scores.get(i) ?? { score: 0, matched: new Set<string>() }
      entry.score += weight * idf * ((tf * (K1 + 1)) / norm)
      entry.matched.add(s)
      scores.set(i, entry)
    }
  }
  return [...scores.entries()]
    .sort((a, b) => b[1].score - a[1].score || a[0] - b[0])
    .slice(0, limit)
    .map(([i, { score, matched }]) => ({ passage: index.passages[i]!, score, matched }))
}

const MAX_QUOTE = 420

/** The passage's text, or, when it is long, its sentences that share most stems with the question, in order. */
export function quote(text: string, stems: ReadonlySet<string>): string {
  if (text.length <= MAX_QUOTE) return text
  const sentences = text.match(/[^.!?]+[.!?]+(\s|$)|[^.!?]+$/g)?.map((s) => s.trim()) ?? [text]
  const ranked = sentences
    .map((s, i) => ({ i, s, hits: terms(s).filter((t) => stems.has(t)).length }))
    .sort((a, b) => b.hits - a.hits || a.i - b.i)
  const chosen: typeof ranked = []
  let length = 0
  for (const r of ranked) {
    if (length + r.s.length > MAX_QUOTE && chosen.length > 0) break
    chosen.push(r)
    length += r.s.length + 1
  }
  const joined = chosen
    .sort((a, b) => a.i - b.i)
    .map((r) => r.s)
    .join(' ')
  return joined.length > MAX_QUOTE ? `${joined.slice(0, MAX_QUOTE - 1).trimEnd()}…` : joined
}
