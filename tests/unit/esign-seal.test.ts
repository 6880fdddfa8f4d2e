import { createHash, webcrypto } from 'node:crypto'
import * as pkijs from 'pkijs'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_VO_AGREEMENT_TEMPLATE } from '@/domain/documents/vo-agreement'
import { appendPages, parsePdf } from '@/server/documents/pdf-revisions'
import { createWriter } from '@/server/documents/pdf-writer'
import { renderVoAgreementPdf } from '@/server/documents/template-pdf'
import { esignKey } from '@/server/esign/keys'
import { verifySealedPdf } from '@/server/esign/seal'
import { generateSealP12, readP12, type SealIdentity } from '@/server/esign/seal-identity'
import { createBuiltinProvider, type BuiltinProvider } from '@/integrations/esign/builtin/adapter'
import { createMemorySignStore } from '@/integrations/esign/builtin/store'
import { agreementFacts, dataUrl, drawnSignaturePng, pdfPages } from './helpers/esign-fixtures'

// The in-app signing end to end: send → open the link → code by email → sign → the sealed PDF. The seal is checked by
// our verifier and, as an outside referee, by PKI.js (an independent CMS implementation on WebCrypto).

const secret = 'another-test-secret-long-enough-0123456789'
const sentAt = new Date('2026-12-11T10:00:00+05:30')

interface Flow {
  provider: BuiltinProvider
  codes: { to: string; code: string }[]
  clock: { now: Date }
  identity: SealIdentity
}

function flow(identity: SealIdentity): Flow {
  const codes: { to: string; code: string }[] = []
  const clock = { now: sentAt }
  const provider = createBuiltinProvider({
    store: createMemorySignStore(),
    keys: { linkToken: esignKey('link-token', secret), otp: esignKey('otp', secret) },
    identity,
    provider: { legalName: 'Sthana Workspaces Private Limited', city: 'Bengaluru', email: 'legal@sthanaworkspaces.in' },
    linkUrl: (token) => `https://sthana.example/workspaces/virtual-office/sign/${token}`,
    deliverCode: async ({ to, code }) => void codes.push({ to, code }),
    now: () => clock.now,
  })
  return { provider, codes, clock, identity }
}

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)
const later = (f: Flow, minutes: number) => (f.clock.now = new Date(sentAt.getTime() + minutes * 60_000))

async function sendAgreement(f: Flow) {
  const rendered = await renderVoAgreementPdf(DEFAULT_VO_AGREEMENT_TEMPLATE, agreementFacts(), sentAt)
  const sent = await f.provider.send({
    documentId: '42',
    title: 'Virtual office agreement SW/VO/2026/000123',
    fileName: 'agreement.pdf',
    pdf: rendered.pdf,
    signer: { name: 'Priya Sharma', email: 'priya.sharma@example.in' },
    companyName: 'Foo Analytics Private Limited',
    agreementNumber: 'SW/VO/2026/000123',
    templateVersion: DEFAULT_VO_AGREEMENT_TEMPLATE.version,
    signatureBox: rendered.signatureBox,
  })
  return { sent, original: rendered.pdf, token: tokenOf(sent.signUrl!) }
}

async function signed(f: Flow, signature: { kind: 'drawn'; dataUrl: string } | { kind: 'typed'; text: string }) {
  const { sent, original, token } = await sendAgreement(f)
  later(f, 3)
  const opened = await f.provider.openLink(token)
  expect(opened.ok).toBe(true)
  later(f, 5)
  expect(await f.provider.sendCode(token)).toMatchObject({ ok: true, to: 'priya.sharma@example.in' })
  later(f, 7)
  const result = await f.provider.complete(token, {
    code: f.codes.at(-1)!.code,
    consent: true,
    signature,
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
  })
  expect(result).toMatchObject({ ok: true, state: { status: 'completed' } })
  const pdf = (await f.provider.downloadSigned(sent.providerRef))!
  return { pdf, original, ref: sent.providerRef }
}

/** The outside referee: PKI.js verifies the CMS over the byte range, with the certificate it carries. */
async function pkijsVerifies(pdf: Buffer, trusted: Buffer): Promise<boolean> {
  pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as Crypto }))
  const text = pdf.toString('latin1')
  const range = /\/ByteRange\s*\[(\d+) (\d+) (\d+) (\d+)\]/
    .exec(text.slice(text.lastIndexOf('/ByteRange')))!
    .slice(1)
    .map(Number)
  const [a, b, c, d] = range as [number, number, number, number]
  const data = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)])
  const der = Buffer.from(text.slice(b + 1, c - 1), 'hex')
  const info = pkijs.ContentInfo.fromBER(der)
  const signedData = new pkijs.SignedData({ schema: info.content })
  const certificate = signedData.certificates![0] as pkijs.Certificate
  expect(Buffer.from(certificate.toSchema().toBER()).equals(trusted)).toBe(true)
  return signedData.verify({ signer: 0, data: new Uint8Array(data).buffer, checkChain: false })
}

let identity: SealIdentity
let drawn: { pdf: Buffer; original: Buffer; ref: string }
let f: Flow

beforeAll(async () => {
  identity = readP12(generateSealP12({ now: sentAt }), '', 'file')
  f = flow(identity)
  drawn = await signed(f, { kind: 'drawn', dataUrl: dataUrl(await drawnSignaturePng()) })
}, 120_000)

describe('the sealed agreement', { timeout: 120_000 }, () => {
  it('validates with an outside PDF signature verifier and with ours', async () => {
    expect(await pkijsVerifies(drawn.pdf, identity.certificate)).toBe(true)
    const result = verifySealedPdf(drawn.pdf, { trusted: identity.certificates })
    expect(result).toMatchObject({ ok: true, certificateFingerprint: identity.fingerprint, revisions: 4 })
    expect(await f.provider.verify(drawn.ref)).toMatchObject({ ok: true })
  })

  it('keeps the agreement as sent byte for byte, then the execution page and the audit page', async () => {
    const file = parsePdf(drawn.pdf)
    expect(drawn.pdf.subarray(0, file.revisions[0]).equals(drawn.original)).toBe(true)
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')
    const originalSha = sha(drawn.original)
    const signedSha = sha(drawn.pdf.subarray(0, file.revisions[1]))

    const pages = await pdfPages(drawn.pdf)
    const originalPages = (await pdfPages(drawn.original)).length
    expect(pages).toHaveLength(originalPages + 2)
    const execution = pages[originalPages]!
    expect(execution).toContain('Execution page')
    expect(execution).toContain(`whose SHA-256 is ${originalSha}`)
    expect(execution).toContain('Priya Sharma, authorised signatory')
    expect(execution).toContain('Drawn on the signing page')
    expect(execution).toContain('11 Dec 2026, 10:07:00 IST (2026-12-11 04:37:00 UTC)')

    const audit = pages[originalPages + 1]!
    expect(audit).toContain('Audit trail')
    expect(audit).toContain(`SHA-256 of the original ${originalSha}`)
    expect(audit).toContain(`SHA-256 of the signed document before sealing ${signedSha}`)
    expect(audit).toContain(`Audit document id ${drawn.ref}`)
    expect(audit).toContain('Signer Priya Sharma for Foo Analytics Private Limited')
    expect(audit).toContain('Signer’s email priya.sharma@example.in')
    expect(audit).toContain('IP address 203.0.113.7')
    expect(audit).toContain('User agent Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0')
    expect(audit).toContain('Opened by the signer 11 Dec 2026, 10:03:00 IST (2026-12-11 04:33:00 UTC)')
    expect(audit).toContain('One-time code verified at 11 Dec 2026, 10:07:00 IST (2026-12-11 04:37:00 UTC)')
    expect(audit).toContain('I agree to sign this agreement electronically for Foo Analytics Private Limited.')
    expect(audit).toContain(`Certificate SHA-256 ${identity.fingerprint}`)
  })

  it('a typed signature is set in the script face', async () => {
    const typed = await signed(flow(identity), { kind: 'typed', text: 'priya sharma' })
    expect(verifySealedPdf(typed.pdf, { trusted: identity.certificates }).ok).toBe(true)
    const pages = await pdfPages(typed.pdf)
    expect(pages.at(-2)).toContain('Typed name, set in a script face')
    expect(typed.pdf.toString('latin1')).toContain('DancingScript')
  })
})

describe('tampering', { timeout: 120_000 }, () => {
  const verify = (pdf: Buffer, expected?: { originalSha256?: string }) => verifySealedPdf(pdf, { trusted: identity.certificates, expected })
  const range = (pdf: Buffer) => {
    const text = pdf.toString('latin1')
    return /\/ByteRange\s*\[(\d+) (\d+) (\d+) (\d+)\]/
      .exec(text.slice(text.lastIndexOf('/ByteRange')))!
      .slice(1)
      .map(Number) as [number, number, number, number]
  }
  const flip = (pdf: Buffer, at: number, to?: string) => {
    const copy = Buffer.from(pdf)
    copy[at] = to === undefined ? copy[at]! ^ 0x01 : to.charCodeAt(0)
    return copy
  }

  it('one byte changed inside the signed range: the digest no longer matches', () => {
    for (const at of [100, 20_000, drawn.pdf.length - 10])
      expect(verify(flip(drawn.pdf, at))).toMatchObject({ ok: false, reason: 'digest-mismatch' })
  })

  it('one character changed outside it, in the signature: never verifies', () => {
    const [, start, end] = range(drawn.pdf)
    const derHexLength = drawn.pdf.toString('latin1', start + 1, end - 1).replace(/(00)+$/, '').length
    const reasons = new Set<string>()
    for (let at = start + 1; at < start + 1 + derHexLength; at += 5) {
      const c = String.fromCharCode(drawn.pdf[at]!)
      const result = verify(flip(drawn.pdf, at, c === '0' ? '1' : '0'))
      expect(result.ok, `hex character ${at - start - 1}`).toBe(false)
      if (!result.ok) reasons.add(result.reason)
    }
    expect([...reasons].every((r) => ['malformed-seal', 'signature-invalid', 'unknown-certificate', 'digest-mismatch'].includes(r))).toBe(
      true,
    )
    // In the zero padding after the signature, and a change of case (the same bytes, another file).
    expect(verify(flip(drawn.pdf, end - 3, '7'))).toMatchObject({ ok: false, reason: 'malformed-seal' })
    const firstLetter = drawn.pdf.toString('latin1', start + 1, end - 1).search(/[a-f]/) + start + 1
    expect(verify(flip(drawn.pdf, firstLetter, String.fromCharCode(drawn.pdf[firstLetter]!).toUpperCase()))).toMatchObject({
      ok: false,
      reason: 'malformed-seal',
    })
  })

  it('an incremental update appended after sealing is refused', async () => {
    const w = createWriter({ title: 'x', author: 'x', createdAt: sentAt, footer: 'x' })
    w.text('Clause 13. The fee is waived.')
    const appended = appendPages(drawn.pdf, await w.finish())
    expect(verify(appended)).toMatchObject({
      ok: false,
      reason: 'modified-after-sealing',
      message: 'The document was changed after it was sealed.',
    })
    expect(verify(Buffer.concat([drawn.pdf, Buffer.from('\n%% trailing\n')]))).toMatchObject({
      ok: false,
      reason: 'modified-after-sealing',
    })
  })

  it('a seal by another certificate, a different original, or no seal at all is refused', async () => {
    const stranger = readP12(generateSealP12({ now: sentAt, commonName: 'Someone else' }), '', 'file')
    expect(verifySealedPdf(drawn.pdf, { trusted: stranger.certificates })).toMatchObject({ ok: false, reason: 'unknown-certificate' })
    expect(verify(drawn.pdf, { originalSha256: 'f'.repeat(64) })).toMatchObject({ ok: false, reason: 'original-hash-mismatch' })
    expect(verify(drawn.original)).toMatchObject({ ok: false, reason: 'no-seal' })
    expect(verify(Buffer.from('hello'))).toMatchObject({ ok: false, reason: 'not-pdf' })
  })
})

describe('the signing link and code', { timeout: 120_000 }, () => {
  it('a resend retires the earlier link; a signed agreement opens no page; wrong codes count', async () => {
    const g = flow(identity)
    const { sent, token } = await sendAgreement(g)
    const fresh = tokenOf(
      await g.provider.signingUrl(sent.providerRef, {
        documentId: '42',
        signer: { name: 'Priya Sharma', email: 'priya.sharma@example.in' },
        returnUrl: '',
      }),
    )
    expect(await g.provider.openLink(token)).toMatchObject({ ok: false, reason: 'superseded-link' })
    expect(await g.provider.sendCode(fresh)).toMatchObject({ ok: true })
    const base = { consent: true, signature: { kind: 'typed' as const, text: 'Priya Sharma' }, ipAddress: '203.0.113.7', userAgent: 'test' }
    expect(await g.provider.complete(fresh, { ...base, consent: false, code: g.codes[0]!.code })).toMatchObject({
      ok: false,
      reason: 'consent-required',
    })
    expect(
      await g.provider.complete(fresh, { ...base, signature: { kind: 'typed', text: 'P Sharma' }, code: g.codes[0]!.code }),
    ).toMatchObject({
      ok: false,
      reason: 'signature-refused',
    })
    const wrong = g.codes[0]!.code === '000000' ? '111111' : '000000'
    expect(await g.provider.complete(fresh, { ...base, code: wrong })).toMatchObject({
      ok: false,
      reason: 'code-refused',
      remainingAttempts: 4,
    })
    expect(await g.provider.status(sent.providerRef)).toMatchObject({ status: 'sent', completedAt: null })
    expect(await g.provider.downloadSigned(sent.providerRef)).toBeNull()
    // Two submissions at once with the right code: exactly one signs.
    const results = await Promise.all([
      g.provider.complete(fresh, { ...base, code: g.codes[0]!.code }),
      g.provider.complete(fresh, { ...base, code: g.codes[0]!.code }),
    ])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(await g.provider.openLink(fresh)).toMatchObject({ ok: false, reason: 'already-signed' })
    expect(await g.provider.verifyWebhook({ headers: new Headers(), rawBody: Buffer.from('{}') })).toEqual({
      ok: false,
      reason: 'unsupported',
    })
  })

  it('an expired link opens nothing', async () => {
    const g = flow(identity)
    const { token } = await sendAgreement(g)
    later(g, 73 * 60)
    expect(await g.provider.openLink(token)).toMatchObject({ ok: false, reason: 'expired-link' })
  })
})
