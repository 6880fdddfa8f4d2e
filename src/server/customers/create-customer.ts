import { randomUUID } from 'node:crypto'
import type { Customer } from '@/payload-types'
import { ApiError } from '../api/errors'
import { findCustomerForIdentity } from '../auth/find-customer'
import { isRealEmail } from '../auth/options'
import { inTransaction } from '../db/transaction'
import { assertNotRefused, type AuthIdentity } from './require-customer'

export const ALREADY_SIGNED_UP_MESSAGE = 'You have already signed up. Please reload the page.'

/** The database's unique-key violation (drizzle wraps the driver's error in `cause`). */
const isUniqueViolation = (error: unknown) => (error as { cause?: { code?: string } })?.cause?.code === '23505'

/**
 * Finishes sign-up: the customer row of a signed-in identity without one. Refused (403) when the identity, or the
 * phone number given, belongs to a refused account; 409 when the identity already has a row (one row per sign-in,
 * kept by a unique index, so two sign-ups at once make one row).
 */
export async function createCustomer(authUser: AuthIdentity, input: { name: string; phone: string }): Promise<Customer> {
  await assertNotRefused(authUser, { phones: [input.phone] })
  try {
    return await inTransaction(async (tx) => {
      const existing = await findCustomerForIdentity(
        { authUserId: authUser.id, email: authUser.email, phone: authUser.phoneNumber },
        { req: tx.req },
      )
      if (existing) throw new ApiError('conflict', ALREADY_SIGNED_UP_MESSAGE)
      return tx.payload.create({
        collection: 'customers',
        req: tx.req,
        overrideAccess: true,
        depth: 0,
        data: {
          name: input.name,
          phone: input.phone,
          email: isRealEmail(authUser.email) ? authUser.email.toLowerCase() : null,
          authUserId: authUser.id,
          userUid: randomUUID(),
          accountType: 'customer',
          kycStatus: 'NOT_STARTED',
        },
      })
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('conflict', ALREADY_SIGNED_UP_MESSAGE)
    throw error
  }
}
