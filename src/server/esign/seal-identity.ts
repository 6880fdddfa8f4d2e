import { generateKeyPairSync, X509Certificate } from 'node:crypto'
import forge from 'node-forge'
import { loadOrCreateSecretFile } from '@/server/security/local-secret'

// The certificate that seals signed agreements (a PAdES signature over the whole file, src/server/esign/seal.ts).
//
//   ESIGN_P12_BASE64 + ESIGN_P12_PASSPHRASE   a PKCS#12 file (key + certificate, and its chain if any), base64; use a
//                                             document-signing certificate from a CA in production, the same on every
//                                             app instance
//   otherwise ESIGN_P12_FILE                  default .data/esign-seal.p12.b64: created on first use with a self-signed
//                                             certificate (RSA 2048, 10 years) and an empty passphrase, file mode 0600
//
// A self-signed seal proves to us (and to anyone holding our certificate's fingerprint) that a document has not changed
// since we sealed it; a PDF reader shows it as 'signer unknown' until the certificate is trusted. Verification checks
// the certificate in a seal against the configured one by its SHA-256 fingerprint.

export const DEFAULT_P12_FILE = '.data/esign-seal.p12.b64'
export const SEAL_COMMON_NAME = 'Sthana Workspaces document seal'
export const SEAL_ORGANISATION = 'Sthana Workspaces Private Limited'

export interface SealIdentity {
  p12: Buffer
  passphrase: string
  /** The signing certificate, DER. */
  certificate: Buffer
  /** Every certificate in the P12 (the signing one first), DER: what a seal may carry. */
  certificates: Buffer[]
  /** SHA-256 of the signing certificate's DER, lower-case hex. */
  fingerprint: string
  subject: string
  source: 'environment' | 'file'
}

export class SealConfigurationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SealConfigurationError'
  }
}

function derOf(certificate: forge.pki.Certificate): Buffer {
  return Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary')
}

/** Reads a PKCS#12: the certificate that matches its private key, and every certificate it holds. */
export function readP12(p12: Buffer, passphrase: string, source: SealIdentity['source']): SealIdentity {
  let parsed: forge.pkcs12.Pkcs12Pfx
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, passphrase)
  } catch {
    throw new SealConfigurationError('The e-sign seal certificate (P12) cannot be read: check the file and its passphrase.')
  }
  const keyBags = [
    ...(parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(parsed.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ]
  const key = keyBags[0]?.key as forge.pki.rsa.PrivateKey | undefined
  const certs = (parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).flatMap((bag) =>
    bag.cert ? [bag.cert] : [],
  )
  if (!key || certs.length === 0) throw new SealConfigurationError('The e-sign seal P12 must hold a private key and its certificate.')
  const signing = certs.find((c) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey
    return pub.n?.compareTo(key.n) === 0 && pub.e?.compareTo(key.e) === 0
  })
  if (!signing) throw new SealConfigurationError('No certificate in the e-sign seal P12 matches its private key (an RSA key is needed).')
  const certificate = derOf(signing)
  const x509 = new X509Certificate(certificate)
  return {
    p12,
    passphrase,
    certificate,
    certificates: [certificate, ...certs.filter((c) => c !== signing).map(derOf)],
    fingerprint: x509.fingerprint256.replace(/:/g, '').toLowerCase(),
    subject: x509.subject.replace(/\n/g, ', '),
    source,
  }
}

/** A new self-signed seal certificate as a PKCS#12 (empty passphrase by default). */
export function generateSealP12({
  now = new Date(),
  years = 10,
  passphrase = '',
  commonName = SEAL_COMMON_NAME,
}: { now?: Date; years?: number; passphrase?: string; commonName?: string } = {}): Buffer {
  // node:crypto makes the key in milliseconds; node-forge's own generator would take seconds.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()) as forge.pki.rsa.PrivateKey
  const cert = forge.pki.createCertificate()
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e)
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(15))}`
  cert.validity.notBefore = new Date(now.getTime() - 60_000)
  cert.validity.notAfter = new Date(now)
  cert.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + years)
  const name = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: SEAL_ORGANISATION },
    { name: 'countryName', value: 'IN' },
  ]
  cert.setSubject(name)
  cert.setIssuer(name)
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ])
  cert.sign(key, forge.md.sha256.create())
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des', friendlyName: commonName })
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary')
}

const cache = new Map<string, SealIdentity>()

/** The seal identity the environment configures (memoised per configuration). */
export function sealIdentity(environment: Record<string, string | undefined> = process.env): SealIdentity {
  const base64 = environment.ESIGN_P12_BASE64?.trim()
  const passphrase = environment.ESIGN_P12_PASSPHRASE ?? ''
  const file = environment.ESIGN_P12_FILE?.trim() || DEFAULT_P12_FILE
  const cacheKey = base64 ? `env:${base64.length}:${base64.slice(-16)}` : `file:${file}`
  const cached = cache.get(cacheKey)
  if (cached) return cached
  let identity: SealIdentity
  if (base64) {
    if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw new SealConfigurationError('ESIGN_P12_BASE64 is not base64.')
    identity = readP12(Buffer.from(base64, 'base64'), passphrase, 'environment')
  } else {
    const text = loadOrCreateSecretFile(file, () => generateSealP12().toString('base64'))
    identity = readP12(Buffer.from(text, 'base64'), '', 'file')
  }
  cache.set(cacheKey, identity)
  return identity
}
