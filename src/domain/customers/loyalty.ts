// Loyalty membership states (spec section 9): expired with under 1 day left; expiring soon at 15 days or fewer.

export type MembershipState = 'none' | 'active' | 'expiring-soon' | 'expired'

const DAY_MS = 24 * 60 * 60 * 1000

export function membershipState(endDate: string | null | undefined, isMember: boolean, now: Date = new Date()): MembershipState {
  if (!isMember || !endDate) return 'none'
  const left = (new Date(endDate).getTime() - now.getTime()) / DAY_MS
  if (left < 1) return 'expired'
  if (left <= 15) return 'expiring-soon'
  return 'active'
}

/** Days left, a started day counted as a day (9 days less a few minutes is 9, not 8), never below zero. */
export function daysLeft(endDate: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((new Date(endDate).getTime() - now.getTime()) / DAY_MS))
}
