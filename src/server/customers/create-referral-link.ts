import { randomBytes } from 'node:crypto'
import type { Customer } from '@/payload-types'
import { inTransaction } from '../db/transaction'
import { env } from '../env'

/** A code from the first name and 6 random hex digits, e.g. GITA-3F9A1C. */
function newReferralCode(name: string): string {
  const first =
    name
      .split(' ')[0]!
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, 8) || 'STHANA'
  return `${first}-${randomBytes(3).toString('hex').toUpperCase()}`
}

/**
 * The customer's referral code and link, made once and the same afterwards (two first calls at once keep one code:
 * the code is set only where none is). A friend who opens the link lands on the referral page with the code, which
 * the cart applies (REFERRAL-FREE-CONFERENCE-ROOM).
 */
export async function createReferralLink(
  customer: Pick<Customer, 'id' | 'name' | 'referralCode'>,
): Promise<{ code: string; link: string }> {
  let code = customer.referralCode
  if (!code) {
    const candidate = newReferralCode(customer.name)
    code = await inTransaction(async (tx) => {
      const { rows } = await tx.query<{ code: string }>(
        'UPDATE customers SET referral_code = COALESCE(referral_code, $1), updated_at = now() WHERE id = $2 RETURNING referral_code AS code',
        [candidate, customer.id],
      )
      return rows[0]?.code ?? candidate
    })
  }
  return { code, link: new URL(`/workspaces/on-demand/refer?code=${encodeURIComponent(code)}`, env().SITE_URL).toString() }
}
