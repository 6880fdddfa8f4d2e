// Whether a proposed company name may be registered beside the names already registered, after the rules India's
// registrar applies to 'identical' names (Companies (Incorporation) Rules 2014, rule 8): the type of company
// (Private Limited, Ltd, LLP, OPC, …), case, punctuation, spaces, 'the', '&' for 'and' and plural forms make no
// difference. A name that differs only by one or two letters after that is 'too close' (rule 8A's 'too nearly
// resembles'), so the customer hears it before paying rather than at registration.

export type NameComparison = 'identical' | 'too-close' | 'distinct'

const TYPE_WORDS = new Set([
  'PRIVATE',
  'PVT',
  'LIMITED',
  'LTD',
  'LLP',
  'OPC',
  'COMPANY',
  'CO',
  'CORPORATION',
  'CORP',
  'INC',
  'INCORPORATED',
  'PUBLIC',
  'PLC',
])
const FILLER_WORDS = new Set(['THE', 'AND', 'OF'])

export const PROPOSED_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 &.,()'-]{2,119}$/
export const PROPOSED_NAME_MESSAGE = "Enter the proposed company name: 3–120 letters, digits, spaces and & . , ( ) ' -"

/** The words of a name as the comparison sees them: upper case, no punctuation, no company type, no plural 's'. */
export function nameWords(name: string): string[] {
  return name
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w && !TYPE_WORDS.has(w) && !FILLER_WORDS.has(w))
    .map((w) => (w.length > 3 && w.endsWith('S') && !w.endsWith('SS') ? w.slice(0, -1) : w))
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = current
  }
  return previous[b.length]!
}

export function compareCompanyNames(proposed: string, registered: string): NameComparison {
  const a = nameWords(proposed).join('')
  const b = nameWords(registered).join('')
  if (!a || !b) return 'distinct'
  if (a === b) return 'identical'
  // One letter per 8 of the shorter name, at least one: 'Kaveri Spicy Traders' is too close to 'Kaveri Spice Traders',
  // 'Kaveri Tea Traders' is not.
  const allowed = Math.max(1, Math.floor(Math.min(a.length, b.length) / 8))
  return editDistance(a, b) <= allowed ? 'too-close' : 'distinct'
}

export const nameTakenMessage = (proposed: string, registered: string) =>
  `The company name '${proposed}' is already registered (${registered}). Choose another name.`
export const nameTooCloseMessage = (proposed: string, registered: string) =>
  `The company name '${proposed}' is too close to a registered company (${registered}). Choose another name.`
export const NAME_REQUIRED_MESSAGE = 'Tell us the proposed company name before paying: we check that it can be registered.'
