import { createHash } from 'node:crypto'
import { unzipSync } from 'fflate'
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { DEFAULT_ADDRESS_NOC_TEMPLATE } from '@/domain/documents/address-noc'
import { buildDocumentPack, DocumentPackError } from '@/server/documents/document-pack'
import { renderAddressNocPdf } from '@/server/documents/template-pdf'
import { createZip } from '@/server/documents/zip'
import { drawnSignaturePng, nocFacts } from './helpers/esign-fixtures'

// The pack is written with fflate and read back by fflate, which checks every CRC, and by Python's zipfile module,
// which reads each entry's method, time, mode and name flag as any unzip tool would.

const createdAt = new Date('2026-12-12T10:00:00+05:30')
/** Each entry as Python's zipfile reads it: name, method, time, Unix mode and UTF-8 flag. */
function zipInfo(zip: Buffer): unknown {
  const script = [
    'import io, json, sys, zipfile',
    'z = zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read()))',
    'print(json.dumps([[i.filename, i.compress_type, list(i.date_time), i.external_attr >> 16, i.flag_bits & 0x800] for i in z.infolist()]))',
  ].join('\n')
  return JSON.parse(execFileSync('python3', ['-c', script], { input: zip }).toString())
}

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex')

describe('the document pack', { timeout: 60_000 }, () => {
  it('bundles the NOC, the utility bill and the signed agreement into one zip', async () => {
    const noc = (await renderAddressNocPdf(DEFAULT_ADDRESS_NOC_TEMPLATE, nocFacts(), createdAt)).pdf
    const bill = await drawnSignaturePng(800, 600)
    const signed = Buffer.from('%PDF-1.7\n% a sealed agreement stands in here\n%%EOF\n')
    const pack = buildDocumentPack({
      companyName: 'Foo Analytics Pvt. Ltd.',
      agreementNumber: 'SW/VO/2026/000123',
      noc,
      utilityBill: bill,
      signedAgreement: signed,
      createdAt,
    })
    expect(pack.fileName).toBe('foo-analytics-pvt-ltd-virtual-office-documents.zip')
    const files = unzipSync(new Uint8Array(pack.zip))
    expect(Object.keys(files)).toEqual(['Address-NOC.pdf', 'Utility-bill.png', 'Signed-agreement.pdf', 'README.txt'])
    expect(Buffer.from(files['Address-NOC.pdf']!).equals(noc)).toBe(true)
    expect(Buffer.from(files['Utility-bill.png']!).equals(bill)).toBe(true)
    expect(Buffer.from(files['Signed-agreement.pdf']!).equals(signed)).toBe(true)
    const readme = Buffer.from(files['README.txt']!).toString('utf8')
    expect(readme).toContain('Virtual office documents of Foo Analytics Pvt. Ltd.')
    expect(readme).toContain(`Signed-agreement.pdf  SHA-256 ${sha(signed)}`)
    expect(readme).toContain(`Address-NOC.pdf  SHA-256 ${sha(noc)}`)
    expect(pack.files.map((f) => f.name)).toEqual(['Address-NOC.pdf', 'Utility-bill.png', 'Signed-agreement.pdf'])
  })

  it('is dated in India: a pack made at 20:00 UTC on 1 December 2026 says 2 December', () => {
    const pack = buildDocumentPack({
      companyName: 'Bar',
      agreementNumber: 'SW/VO/2026/000125',
      noc: null,
      utilityBill: null,
      signedAgreement: Buffer.from('%PDF-1.7\n%%EOF\n'),
      createdAt: new Date('2026-12-01T20:00:00Z'),
    })
    const readme = Buffer.from(unzipSync(new Uint8Array(pack.zip))['README.txt']!).toString('utf8')
    expect(readme).toContain('Prepared on 2 December 2026')
  })

  it('a business-address plan gets the signed agreement alone', () => {
    const pack = buildDocumentPack({
      companyName: 'Bar',
      agreementNumber: 'SW/VO/2026/000124',
      noc: null,
      utilityBill: null,
      signedAgreement: Buffer.from('%PDF-1.7\n%%EOF\n'),
      createdAt,
    })
    expect(Object.keys(unzipSync(new Uint8Array(pack.zip)))).toEqual(['Signed-agreement.pdf', 'README.txt'])
  })

  it('refuses a utility bill that is not a PDF or an image, and an agreement that is not a PDF', () => {
    const base = { companyName: 'Bar', agreementNumber: 'X', noc: null, signedAgreement: Buffer.from('%PDF-1.7\n'), createdAt }
    expect(() => buildDocumentPack({ ...base, utilityBill: Buffer.from('<html>bill</html>') })).toThrow(DocumentPackError)
    expect(() => buildDocumentPack({ ...base, utilityBill: null, signedAgreement: Buffer.from('PK\x03\x04') })).toThrow(
      'The signed agreement is not a PDF.',
    )
  })

  it('writes stored and deflated entries, UTF-8 names and India’s time, and refuses unsafe names', () => {
    const zip = createZip(
      [
        { name: 'notes/कागज़.txt', bytes: Buffer.from('a'.repeat(5000)) },
        { name: 'random.bin', bytes: Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 97) % 256)) },
      ],
      createdAt,
    )
    const files = unzipSync(new Uint8Array(zip))
    expect(Buffer.from(files['notes/कागज़.txt']!).toString()).toBe('a'.repeat(5000))
    expect(zipInfo(zip)).toEqual([
      // name, method (8 deflated, 0 stored), time, Unix mode, UTF-8 name flag
      ['notes/कागज़.txt', 8, [2026, 12, 12, 10, 0, 0], 0o100644, 0x800],
      ['random.bin', 0, [2026, 12, 12, 10, 0, 0], 0o100644, 0],
    ])
    expect(files['random.bin']).toHaveLength(64)
    expect(zip.length).toBeLessThan(1000)
    // DOS time of the first local header: 10:00:00 in India.
    expect(zip.readUInt16LE(10)).toBe((10 << 11) | (0 << 5) | 0)
    for (const name of ['../etc/passwd', '/abs', 'a//b', 'c:\\x', 'a\u0000b', ''])
      expect(() => createZip([{ name, bytes: Buffer.from('x') }]), name).toThrow(RangeError)
    expect(() =>
      createZip([
        { name: 'a', bytes: Buffer.from('x') },
        { name: 'a', bytes: Buffer.from('y') },
      ]),
    ).toThrow('Two files named a')
  })
})
