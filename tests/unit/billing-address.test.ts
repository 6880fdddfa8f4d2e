import { describe, expect, it } from 'vitest'
import {
  billingAddressClientSchema,
  MOBILE_MESSAGE,
  NAME_MESSAGE,
  PINCODE_MESSAGE,
  STATE_MESSAGE,
  toClientBillingAddress,
  toServerBillingAddress,
  type BillingAddressClientInput,
} from '@/domain/billing/address'
import { INDIAN_STATES } from '@/domain/geo/indian-states'
import { COMPANY_NAME_REQUIRED_MESSAGE, INVALID_GSTIN_MESSAGE } from '@/domain/gst/gstin'

const address: BillingAddressClientInput = {
  fullName: 'Asha Rao',
  addressLine1: '4th Floor, 100 Feet Road',
  addressLine2: 'Indiranagar',
  city: 'Bengaluru',
  state: 'KA',
  pincode: '560038',
  phoneNumber: '9876543210',
  saveBillingAddress: true,
  isGSTAvailable: false,
  gstin: '',
  isGSTValid: false,
  companyName: '',
}
const withGst = { ...address, state: 'MH' as const, isGSTAvailable: true, gstin: '27aapfu0939f1zv', companyName: 'Acme Studio LLP' }

/** The first message of each field, or {} when valid. */
function errors(input: unknown): Record<string, string> {
  const parsed = billingAddressClientSchema.safeParse(input)
  if (parsed.success) return {}
  const out: Record<string, string> = {}
  for (const issue of parsed.error.issues) out[issue.path.join('.') || '(form)'] ??= issue.message
  return out
}

describe('billing address form (client fields of spec section 3)', () => {
  it.each<[string, unknown, Record<string, string>]>([
    ['valid without GST', address, {}],
    ['valid with GST', withGst, {}],
    ['name with digits', { ...address, fullName: 'Asha 2' }, { fullName: NAME_MESSAGE }],
    ['no first address line', { ...address, addressLine1: '  ' }, { addressLine1: 'This field is required' }],
    ['PIN code of 5 digits', { ...address, pincode: '56003' }, { pincode: PINCODE_MESSAGE }],
    ['PIN code starting with 0', { ...address, pincode: '060038' }, { pincode: PINCODE_MESSAGE }],
    ['a landline-like number starting 2', { ...address, phoneNumber: '2212345678' }, { phoneNumber: MOBILE_MESSAGE }],
    ['9 digits', { ...address, phoneNumber: '987654321' }, { phoneNumber: MOBILE_MESSAGE }],
    ['a state code that does not exist', { ...address, state: 'XX' }, { state: STATE_MESSAGE }],
    ['GST with an invalid GSTIN', { ...withGst, gstin: '27AAPFU0939F1ZW' }, { gstin: INVALID_GSTIN_MESSAGE }],
    ['GST with no GSTIN', { ...withGst, gstin: '' }, { gstin: INVALID_GSTIN_MESSAGE }],
    ['GST with no company name', { ...withGst, companyName: ' ' }, { companyName: COMPANY_NAME_REQUIRED_MESSAGE }],
    [
      'GSTIN of another state than the billing state',
      { ...withGst, state: 'KA' },
      {
        gstin:
          'This GSTIN is registered in Maharashtra, but the billing state is Karnataka. Choose Maharashtra as the billing state or enter a GSTIN registered in Karnataka.',
      },
    ],
    ['an unknown field is refused', { ...address, price: 1 }, { '(form)': expect.any(String) }],
  ])('%s', (_name, input, expected) => {
    expect(errors(input)).toEqual(expected)
  })

  it.each<[string, string]>([
    ['98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
  ])('phone %j is kept as 10 digits of text', (typed, kept) => {
    expect(billingAddressClientSchema.parse({ ...address, phoneNumber: typed }).phoneNumber).toBe(kept)
  })

  it('a GSTIN typed while GST is off is dropped; isGSTValid is the server’s verdict', () => {
    const parsed = billingAddressClientSchema.parse({ ...address, gstin: 'anything', companyName: 'Acme', isGSTValid: true })
    expect([parsed.gstin, parsed.companyName, parsed.isGSTValid]).toEqual(['', '', false])
    expect(billingAddressClientSchema.parse(withGst)).toMatchObject({ gstin: '27AAPFU0939F1ZV', isGSTValid: true })
  })
})

describe('client fields → server fields', () => {
  it('maps each field; the state code becomes its name', () => {
    expect(toServerBillingAddress(billingAddressClientSchema.parse(address))).toEqual({
      first_name: 'Asha Rao',
      address_line1: '4th Floor, 100 Feet Road',
      address_line2: 'Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
      phone_number: '9876543210',
      is_default: true,
      gstin: null,
      company_name: null,
    })
  })

  it('with GST: the upper-cased GSTIN and the company name', () => {
    expect(
      toServerBillingAddress(billingAddressClientSchema.parse({ ...withGst, addressLine2: '', saveBillingAddress: false })),
    ).toMatchObject({
      state: 'Maharashtra',
      address_line2: null,
      is_default: false,
      gstin: '27AAPFU0939F1ZV',
      company_name: 'Acme Studio LLP',
    })
  })

  it.each(INDIAN_STATES.map((s) => [s.code, s.name] as const))('state %s → %s, and back', (code, name) => {
    const server = toServerBillingAddress(billingAddressClientSchema.parse({ ...address, state: code }))
    expect(server.state).toBe(name)
    expect(toClientBillingAddress(server).state).toBe(code)
  })

  it('a saved address fills the form again', () => {
    const server = toServerBillingAddress(billingAddressClientSchema.parse(withGst))
    expect(billingAddressClientSchema.parse(toClientBillingAddress(server))).toEqual(billingAddressClientSchema.parse(withGst))
  })
})
