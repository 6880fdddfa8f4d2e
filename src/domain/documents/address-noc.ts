import type { IsoDate } from '@/domain/calendar/business-date'
import type { DocumentTemplate, PlaceholderCatalogue, TemplateValues } from './template'
import { formatDocumentDate } from './vo-agreement'

// The address no-objection certificate (NOC) of the document pack: the owner or operator of the building permits the
// member company to use the address as its registered office and place of business. The Registrar of Companies
// (with form INC-22 or SPICe+) and GST registration (REG-01, proof of the place of business) ask for it beside a recent
// utility bill of the building. Like the agreement, operators edit its text in the admin.

export interface AddressNocFacts {
  /** Our reference for the certificate ('SW/NOC/2026/000123'). */
  reference: string
  issuedOn: IsoDate
  /** Who grants the permission: the building's owner, or the operator holding the right to license its space. */
  grantor: { legalName: string; address: string; capacity: 'owner' | 'operator'; signatoryName: string; signatoryTitle: string }
  member: { companyName: string }
  premisesAddress: string
  building: { name: string; city: string }
  agreementNumber: string
  startDate: IsoDate
  endDate: IsoDate
}

export const ADDRESS_NOC_PLACEHOLDERS: PlaceholderCatalogue = [
  { name: 'noc.reference', description: 'Our reference for the certificate', example: 'SW/NOC/2026/000123' },
  { name: 'noc.date', description: 'Date of issue', example: '11 December 2026' },
  { name: 'grantor.legalName', description: 'The owner or operator granting permission', example: 'Sthana Workspaces Private Limited' },
  { name: 'grantor.address', description: 'Its registered office', example: 'No. 12, 80 Feet Road, Koramangala, Bengaluru 560034' },
  { name: 'grantor.capacity', description: '"owner" or "operator (licensee of the owner)"', example: 'operator' },
  { name: 'grantor.signatoryName', description: 'Who signs the certificate', example: 'Arjun Rao' },
  { name: 'grantor.signatoryTitle', description: 'Their title', example: 'Director' },
  { name: 'member.companyName', description: 'The company permitted to use the address', example: 'Foo Analytics Private Limited' },
  { name: 'premises.address', description: 'The address (mainPremises)', example: 'Unit 3F-12, No. 12, 80 Feet Road, Bengaluru 560034' },
  { name: 'building.name', description: 'The building', example: 'Koramangala 4th Block' },
  { name: 'building.city', description: 'Its city', example: 'Bengaluru' },
  { name: 'agreement.number', description: 'The virtual-office agreement (mcn)', example: 'SW/VO/2026/000123' },
  { name: 'startDate', description: 'First day of permission', example: '1 January 2027' },
  { name: 'endDate', description: 'Last day of permission', example: '31 December 2027' },
]

export function addressNocValues(facts: AddressNocFacts): TemplateValues {
  return {
    'noc.reference': facts.reference,
    'noc.date': formatDocumentDate(facts.issuedOn),
    'grantor.legalName': facts.grantor.legalName,
    'grantor.address': facts.grantor.address,
    'grantor.capacity': facts.grantor.capacity === 'owner' ? 'owner' : 'operator, holding the right to license its space from the owner,',
    'grantor.signatoryName': facts.grantor.signatoryName,
    'grantor.signatoryTitle': facts.grantor.signatoryTitle,
    'member.companyName': facts.member.companyName,
    'premises.address': facts.premisesAddress,
    'building.name': facts.building.name,
    'building.city': facts.building.city,
    'agreement.number': facts.agreementNumber,
    startDate: formatDocumentDate(facts.startDate),
    endDate: formatDocumentDate(facts.endDate),
  }
}

export const DEFAULT_ADDRESS_NOC_TEMPLATE: DocumentTemplate = {
  version: '2026-1',
  title: 'No Objection Certificate',
  subtitle: 'Ref. {{noc.reference}} · {{noc.date}}',
  preamble: ['**To whomsoever it may concern**'],
  sections: [],
  closing: [
    'We, **{{grantor.legalName}}**, having our registered office at {{grantor.address}}, are the {{grantor.capacity}} of the premises at **{{premises.address}}** in the building known as {{building.name}}, {{building.city}}.',
    'We have no objection to **{{member.companyName}}** using these premises as its registered office under the Companies Act, 2013 and as its principal place of business for registration under the Goods and Services Tax Acts, under virtual office agreement no. {{agreement.number}}, from {{startDate}} to {{endDate}}.',
    'This certificate grants no tenancy or other right in the premises. It ceases to have effect when the agreement ends, and we may inform the authorities concerned when it does.',
    'A copy of a recent utility bill of the premises is enclosed as proof of address.',
    'For **{{grantor.legalName}}**',
    '{{grantor.signatoryName}}, {{grantor.signatoryTitle}} (authorised signatory)',
  ],
}
