// Account types and KYC statuses of a customer (spec sections 3, 6 and 8).

export const ACCOUNT_TYPES = ['customer', 'admin-user', 'black-listed-user', 'existing-enterprise-user'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

/** The server's message for each account type refused at login (spec: 'rejected at login with the server message'). */
export const REFUSED_ACCOUNT_MESSAGES: Record<Exclude<AccountType, 'customer'>, string> = {
  'admin-user': 'This email belongs to an administrator account. Please log in to the admin instead.',
  'black-listed-user': 'This account has been blocked. Please contact support if you think this is a mistake.',
  'existing-enterprise-user': 'This email is linked to an enterprise account. Please log in through your company’s member portal.',
}

export function refusedAccountMessage(type: AccountType | null | undefined): string | null {
  return type && type !== 'customer' ? REFUSED_ACCOUNT_MESSAGES[type] : null
}

export const KYC_STATUSES = ['NOT_STARTED', 'PENDING', 'VERIFIED', 'REJECTED'] as const
export type KycStatus = (typeof KYC_STATUSES)[number]

export const GENDERS = ['female', 'male', 'non-binary', 'prefer-not-to-say'] as const

/** A phone number as sign-in takes it: +91 and a 10-digit Indian mobile number. */
export const PHONE_NUMBER_PATTERN = /^\+91[6-9]\d{9}$/
