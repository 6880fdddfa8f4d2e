import { contactKind } from '../forms/rules'
import type { FormFieldDefinition, FormValues } from '../forms/types'
import type { LeadContext } from './context'
import { isEnquiryProduct, type EnquiryProduct } from './enquiry-products'

// What a lead stores, read from a form's validated values. Forms are configured in the CMS, so columns are found by
// the conventional field names of the lead form first and by field type after that.

export interface LeadRecord {
  fullName?: string
  email?: string
  phone?: string
  company?: string
  product?: EnquiryProduct
  desks?: string
  /** A city handle: the visitor's choice, else the page's city. */
  city?: string
  /** A building code, from the page the form was on. */
  building?: string
  message?: string
}

const NAMES = {
  fullName: ['full_name', 'name', 'fullName'],
  company: ['company_name', 'company', 'companyName'],
  product: ['workspace_type', 'product'],
  desks: ['desks_required', 'desks', 'team_size'],
  city: ['city'],
  message: ['message', 'requirements', 'comments'],
}

function text(values: FormValues, names: readonly string[]): string | undefined {
  for (const n of names) {
    const v = values[n]
    if (typeof v === 'string' && v) return v
  }
  return undefined
}

function byType(fields: readonly FormFieldDefinition[], values: FormValues, type: FormFieldDefinition['type']): string | undefined {
  for (const f of fields) {
    const v = values[f.name]
    if (f.type === type && typeof v === 'string' && v) return v
  }
  return undefined
}

export function leadRecordFrom(
  fields: readonly FormFieldDefinition[],
  values: FormValues,
  context: Pick<LeadContext, 'building' | 'city' | 'product'>,
): LeadRecord {
  const contact = byType(fields, values, 'email-or-phone')
  const contactIs = contact ? contactKind(contact) : null
  const chosen = text(values, NAMES.product)
  return {
    fullName: text(values, NAMES.fullName),
    email: byType(fields, values, 'email') ?? (contactIs === 'email' ? contact : undefined),
    phone: byType(fields, values, 'phone') ?? (contactIs === 'phone' ? contact : undefined),
    company: text(values, NAMES.company),
    product: isEnquiryProduct(chosen) ? chosen : context.product,
    desks: text(values, NAMES.desks),
    city: text(values, NAMES.city) ?? context.city,
    building: context.building,
    message: text(values, NAMES.message),
  }
}

/** The first name, for greetings: the first word of the full name. */
export function firstName(fullName: string | undefined): string | undefined {
  return fullName?.split(' ')[0] || undefined
}
