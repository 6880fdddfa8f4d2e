import { createHash } from 'node:crypto'
import { businessDate } from '@/domain/calendar/business-date'
import { formatDocumentDate } from '@/domain/documents/vo-agreement'
import { createZip, type ZipEntry } from './zip'

// The document pack the customer downloads in one click once the agreement is signed: what GST or company
// registration asks as proof of address (src/domain/virtual-office/readiness.ts says which plan gets which papers):
// the address NOC, a recent utility bill of the building (a file operators upload in the admin) and the signed
// agreement, with a short list of the files and their SHA-256 so a copy can be checked later.

export class DocumentPackError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DocumentPackError'
  }
}

export interface DocumentPackInput {
  companyName: string
  agreementNumber: string
  signedAgreement: Buffer
  /** Null for a plan that gives no NOC (the business-address plan). */
  noc: Buffer | null
  /** The building's utility bill as uploaded: PDF, PNG or JPEG. Null when the plan gives none. */
  utilityBill: Buffer | null
  createdAt: Date
}

export interface DocumentPack {
  zip: Buffer
  fileName: string
  files: { name: string; sha256: string; bytes: number }[]
}

function extensionOf(bytes: Buffer): 'pdf' | 'png' | 'jpg' | null {
  if (bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) return 'pdf'
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg'
  return null
}

/** 'Foo Analytics Pvt. Ltd.' → 'foo-analytics-pvt-ltd'. */
export function fileSlug(value: string): string {
  return (
    value
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'company'
  )
}

export function buildDocumentPack(input: DocumentPackInput): DocumentPack {
  if (extensionOf(input.signedAgreement) !== 'pdf') throw new DocumentPackError('The signed agreement is not a PDF.')
  if (input.noc && extensionOf(input.noc) !== 'pdf') throw new DocumentPackError('The NOC is not a PDF.')
  const billExtension = input.utilityBill ? extensionOf(input.utilityBill) : null
  if (input.utilityBill && !billExtension) throw new DocumentPackError('The utility bill must be a PDF, PNG or JPEG file.')

  const entries: ZipEntry[] = []
  if (input.noc) entries.push({ name: 'Address-NOC.pdf', bytes: input.noc })
  if (input.utilityBill) entries.push({ name: `Utility-bill.${billExtension}`, bytes: input.utilityBill })
  entries.push({ name: 'Signed-agreement.pdf', bytes: input.signedAgreement })

  const files = entries.map((e) => ({ name: e.name, sha256: createHash('sha256').update(e.bytes).digest('hex'), bytes: e.bytes.length }))
  const readme = [
    `Virtual office documents of ${input.companyName}`,
    `Agreement ${input.agreementNumber}`,
    // The date in India, as every document of the pack is dated.
    `Prepared on ${formatDocumentDate(businessDate(input.createdAt))}`,
    '',
    ...files.map((f) => `${f.name}  SHA-256 ${f.sha256}`),
    '',
    input.noc
      ? 'The signed agreement and the NOC carry our digital seal: any change to either file breaks it.'
      : 'The signed agreement carries a digital seal: any change to the file breaks it.',
    '',
  ].join('\r\n')
  entries.push({ name: 'README.txt', bytes: Buffer.from(readme, 'utf8') })

  return {
    zip: createZip(
      entries.map((e) => ({ ...e, modifiedAt: input.createdAt })),
      input.createdAt,
    ),
    fileName: `${fileSlug(input.companyName)}-virtual-office-documents.zip`,
    files,
  }
}
