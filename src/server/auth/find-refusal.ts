import type { Where } from 'payload'
import { REFUSED_ACCOUNT_MESSAGES, type AccountType } from '@/domain/customers/account'
import { getPayloadClient } from '../payload'
import { isRealEmail } from './options'

// Spec section 6: administrators, black-listed users and existing enterprise users are refused at login with the
// server's message. A refusal belongs to the person, not to one way in: it follows every email and phone number of
// theirs and every customer row linked to their sign-in, so logging in by phone after a refused email login (or
// signing up again) does not get around it. An operator's email is an administrator's.

export type RefusedAccountType = Exclude<AccountType, 'customer'>

export interface Refusal {
  code: RefusedAccountType
  message: string
}

/** Which refusal wins when one person has several: the strongest first. */
const PRECEDENCE: readonly RefusedAccountType[] = ['black-listed-user', 'existing-enterprise-user', 'admin-user']

export interface PersonContacts {
  authUserId?: string | null
  emails?: readonly (string | null | undefined)[]
  phones?: readonly (string | null | undefined)[]
}

const tenDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '')

export async function findRefusal(person: PersonContacts): Promise<Refusal | null> {
  const emails = [...new Set((person.emails ?? []).filter(isRealEmail).map((e) => e.trim().toLowerCase()))]
  const phones = [...new Set((person.phones ?? []).flatMap((p) => (p ? [tenDigits(p)] : [])).filter((p) => p.length === 10))]
  const or: Where[] = [
    ...(person.authUserId ? [{ authUserId: { equals: person.authUserId } }] : []),
    ...(emails.length ? [{ email: { in: emails } }] : []),
    ...(phones.length ? [{ phone: { in: phones } }] : []),
  ]
  if (or.length === 0) return null
  const payload = await getPayloadClient()
  const [refused, operators] = await Promise.all([
    payload.find({
      collection: 'customers',
      where: { and: [{ accountType: { not_equals: 'customer' } }, { or }] },
      limit: 10,
      depth: 0,
      pagination: false,
      select: { accountType: true },
      overrideAccess: true,
    }),
    emails.length
      ? payload.count({ collection: 'operators', where: { email: { in: emails } }, overrideAccess: true })
      : Promise.resolve({ totalDocs: 0 }),
  ])
  const types = new Set<RefusedAccountType>(refused.docs.map((c) => c.accountType as RefusedAccountType))
  if (operators.totalDocs > 0) types.add('admin-user')
  const code = PRECEDENCE.find((t) => types.has(t))
  return code ? { code, message: REFUSED_ACCOUNT_MESSAGES[code] } : null
}
