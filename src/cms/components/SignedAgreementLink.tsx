'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

/** On a sign request: the signed and sealed PDF to download, once signed. */
export function SignedAgreementLink() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  if (!id) return null
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      {status === 'completed' ? (
        <a className="btn btn--style-secondary btn--size-small" href={`/cms-api/esign-requests/${id}/signed.pdf`} download>
          Download the signed agreement (PDF)
        </a>
      ) : (
        <p>Not signed yet.</p>
      )}
    </div>
  )
}
