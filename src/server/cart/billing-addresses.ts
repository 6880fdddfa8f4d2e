import type { BillingAddress, Customer } from '@/payload-types'
import { toServerBillingAddress, type BillingAddressClient, type BillingAddressServer } from '@/domain/billing/address'
import { inTransaction } from '../db/transaction'
import { getPayloadClient } from '../payload'

// A customer's saved billing addresses, one of them the default (the one saved last with 'save this address', or the
// first one saved). Checked with billingAddressClientSchema before they get here: GSTIN format and check character,
// its state code matching the billing state, a company name with every GSTIN.

export type SavedBillingAddress = BillingAddressServer & { id: string }

export function savedAddressOf(row: BillingAddress): SavedBillingAddress {
  return {
    id: String(row.id),
    first_name: row.first_name,
    address_line1: row.address_line1,
    address_line2: row.address_line2 ?? null,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    phone_number: row.phone_number,
    is_default: Boolean(row.is_default),
    gstin: row.gstin ?? null,
    company_name: row.company_name ?? null,
  }
}

export async function listBillingAddresses(customer: Pick<Customer, 'id'>): Promise<SavedBillingAddress[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'billing-addresses',
    where: { customer: { equals: customer.id } },
    sort: '-is_default,-createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map(savedAddressOf)
}

/** The customer's own address with this id, or null (another customer's address is as good as none). */
export async function findBillingAddress(customer: Pick<Customer, 'id'>, id: string): Promise<SavedBillingAddress | null> {
  if (!/^\d{1,12}$/.test(id)) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'billing-addresses',
    where: { and: [{ id: { equals: Number(id) } }, { customer: { equals: customer.id } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ? savedAddressOf(docs[0]) : null
}

export async function saveBillingAddress(customer: Pick<Customer, 'id'>, address: BillingAddressClient): Promise<SavedBillingAddress> {
  return inTransaction(async (tx) => {
    const { rows } = await tx.query<{ n: string }>(`SELECT count(*) AS n FROM billing_addresses WHERE customer_id = $1`, [customer.id])
    const server = toServerBillingAddress(address)
    const isDefault = server.is_default || Number(rows[0]!.n) === 0
    if (isDefault) await tx.query(`UPDATE billing_addresses SET is_default = false WHERE customer_id = $1`, [customer.id])
    const created = await tx.payload.create({
      collection: 'billing-addresses',
      data: { ...server, is_default: isDefault, customer: customer.id },
      req: tx.req,
      overrideAccess: true,
      depth: 0,
    })
    return savedAddressOf(created)
  })
}
