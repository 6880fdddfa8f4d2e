// What the signer agrees to before the in-app signature is accepted. The text is printed word for word on the audit
// page with its version, so a change here is a new version: keep old versions' wording in the history of this file.

export const ESIGN_CONSENT_VERSION = '2026-1'

/** The consent the signing page shows next to its checkbox, for the company signing. */
export function esignConsentText(companyName: string): string {
  return (
    `I agree to sign this agreement electronically for ${companyName}. I confirm that I have read it in full, that I am ` +
    'authorised to sign it for the company, and that my electronic signature, made with the one-time code sent to my ' +
    'email, binds the company as my handwritten signature would under the Information Technology Act, 2000.'
  )
}

export const ESIGN_CONSENT_LABEL = 'I agree to sign electronically'
