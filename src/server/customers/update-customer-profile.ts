import type { z } from 'zod'
import { INVALID_GSTIN_MESSAGE, isValidGstin, normaliseGstin } from '@/domain/gst/gstin'
import type { Customer } from '@/payload-types'
import { ApiError } from '../api/errors'
import { getPayloadClient } from '../payload'
import type { updateCustomerBody } from '@/contracts/customers'

export type ProfileChanges = z.infer<typeof updateCustomerBody>

/**
 * Saves the fields of 'User info (account)' a customer may edit. GSTIN is upper-cased; an invalid one answers
 * 'Invalid GSTIN' on the gstin field and nothing is saved. Answers the row as saved (with its relations).
 */
export async function updateCustomerProfile(customer: Customer, changes: ProfileChanges): Promise<Customer> {
  let gstin = changes.gstin === undefined ? undefined : changes.gstin ? normaliseGstin(changes.gstin) : null
  if (gstin && !isValidGstin(gstin)) throw new ApiError('bad_request', INVALID_GSTIN_MESSAGE, { gstin: INVALID_GSTIN_MESSAGE })
  if (gstin === '') gstin = null
  const profile = customer.profile ?? {}
  const payload = await getPayloadClient()
  return payload.update({
    collection: 'customers',
    id: customer.id,
    overrideAccess: true,
    depth: 1,
    data: {
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
      profile: {
        ...profile,
        ...(changes.companyName !== undefined ? { companyName: changes.companyName } : {}),
        ...(gstin !== undefined ? { gstin } : {}),
        // A GSTIN removed takes its address with it.
        ...(changes.gstin_address !== undefined ? { gstinAddress: changes.gstin_address } : gstin === null ? { gstinAddress: null } : {}),
        ...(changes.dob !== undefined ? { dob: changes.dob } : {}),
        ...(changes.industry !== undefined ? { industry: changes.industry } : {}),
        ...(changes.designation !== undefined ? { designation: changes.designation } : {}),
        ...(changes.noOfEmp !== undefined ? { noOfEmp: changes.noOfEmp } : {}),
        ...(changes.gender !== undefined ? { gender: changes.gender } : {}),
        ...(changes.isWhatsappEnabled !== undefined ? { isWhatsappEnabled: changes.isWhatsappEnabled } : {}),
      },
    },
  })
}
