import sharp from 'sharp'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { VoAgreementFacts } from '@/domain/documents/vo-agreement'
import type { AddressNocFacts } from '@/domain/documents/address-noc'
import { paise } from '@/domain/money'

// Shared facts and helpers of the e-sign and document tests.

export const PROVIDER = {
  legalName: 'Sthana Workspaces Private Limited',
  address: 'No. 12, 80 Feet Road, Koramangala 4th Block, Bengaluru 560034',
  gstin: '29AAKCS1234M1Z5',
  email: 'legal@sthanaworkspaces.in',
}

export function agreementFacts(overrides: Partial<VoAgreementFacts> = {}): VoAgreementFacts {
  return {
    agreementNumber: 'SW/VO/2026/000123',
    issuedOn: '2026-12-11',
    provider: PROVIDER,
    member: {
      companyName: 'Foo Analytics Private Limited',
      industry: 'Software services',
      signatoryName: 'Priya Sharma',
      signatoryEmail: 'priya.sharma@example.in',
    },
    building: { name: 'Koramangala 4th Block', city: 'Bengaluru' },
    premisesAddress: 'Unit 3F-12, No. 12, 80 Feet Road, Koramangala 4th Block, Bengaluru 560034',
    deskId: 'BLR-KOR-VO-042',
    plan: { name: 'GST registration package', termLabel: '12 Months' },
    startDate: '2027-01-01',
    endDate: '2027-12-31',
    fees: {
      monthlyPaise: paise(1_499_00),
      termPaise: paise(17_988_00),
      gstPaise: paise(3_237_84),
      payablePaise: paise(21_225_84),
      depositPaise: paise(5_000_00),
      onboardingPaise: paise(999_00),
    },
    noticeDays: 30,
    ...overrides,
  }
}

export function nocFacts(): AddressNocFacts {
  return {
    reference: 'SW/NOC/2026/000123',
    issuedOn: '2026-12-12',
    grantor: {
      legalName: PROVIDER.legalName,
      address: PROVIDER.address,
      capacity: 'operator',
      signatoryName: 'Arjun Rao',
      signatoryTitle: 'Director',
    },
    member: { companyName: 'Foo Analytics Private Limited' },
    premisesAddress: 'Unit 3F-12, No. 12, 80 Feet Road, Koramangala 4th Block, Bengaluru 560034',
    building: { name: 'Koramangala 4th Block', city: 'Bengaluru' },
    agreementNumber: 'SW/VO/2026/000123',
    startDate: '2027-01-01',
    endDate: '2027-12-31',
  }
}

/** Text of each page, as a PDF reader extracts it (spaces squashed). */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise
  const pages: string[] = []
  for (let i = 1; i <= document.numPages; i++) {
    const content = await (await document.getPage(i)).getTextContent()
    pages.push(
      content.items
        .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? ' ' : ''}` : ''))
        .join('')
        .replace(/\s+/g, ' '),
    )
  }
  await document.destroy()
  return pages
}

/** A signature as a canvas would export it: dark strokes on a transparent background. */
export async function drawnSignaturePng(width = 600, height = 200, strokes = true): Promise<Buffer> {
  const path = strokes ? `<path d="M20 150 C 120 20, 200 180, 300 90 S 480 40, 580 140" stroke="#111" stroke-width="6" fill="none"/>` : ''
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${path}</svg>`)
  return sharp(svg).png().toBuffer()
}

export const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`
