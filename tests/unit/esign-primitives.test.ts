import { crc32 } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { esignKey } from '@/server/esign/keys'
import { issueLinkToken, verifyLinkToken } from '@/server/esign/link-token'
import { canSendOtp, checkOtp, hashOtp, issueOtp, OTP_MAX_ATTEMPTS } from '@/server/esign/otp'
import { checkDrawnSignature, checkSignatureDataUrl, checkTypedSignature, SIGNATURE_MESSAGES } from '@/server/esign/signature-image'
import { dataUrl, drawnSignaturePng } from './helpers/esign-fixtures'

const secret = 'a-test-secret-that-is-long-enough-0123456789'
const linkKey = esignKey('link-token', secret)
const otpKey = esignKey('otp', secret)
const now = new Date('2026-12-11T10:00:00+05:30')

describe('signing link tokens', () => {
  it('a good token opens its request until it expires, and exposes its jti', () => {
    const { token, claims } = issueLinkToken('sr_abc', linkKey, { now, ttlSeconds: 3600 })
    expect(token).toMatch(/^sl1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/)
    expect(verifyLinkToken(token, linkKey, new Date(now.getTime() + 3599_000))).toEqual({ ok: true, claims })
    expect(claims.jti).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(issueLinkToken('sr_abc', linkKey, { now }).claims.jti).not.toBe(claims.jti)
  })

  it('an expired token is refused as expired', () => {
    const { token } = issueLinkToken('sr_abc', linkKey, { now, ttlSeconds: 3600 })
    expect(verifyLinkToken(token, linkKey, new Date(now.getTime() + 3600_000 + 31_000))).toEqual({ ok: false, reason: 'expired' })
  })

  it('a forged or altered token is refused', () => {
    const { token } = issueLinkToken('sr_abc', linkKey, { now })
    const [version, payload, signature] = token.split('.') as [string, string, string]
    // Signed with another key (another secret, or the code key).
    expect(verifyLinkToken(issueLinkToken('sr_abc', esignKey('otp', secret), { now }).token, linkKey, now)).toEqual({
      ok: false,
      reason: 'forged',
    })
    // The payload changed to another request, the signature kept.
    const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), rid: 'sr_other' })).toString(
      'base64url',
    )
    expect(verifyLinkToken(`${version}.${other}.${signature}`, linkKey, now)).toEqual({ ok: false, reason: 'forged' })
    expect(verifyLinkToken(`${version}.${payload}.${'A'.repeat(43)}`, linkKey, now)).toEqual({ ok: false, reason: 'forged' })
    for (const bad of ['', 'sl1..', `sl2.${payload}.${signature}`, `${token}.x`, 'not a token'])
      expect(verifyLinkToken(bad, linkKey, now)).toEqual({ ok: false, reason: 'malformed' })
  })
})

describe('one-time codes', () => {
  it('issues 6 digits and stores only a keyed hash bound to the request', () => {
    const { code, stored } = issueOtp('sr_abc', otpKey, { now, random: () => 4217 })
    expect(code).toBe('004217')
    expect(stored).toEqual({
      hash: hashOtp('004217', 'sr_abc', otpKey),
      issuedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 600_000).toISOString(),
      attempts: 0,
      verifiedAt: null,
    })
    expect(stored.hash).toMatch(/^eo1:[A-Za-z0-9_-]{43}$/)
    expect(JSON.stringify(stored)).not.toContain('004217')
  })

  it('the right code verifies once', () => {
    const { code, stored } = issueOtp('sr_abc', otpKey, { now })
    const result = checkOtp(stored, ` ${code.slice(0, 3)} ${code.slice(3)} `, 'sr_abc', otpKey, new Date(now.getTime() + 60_000))
    expect(result.ok).toBe(true)
    expect(result.stored.verifiedAt).toBe(new Date(now.getTime() + 60_000).toISOString())
    expect(checkOtp(result.stored, code, 'sr_abc', otpKey, now)).toMatchObject({ ok: false, reason: 'used' })
  })

  it('a code for another request, a wrong code, an expired code fail; five wrong tries lock it', () => {
    const { code, stored } = issueOtp('sr_abc', otpKey, { now, random: () => 123456 })
    expect(checkOtp(stored, code, 'sr_other', otpKey, now)).toMatchObject({ ok: false, reason: 'wrong', remainingAttempts: 4 })
    expect(checkOtp(stored, code, 'sr_abc', otpKey, new Date(now.getTime() + 601_000))).toMatchObject({ ok: false, reason: 'expired' })
    expect(checkOtp(stored, '12345', 'sr_abc', otpKey, now)).toMatchObject({ ok: false, reason: 'malformed', stored })
    let current = stored
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++) {
      const wrong = checkOtp(current, '000000', 'sr_abc', otpKey, now)
      expect(wrong).toMatchObject({ ok: false, reason: 'wrong', remainingAttempts: OTP_MAX_ATTEMPTS - i })
      current = wrong.stored
    }
    const last = checkOtp(current, '000000', 'sr_abc', otpKey, now)
    expect(last).toMatchObject({ ok: false, reason: 'locked', remainingAttempts: 0 })
    // Locked: even the right code is refused now.
    expect(checkOtp(last.stored, code, 'sr_abc', otpKey, now)).toMatchObject({ ok: false, reason: 'locked' })
  })

  it('allows 5 codes an hour per request', () => {
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000)
    const sent = [at(0), at(5), at(10), at(15)]
    expect(canSendOtp(sent, at(20))).toEqual({ ok: true })
    expect(canSendOtp([...sent, at(20)], at(21))).toEqual({ ok: false, retryAfterSeconds: 39 * 60 })
    expect(canSendOtp([...sent, at(20)], at(60.5))).toEqual({ ok: true })
  })
})

function rechunk(png: Buffer, mutate: (type: string, data: Buffer) => Buffer): Buffer {
  const out = [png.subarray(0, 8)]
  let offset = 8
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('latin1', offset + 4, offset + 8)
    const data = mutate(type, Buffer.from(png.subarray(offset + 8, offset + 8 + length)))
    const chunk = Buffer.alloc(12 + data.length)
    chunk.writeUInt32BE(data.length, 0)
    chunk.write(type, 4, 'latin1')
    data.copy(chunk, 8)
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)) >>> 0, 8 + data.length)
    out.push(chunk)
    offset += 12 + length
  }
  return Buffer.concat(out)
}

describe('the drawn signature', () => {
  it('accepts a pad drawing and answers a re-encoded PNG', async () => {
    const png = await drawnSignaturePng()
    const result = await checkSignatureDataUrl(dataUrl(png))
    expect(result).toMatchObject({ ok: true, width: 600, height: 200 })
    if (!result.ok) throw new Error(result.message)
    expect(result.inkPixels).toBeGreaterThan(500)
    expect(result.png.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n')
  })

  it('refuses an empty pad', async () => {
    expect(await checkSignatureDataUrl(dataUrl(await drawnSignaturePng(600, 200, false)))).toEqual({
      ok: false,
      code: 'blank',
      message: SIGNATURE_MESSAGES.blank,
    })
  })

  it('refuses what is not a PNG by its bytes, whatever the data URL says', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.alloc(200)])
    expect(await checkSignatureDataUrl(`data:image/png;base64,${jpeg.toString('base64')}`)).toMatchObject({ ok: false, code: 'not-png' })
    expect(await checkSignatureDataUrl(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`)).toMatchObject({
      ok: false,
      code: 'not-png',
    })
    expect(await checkSignatureDataUrl('data:image/png;base64,@@@@')).toMatchObject({ ok: false, code: 'not-png' })
    const png = await drawnSignaturePng()
    // A broken CRC, data after IEND (a polyglot's trick), a script inside a text chunk.
    const badCrc = Buffer.from(png)
    badCrc[29] = badCrc[29]! ^ 0xff
    expect(await checkDrawnSignature(badCrc)).toMatchObject({ ok: false, code: 'not-png' })
    expect(await checkDrawnSignature(Buffer.concat([png, Buffer.from('%PDF-1.7 trailing')]))).toMatchObject({ ok: false, code: 'not-png' })
    const tEXt = Buffer.concat([Buffer.from('Comment\0<script>alert(1)</script>')])
    const chunk = Buffer.alloc(12 + tEXt.length)
    chunk.writeUInt32BE(tEXt.length, 0)
    chunk.write('tEXt', 4, 'latin1')
    tEXt.copy(chunk, 8)
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + tEXt.length)) >>> 0, 8 + tEXt.length)
    const polyglot = Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)])
    expect(await checkDrawnSignature(polyglot)).toMatchObject({ ok: false, code: 'not-png' })
  })

  it('refuses sizes a pad does not make, and files over 200 KB', async () => {
    expect(await checkDrawnSignature(await drawnSignaturePng(150, 200))).toMatchObject({ ok: false, code: 'bad-size' })
    expect(await checkDrawnSignature(await drawnSignaturePng(600, 40))).toMatchObject({ ok: false, code: 'bad-size' })
    // A header that claims 60,000 pixels wide is refused before anything is decoded.
    const huge = rechunk(await drawnSignaturePng(), (type, data) => {
      if (type === 'IHDR') data.writeUInt32BE(60_000, 0)
      return data
    })
    expect(await checkDrawnSignature(huge)).toMatchObject({ ok: false, code: 'bad-size' })
    const big = Buffer.concat([Buffer.from(await drawnSignaturePng()), Buffer.alloc(201 * 1024)])
    expect(await checkDrawnSignature(big)).toMatchObject({ ok: false, code: 'too-large' })
    expect(await checkSignatureDataUrl(`data:image/png;base64,${'A'.repeat(300_000)}`)).toMatchObject({ ok: false, code: 'too-large' })
  })
})

describe('the typed signature', () => {
  it('must be the signer’s name, case and spacing aside', () => {
    expect(checkTypedSignature('  priya   SHARMA ', 'Priya Sharma')).toEqual({ ok: true, text: 'Priya Sharma' })
    expect(checkTypedSignature('Priya S', 'Priya Sharma')).toEqual({ ok: false, message: SIGNATURE_MESSAGES.typedMismatch })
    expect(checkTypedSignature('', 'Priya Sharma')).toEqual({ ok: false, message: SIGNATURE_MESSAGES.typedMismatch })
  })
})
