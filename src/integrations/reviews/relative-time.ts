// Google-style 'a month ago' / '3 weeks ago' for reviews we store ourselves.
const UNITS = [
  { name: 'year', seconds: 365 * 86_400 },
  { name: 'month', seconds: 30 * 86_400 },
  { name: 'week', seconds: 7 * 86_400 },
  { name: 'day', seconds: 86_400 },
  { name: 'hour', seconds: 3_600 },
  { name: 'minute', seconds: 60 },
] as const

export function relativeTimeDescription(then: Date, now: Date = new Date()): string {
  const elapsed = Math.floor((now.getTime() - then.getTime()) / 1000)
  for (const unit of UNITS) {
    const count = Math.floor(elapsed / unit.seconds)
    if (count >= 1) return count === 1 ? `${unit.name === 'hour' ? 'an' : 'a'} ${unit.name} ago` : `${count} ${unit.name}s ago`
  }
  return 'just now'
}
