import { isIsoDate, type IsoDate } from '@/domain/calendar/business-date'
import type { AddressNocFacts } from '@/domain/documents/address-noc'
import { DEFAULT_ADDRESS_NOC_TEMPLATE } from '@/domain/documents/address-noc'
import type { DocumentTemplate } from '@/domain/documents/template'
import { fieldsToTemplate, type TemplateFields } from '@/domain/documents/template-fields'
import { DEFAULT_VO_AGREEMENT_TEMPLATE, type VoAgreementFacts } from '@/domain/documents/vo-agreement'
import { registeredAddressLines } from '@/domain/invoices/tax-invoice'
import type { CartPrice } from '@/domain/cart/price'
import { taxOfLine } from '@/domain/gst/tax'
import { sumPaise, type Paise } from '@/domain/money'
import { subscriptionStartDate } from '@/domain/virtual-office/subscription'
import { ApiError } from '../api/errors'
import { ESIGN_PROVIDER_IDENTITY } from '../esign/provider'
import { getPayloadClient } from '../payload'
import type { Query, VoDocumentRow } from './store'

// What the agreement and the NOC of one document say: the server's facts (plan, amounts in paise, dates, building,
// our legal entity in the building's state) and the texts operators edit (admin: Catalogue → Virtual-office agreement
// and NOC; the defaults of src/domain/documents/ until they do).

export const NO_BUILDING_MESSAGE = 'This virtual office has no building yet, so there is no address to put in the agreement.'
export const NOT_READY_TO_SIGN_MESSAGE = 'Complete the KYC first: the agreement is sent once every director’s KYC is verified.'
export const NOTICE_DAYS = 30

/** 'SW/VO/2026/000123': the membership contract number (mcn), from the document's id and the year it is first sent. */
export function agreementNumberFor(documentId: number, issuedOn: IsoDate): string {
  return `SW/VO/${issuedOn.slice(0, 4)}/${String(documentId).padStart(6, '0')}`
}

export function nocReferenceFor(agreementNumber: string): string {
  return agreementNumber.replace('/VO/', '/NOC/')
}

export interface BuildingFacts {
  name: string
  city: string
  stateCode: string
  address: string
  utilityBillFile: string | null
}

export async function buildingFacts(query: Query, buildingId: number | null): Promise<BuildingFacts> {
  if (buildingId === null) throw new ApiError('conflict', NO_BUILDING_MESSAGE)
  const { rows } = await query<{
    name: string
    city: string
    state_code: string
    building_name: string
    line1: string
    line2: string | null
    address_city: string
    pin: string
    bill: string | null
  }>(
    `SELECT b.name, c.name AS city, b.address_state_code AS state_code, b.address_building_name AS building_name,
            b.address_line1 AS line1, b.address_line2 AS line2, b.address_city, b.address_pin_code AS pin, m.filename AS bill
       FROM buildings b JOIN cities c ON c.id = b.city_id LEFT JOIN media m ON m.id = b.utility_bill_id
      WHERE b.id = $1`,
    [buildingId],
  )
  const b = rows[0]
  if (!b) throw new ApiError('conflict', NO_BUILDING_MESSAGE)
  const address = [b.building_name, b.line1, b.line2, `${b.address_city} ${b.pin}`].filter((p) => p && p.trim()).join(', ')
  return { name: b.name, city: b.city, stateCode: String(b.state_code), address, utilityBillFile: b.bill }
}

export interface ProviderEntity {
  legalName: string
  address: string
  gstin: string | null
  email: string
}

/** Our legal entity in the building's state (Sales → GST registrations), or the seal's organisation. */
export async function providerEntity(query: Query, stateCode: string): Promise<ProviderEntity> {
  const { rows } = await query<{
    legal_name: string
    address: string
    city: string
    pin_code: string
    gstin: string
    email: string | null
  }>('SELECT legal_name, address, city, pin_code, gstin, email FROM gst_registrations WHERE state_iso_code = $1', [stateCode])
  const r = rows[0]
  if (!r)
    return {
      legalName: ESIGN_PROVIDER_IDENTITY.legalName,
      address: 'Bengaluru, Karnataka',
      gstin: null,
      email: ESIGN_PROVIDER_IDENTITY.email,
    }
  return {
    legalName: r.legal_name,
    address: registeredAddressLines({ address: r.address, city: r.city, pinCode: r.pin_code }).join(', '),
    gstin: r.gstin,
    email: r.email ?? ESIGN_PROVIDER_IDENTITY.email,
  }
}

export function companyNameOf(row: VoDocumentRow): string | null {
  return row.company_info?.name ?? row.finance_info?.company_name ?? row.proposed_company?.company_name ?? null
}

/** What the plan's term costs as invoiced: the fee before GST, the GST on it, and their total. */
export interface PlanCharge {
  taxablePaise: Paise
  gstPaise: Paise
  totalPaise: Paise
}

/**
 * The plan's line of the document's order, as its tax invoice states it. A document with no order (made by hand) has
 * only its plan's price, taken as the fee before GST, with GST at the rate of a line.
 */
export async function planCharge(query: Query, row: VoDocumentRow): Promise<PlanCharge> {
  const plan = row.selected_plan
  if (!plan) throw new ApiError('conflict', NOT_READY_TO_SIGN_MESSAGE)
  const { rows } = row.order_number
    ? await query<{ price: Pick<CartPrice, 'lines'> }>('SELECT price FROM orders WHERE number = $1', [row.order_number])
    : { rows: [] }
  const line = rows[0]?.price.lines.find((l) => l.item.kind === 'vo-plan' && l.item.planHandle === plan.handle)
  if (line) return { taxablePaise: line.tax.taxablePaise, gstPaise: line.tax.taxPaise, totalPaise: line.totalPaise }
  const tax = taxOfLine(plan.price as Paise)
  return { taxablePaise: tax.taxablePaise, gstPaise: tax.taxPaise, totalPaise: sumPaise(tax.taxablePaise, tax.taxPaise) }
}

export interface AgreementInputs {
  row: VoDocumentRow
  charge: PlanCharge
  agreementNumber: string
  building: BuildingFacts
  provider: ProviderEntity
  signer: { name: string; email: string }
  industry: string | null
  issuedOn: IsoDate
}

export function agreementFactsOf(input: AgreementInputs): VoAgreementFacts {
  const { row } = input
  const plan = row.selected_plan
  const expiresOn = row.expires_on
  if (!plan || !expiresOn || !isIsoDate(expiresOn)) throw new ApiError('conflict', NOT_READY_TO_SIGN_MESSAGE)
  const companyName = companyNameOf(row)
  if (!companyName) throw new ApiError('conflict', NOT_READY_TO_SIGN_MESSAGE)
  const months = Math.max(1, plan.durationMonths)
  return {
    agreementNumber: input.agreementNumber,
    issuedOn: input.issuedOn,
    provider: input.provider,
    member: { companyName, industry: input.industry, signatoryName: input.signer.name, signatoryEmail: input.signer.email },
    building: { name: input.building.name, city: input.building.city },
    premisesAddress: input.building.address,
    deskId: row.desk_id,
    plan: { name: plan.title, termLabel: plan.name },
    startDate: subscriptionStartDate(expiresOn, row.subscription_data ?? []),
    endDate: expiresOn,
    fees: {
      monthlyPaise: Math.round(input.charge.taxablePaise / months) as Paise,
      termPaise: input.charge.taxablePaise,
      gstPaise: input.charge.gstPaise,
      payablePaise: input.charge.totalPaise,
      depositPaise: 0 as Paise,
      onboardingPaise: 0 as Paise,
    },
    noticeDays: NOTICE_DAYS,
  }
}

export function nocFactsOf(facts: VoAgreementFacts, provider: ProviderEntity): AddressNocFacts {
  return {
    reference: nocReferenceFor(facts.agreementNumber),
    issuedOn: facts.issuedOn,
    grantor: {
      legalName: provider.legalName,
      address: provider.address,
      capacity: 'operator',
      signatoryName: 'Authorised Signatory',
      signatoryTitle: `For ${provider.legalName}`,
    },
    member: { companyName: facts.member.companyName },
    premisesAddress: facts.premisesAddress,
    building: facts.building,
    agreementNumber: facts.agreementNumber,
    startDate: facts.startDate,
    endDate: facts.endDate,
  }
}

/** The texts operators edit, or the defaults while they have not. */
export async function loadDocumentTemplates(): Promise<{ agreement: DocumentTemplate; noc: DocumentTemplate }> {
  const payload = await getPayloadClient()
  const global = (await payload.findGlobal({ slug: 'vo-templates', depth: 0, overrideAccess: true }).catch(() => null)) as {
    agreement?: TemplateFields | null
    noc?: TemplateFields | null
  } | null
  return {
    agreement: fieldsToTemplate(global?.agreement, DEFAULT_VO_AGREEMENT_TEMPLATE.version) ?? DEFAULT_VO_AGREEMENT_TEMPLATE,
    noc: fieldsToTemplate(global?.noc, DEFAULT_ADDRESS_NOC_TEMPLATE.version) ?? DEFAULT_ADDRESS_NOC_TEMPLATE,
  }
}
