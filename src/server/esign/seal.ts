import { createHash, verify as verifySignature, X509Certificate } from 'node:crypto'
import { SignPdf } from '@signpdf/signpdf'
import { P12Signer } from '@signpdf/signer-p12'
import { SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils'
import forge from 'node-forge'
import { addSealField, infoText, parsePdf, PdfStructureError } from '@/server/documents/pdf-revisions'
import type { SealIdentity } from './seal-identity'

// The seal: a PDF digital signature over the whole signed agreement (PAdES basic, ETSI TS 102 778-2: SubFilter
// adbe.pkcs7.detached, a detached CMS SignedData with SHA-256 over the /ByteRange), made by @signpdf/signpdf with
// @signpdf/signer-p12 and the seal certificate of seal-identity.ts. The field is an invisible widget on the last page;
// the visible audit page says the document is sealed.
//
// verifySealedPdf is what 'verify signature' runs. It answers ok only when all of these hold, and otherwise names the
// first that fails:
//   - the file ends where the seal's /ByteRange ends (an update appended after sealing fails: modified-after-sealing);
//   - the gap in the range is exactly the /Contents hex string: lower-case hex of one DER SignedData, then zeros;
//   - the SignedData is exactly the shape we make, tag by tag: version 1, SHA-256, detached data, one signer, signed
//     attributes with contentType data and messageDigest (and signingTime), rsaEncryption, no unsigned attributes;
//     so no character of the /Contents hex can change without the seal failing;
//   - messageDigest is the SHA-256 of the bytes the range covers (a byte changed there fails: digest-mismatch);
//   - the signature over the signed attributes verifies with the signer's certificate;
//   - every certificate in the seal is one of ours (the configured seal certificate and its chain);
//   - the audit entries of the document information match the revisions: the SHA-256 of the agreement as sent
//     (revision 1) and of the signed agreement (revision 2), and the hashes the caller holds, when given.

export const SEAL_SIGNATURE_LENGTH = 8192

export interface SealOptions {
  signingTime: Date
  reason: string
  location: string
  contactInfo: string
  /** The sealing party (our legal name). */
  name: string
}

export async function sealPdf(pdf: Buffer, identity: SealIdentity, options: SealOptions): Promise<Buffer> {
  const withField = addSealField(pdf, { ...options, subFilter: SUBFILTER_ADOBE_PKCS7_DETACHED, signatureLength: SEAL_SIGNATURE_LENGTH })
  const signer = new P12Signer(identity.p12, { passphrase: identity.passphrase })
  return new SignPdf().sign(withField, signer, options.signingTime)
}

// ── Verification ────────────────────────────────────────────────────────────────────────────────────────────────

export type SealFailure =
  | 'not-pdf'
  | 'no-seal'
  | 'malformed-seal'
  | 'modified-after-sealing'
  | 'digest-mismatch'
  | 'signature-invalid'
  | 'unknown-certificate'
  | 'audit-missing'
  | 'original-hash-mismatch'
  | 'signed-hash-mismatch'

export const SEAL_FAILURE_MESSAGES: Record<SealFailure, string> = {
  'not-pdf': 'The file is not a PDF.',
  'no-seal': 'The document carries no seal.',
  'malformed-seal': 'The seal of the document is damaged.',
  'modified-after-sealing': 'The document was changed after it was sealed.',
  'digest-mismatch': 'The document was changed after it was sealed: its content no longer matches the seal.',
  'signature-invalid': 'The seal’s signature does not verify.',
  'unknown-certificate': 'The document was sealed with a certificate that is not ours.',
  'audit-missing': 'The document has no audit record of its hashes.',
  'original-hash-mismatch': 'The agreement inside the document is not the one that was sent for signing.',
  'signed-hash-mismatch': 'The signed agreement inside the document is not the one that was recorded at signing.',
}

export interface SealAudit {
  documentId: string
  originalSha256: string
  signedSha256: string
}

export type SealVerification =
  | {
      ok: true
      /** The signing time in the seal's signed attributes. */
      signedAt: Date | null
      certificateFingerprint: string
      subject: string
      audit: SealAudit
      revisions: number
    }
  | { ok: false; reason: SealFailure; message: string }

export interface VerifyOptions {
  /** DER certificates a seal may carry (SealIdentity.certificates); the signer must be one of them. */
  trusted: readonly Buffer[]
  /** Hashes recorded elsewhere (the database), checked against the file's when given. */
  expected?: { originalSha256?: string; signedSha256?: string }
}

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  sha256: '2.16.840.1.101.3.4.2.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  rsaEncryption: '1.2.840.113549.1.1.1',
}

type Node = forge.asn1.Asn1

class Malformed extends Error {}

// node-forge takes an options object here (strict, parseAllBytes, decodeBitStrings); its type declarations know only
// the older boolean form.
const fromDer = forge.asn1.fromDer as unknown as (
  bytes: string,
  options: { strict?: boolean; parseAllBytes?: boolean; decodeBitStrings?: boolean },
) => Node

/** The parts of a constructed value; `tag` checks what it is (a SEQUENCE unless told), so a changed tag byte fails. */
function children(
  node: Node | undefined,
  count?: number,
  tag: { type: number; tagClass?: number } = { type: forge.asn1.Type.SEQUENCE },
): Node[] {
  if (!node || !Array.isArray(node.value) || !node.constructed) throw new Malformed()
  if (node.type !== tag.type || node.tagClass !== (tag.tagClass ?? forge.asn1.Class.UNIVERSAL)) throw new Malformed()
  if (count !== undefined && node.value.length !== count) throw new Malformed()
  return node.value as Node[]
}

/** A primitive value of this type (a constructed one with the same tag number is not). */
function isType(node: Node | undefined, type: number, tagClass: number = forge.asn1.Class.UNIVERSAL): node is Node {
  return node !== undefined && node.tagClass === tagClass && node.type === type && !node.constructed
}

function oidOf(node: Node | undefined): string {
  if (!isType(node, forge.asn1.Type.OID)) throw new Malformed()
  return forge.asn1.derToOid(node.value as string)
}

function bytesOf(node: Node | undefined, type: number): Buffer {
  if (!isType(node, type) || typeof node.value !== 'string') throw new Malformed()
  return Buffer.from(node.value, 'binary')
}

function der(node: Node): Buffer {
  return Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary')
}

function algorithm(node: Node | undefined): string {
  const parts = children(node)
  if (parts.length < 1 || parts.length > 2) throw new Malformed()
  if (parts.length === 2 && !isType(parts[1], forge.asn1.Type.NULL)) throw new Malformed()
  return oidOf(parts[0])
}

const SET = { type: forge.asn1.Type.SET }
const CONTEXT_0 = { type: 0, tagClass: forge.asn1.Class.CONTEXT_SPECIFIC }

const failure = (reason: SealFailure): SealVerification => ({ ok: false, reason, message: SEAL_FAILURE_MESSAGES[reason] })

const sha256 = (...parts: Buffer[]) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return hash.digest('hex')
}

interface ParsedSeal {
  signedAttributes: Node
  signature: Buffer
  messageDigest: Buffer
  signingTime: Date | null
  signer: Buffer
  certificates: Buffer[]
}

function parseSignedData(contents: Buffer): ParsedSeal {
  const { asn1 } = forge
  const root = fromDer(contents.toString('binary'), { strict: true, parseAllBytes: false, decodeBitStrings: false })
  const encoded = der(root)
  // One DER value, then zero padding up to the reserved length; the value must be canonical DER (re-encodes the same).
  if (!contents.subarray(0, encoded.length).equals(encoded) || contents.subarray(encoded.length).some((b) => b !== 0)) throw new Malformed()

  const [contentType, wrapped] = children(root, 2)
  if (oidOf(contentType) !== OID.signedData) throw new Malformed()
  const signedData = children(wrapped, 1, CONTEXT_0)[0]
  const parts = children(signedData)
  const [version, digestAlgorithms, encapsulated] = parts
  if (bytesOf(version, asn1.Type.INTEGER).toString('hex') !== '01') throw new Malformed()
  const digests = children(digestAlgorithms, undefined, SET)
  if (digests.length !== 1 || algorithm(digests[0]) !== OID.sha256) throw new Malformed()
  const encap = children(encapsulated)
  if (encap.length !== 1 || oidOf(encap[0]) !== OID.data) throw new Malformed()
  let index = 3
  let certificates: Buffer[] = []
  if (parts[index]?.tagClass === asn1.Class.CONTEXT_SPECIFIC && parts[index]?.type === 0) {
    certificates = children(parts[index], undefined, CONTEXT_0).map(der)
    index += 1
  }
  if (parts.length !== index + 1) throw new Malformed()
  const signerInfos = children(parts[index], undefined, SET)
  if (signerInfos.length !== 1) throw new Malformed()
  const info = children(signerInfos[0])
  if (info.length !== 6) throw new Malformed()
  const [infoVersion, sid, digestAlgorithm, signedAttributes, signatureAlgorithm, signatureValue] = info
  if (bytesOf(infoVersion, asn1.Type.INTEGER).toString('hex') !== '01') throw new Malformed()
  if (algorithm(digestAlgorithm) !== OID.sha256) throw new Malformed()
  // The seal's signer writes rsaEncryption; sha256WithRSAEncryption would verify the same signature, but an unsigned
  // field that could be changed without failing is refused: the seal is exactly what we make or nothing.
  if (algorithm(signatureAlgorithm) !== OID.rsaEncryption) throw new Malformed()

  const [issuer, serial] = children(sid, 2)
  const signer = certificates.find((certificate) => {
    const tbs = children(children(fromDer(certificate.toString('binary'), { decodeBitStrings: false }))[0])
    const offset = tbs[0]?.tagClass === asn1.Class.CONTEXT_SPECIFIC && tbs[0]?.type === 0 ? 1 : 0
    return der(tbs[offset]!).equals(der(serial!)) && der(tbs[offset + 2]!).equals(der(issuer!))
  })
  if (!signer) throw new Malformed()

  let messageDigest: Buffer | null = null
  let signingTime: Date | null = null
  let sawContentType = false
  const seen = new Set<string>()
  for (const attribute of children(signedAttributes, undefined, CONTEXT_0)) {
    const [type, values] = children(attribute, 2)
    const oid = oidOf(type)
    if (seen.has(oid)) throw new Malformed()
    seen.add(oid)
    const [value] = children(values, 1, SET)
    if (oid === OID.contentType) {
      if (oidOf(value) !== OID.data) throw new Malformed()
      sawContentType = true
    } else if (oid === OID.messageDigest) messageDigest = bytesOf(value, asn1.Type.OCTETSTRING)
    else if (oid === OID.signingTime) {
      if (!isType(value, asn1.Type.UTCTIME)) throw new Malformed()
      signingTime = asn1.utcTimeToDate(value.value as string)
    } else throw new Malformed()
  }
  if (!sawContentType || !messageDigest) throw new Malformed()
  return {
    signedAttributes,
    signature: bytesOf(signatureValue, asn1.Type.OCTETSTRING),
    messageDigest,
    signingTime,
    signer,
    certificates,
  }
}

export function verifySealedPdf(pdf: Buffer, options: VerifyOptions): SealVerification {
  if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-'))) return failure('not-pdf')
  const text = pdf.toString('latin1')
  const at = text.lastIndexOf('/ByteRange')
  if (at < 0) return failure('no-seal')
  const range = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text.slice(at, at + 120))
  if (!range) return failure('malformed-seal')
  const [start, firstLength, secondStart, secondLength] = range.slice(1).map(Number) as [number, number, number, number]
  if (start !== 0 || firstLength <= 0 || secondStart <= firstLength) return failure('malformed-seal')
  if (secondStart + secondLength !== pdf.length)
    return failure(secondStart + secondLength < pdf.length ? 'modified-after-sealing' : 'malformed-seal')
  if (text[firstLength] !== '<' || text[secondStart - 1] !== '>') return failure('malformed-seal')
  const hex = text.slice(firstLength + 1, secondStart - 1)
  if (hex.length % 2 !== 0 || !/^[0-9a-f]+$/.test(hex)) return failure('malformed-seal')

  let seal: ParsedSeal
  try {
    seal = parseSignedData(Buffer.from(hex, 'hex'))
  } catch {
    return failure('malformed-seal')
  }
  const covered = [pdf.subarray(0, firstLength), pdf.subarray(secondStart)]
  if (sha256(...covered) !== seal.messageDigest.toString('hex')) return failure('digest-mismatch')

  const signedAttributes = der(
    forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, children(seal.signedAttributes, undefined, CONTEXT_0)),
  )
  let x509: X509Certificate
  try {
    x509 = new X509Certificate(seal.signer)
    if (!verifySignature('sha256', signedAttributes, x509.publicKey, seal.signature)) return failure('signature-invalid')
  } catch {
    return failure('signature-invalid')
  }
  const trusted = (certificate: Buffer) => options.trusted.some((t) => t.equals(certificate))
  if (!seal.certificates.every(trusted)) return failure('unknown-certificate')

  let file
  try {
    file = parsePdf(pdf)
  } catch (error) {
    if (error instanceof PdfStructureError) return failure('malformed-seal')
    throw error
  }
  const audit = {
    documentId: infoText(file, 'AuditDocumentId'),
    originalSha256: infoText(file, 'OriginalSHA256'),
    signedSha256: infoText(file, 'SignedSHA256'),
  }
  if (!audit.documentId || !audit.originalSha256 || !audit.signedSha256 || file.revisions.length < 4) return failure('audit-missing')
  const original = sha256(pdf.subarray(0, file.revisions[0]))
  const signed = sha256(pdf.subarray(0, file.revisions[1]))
  if (original !== audit.originalSha256 || (options.expected?.originalSha256 && options.expected.originalSha256 !== original))
    return failure('original-hash-mismatch')
  if (signed !== audit.signedSha256 || (options.expected?.signedSha256 && options.expected.signedSha256 !== signed))
    return failure('signed-hash-mismatch')

  return {
    ok: true,
    signedAt: seal.signingTime,
    certificateFingerprint: x509.fingerprint256.replace(/:/g, '').toLowerCase(),
    subject: x509.subject.replace(/\n/g, ', '),
    audit: { documentId: audit.documentId, originalSha256: original, signedSha256: signed },
    revisions: file.revisions.length,
  }
}
