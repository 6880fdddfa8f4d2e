import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { businessDate } from '@/domain/calendar/business-date'
import { voPlanPapers } from '@/domain/virtual-office/readiness'
import type { EsignProvider } from '@/integrations/esign'
import { ApiError } from '../api/errors'
import { buildDocumentPack, fileSlug } from '../documents/document-pack'
import { renderAddressNocPdf } from '../documents/template-pdf'
import { plainQuery } from '../db/plain-query'
import { esignProvider } from '../esign/provider'
import { sealPdf } from '../esign/seal'
import { sealIdentity } from '../esign/seal-identity'
import { agreementFactsOf, buildingFacts, loadDocumentTemplates, nocFactsOf, planCharge, providerEntity } from './agreement-facts'
import { DOCUMENT_NOT_FOUND_MESSAGE, findOwnDocument, type VoDocumentRow } from './store'

// The completed document's files, for its owner only: the signed agreement (the provider's signed PDF: for the
// built-in signing, our sealed PDF) and the document pack (address NOC, the building's utility bill, the signed
// agreement, as the plan gives them) in one zip. The NOC is dated the day the agreement was sent, in India, as the
// agreement is, and sealed with our digital signature like the signed agreement, so an authority can check who issued
// it and that it is unchanged.

export const NOT_SIGNED_MESSAGE = 'The agreement is not signed yet: the documents are ready once it is.'

async function completedRow(customerId: number, docId: string): Promise<VoDocumentRow & { esign_ref: string; agreement_number: string }> {
  const row = await findOwnDocument(await plainQuery(), customerId, docId)
  if (!row) throw new ApiError('not_found', DOCUMENT_NOT_FOUND_MESSAGE)
  if (row.status !== 'COMPLETED' || !row.esign_ref || !row.agreement_number || !row.agreement_signed_at)
    throw new ApiError('conflict', NOT_SIGNED_MESSAGE)
  return row as VoDocumentRow & { esign_ref: string; agreement_number: string }
}

export async function signedAgreementFile(
  customerId: number,
  docId: string,
  provider: EsignProvider = esignProvider(),
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await completedRow(customerId, docId)
  const pdf = await provider.downloadSigned(row.esign_ref)
  if (!pdf) throw new ApiError('conflict', NOT_SIGNED_MESSAGE)
  return { pdf, fileName: `${row.agreement_number.replace(/\//g, '-')}-signed.pdf` }
}

export async function documentPackFile(
  customerId: number,
  docId: string,
  provider: EsignProvider = esignProvider(),
): Promise<{ zip: Buffer; fileName: string }> {
  const row = await completedRow(customerId, docId)
  const signed = await signedAgreementFile(customerId, docId, provider)
  const papers = voPlanPapers(row.selected_plan?.handle)
  const query = await plainQuery()
  const building = await buildingFacts(query, row.building_id)
  let noc: Buffer | null = null
  if (papers.includes('address-noc')) {
    const entity = await providerEntity(query, building.stateCode)
    const signedAt = new Date(row.agreement_signed_at!)
    const facts = agreementFactsOf({
      row,
      charge: await planCharge(query, row),
      agreementNumber: row.agreement_number,
      building,
      provider: entity,
      signer: { name: 'Authorised signatory', email: '' },
      industry: null,
      issuedOn: businessDate(row.agreement_sent_at ? new Date(row.agreement_sent_at) : signedAt),
    })
    const { noc: template } = await loadDocumentTemplates()
    const nocFacts = nocFactsOf(facts, entity)
    const rendered = await renderAddressNocPdf(template, nocFacts, signedAt)
    noc = await sealPdf(rendered.pdf, sealIdentity(), {
      signingTime: signedAt,
      reason: `No objection certificate ${nocFacts.reference} issued by ${entity.legalName}`,
      location: building.city,
      contactInfo: entity.email,
      name: entity.legalName,
    })
  }
  let utilityBill: Buffer | null = null
  if (papers.includes('utility-bill') && building.utilityBillFile) {
    const dir = path.resolve(/*turbopackIgnore: true*/ process.env.MEDIA_DIR || '.data/media')
    utilityBill = await readFile(path.join(dir, path.basename(building.utilityBillFile))).catch(() => null)
  }
  const pack = buildDocumentPack({
    companyName: row.company_info?.name ?? fileSlug(row.agreement_number),
    agreementNumber: row.agreement_number,
    signedAgreement: signed.pdf,
    noc,
    utilityBill,
    createdAt: new Date(row.agreement_signed_at!),
  })
  return { zip: pack.zip, fileName: pack.fileName }
}
