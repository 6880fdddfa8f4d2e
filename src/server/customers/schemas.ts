import { z } from 'zod'
import { NAME_PATTERN } from '@/domain/forms/rules'

// Request schemas of the customer API rows (spec section 7), shared with the account page's forms.

const phone = z
  .string({ error: 'Enter a valid phone number' })
  .trim()
  .transform((v) => v.replace(/[\s()-]/g, '').replace(/^\+91/, ''))
  .refine((v) => /^[6-9]\d{9}$/.test(v), 'Enter a valid phone number')
const name = z
  .string({ error: 'Enter your name' })
  .trim()
  .min(1, 'Enter your name')
  .max(80, 'Keep the name under 80 characters')
  .regex(new RegExp(NAME_PATTERN), 'Use letters, dots and apostrophes, with single spaces between words')
const text = (max: number) => z.string().trim().max(max, `Keep this under ${max} characters`).nullable().optional()

export const createCustomerBody = z.object({ name, phone })

export const updateCustomerBody = z
  .object({
    name: name.optional(),
    phone: phone.optional(),
    companyName: text(120),
    gstin: z.string().trim().max(20).nullable().optional(),
    gstin_address: text(300),
    dob: z.iso.date('Enter the date as YYYY-MM-DD').nullable().optional(),
    industry: text(80),
    designation: text(80),
    noOfEmp: text(20),
    gender: z.enum(['female', 'male', 'non-binary', 'prefer-not-to-say']).nullable().optional(),
    isWhatsappEnabled: z.boolean().optional(),
  })
  .strict()

const contact = z.object({
  name,
  email: z.email('Enter a valid email address').max(200).nullable().optional(),
  phone_number: phone.nullable().optional(),
  country_code: z.literal('+91').optional(),
})

export const addContactsBody = z.object({ contacts: z.array(contact).min(1, 'Add at least one team member').max(20, 'Add at most 20 team members at a time') })
export const deleteContactsBody = z.object({ contact_ids: z.array(z.union([z.string(), z.number()]).transform(String)).min(1, 'Choose who to remove').max(100) })

export const creditsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  building_code: z
    .string()
    .regex(/^[A-Z0-9-]{1,32}$/, 'Not a building code')
    .optional(),
})
