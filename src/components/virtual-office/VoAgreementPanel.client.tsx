'use client'

import { useId, useState } from 'react'
import { isIsoDate } from '@/domain/calendar/business-date'
import type { VoDocumentViewModel } from '@/domain/virtual-office/document-view'
import { VO_ERROR_TOASTS, VO_SUCCESS_TOASTS } from '@/domain/virtual-office/messages'
import { subscriptionStartDate } from '@/domain/virtual-office/subscription'
import { apiFetch, useAuth } from '../account/auth-store'
import { toast } from '../ui/toast'

// The agreement on the dashboard and the KYC page's last step: 'Sign Agreement' (the signing link goes to the signer
// by email), resend, 'Verify signature', and once signed the signed agreement and the document pack to download.

type Doc = VoDocumentViewModel

const SIGNABLE = ['KYC_COMPLETED', 'DOCUSIGN_EMAIL_SENT', 'SIGN_MEMBERSHIP_DOC']
const button = 'rounded-lg bg-brand-900 px-4 py-2 font-semibold text-white disabled:opacity-60'
const secondary = 'rounded-lg border border-brand-900 px-4 py-2 font-semibold text-brand-900 disabled:opacity-60'
const input = 'mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2'

async function messageOf(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: string } }
    return body.error?.message ?? fallback
  } catch {
    return fallback
  }
}

export function VoAgreementPanel({
  doc,
  onChange,
  headingLevel = 4,
}: {
  doc: Doc
  onChange: (doc: Doc) => void
  /** The panel's heading level under the page's (the dashboard's cards use h3, the KYC step h2). */
  headingLevel?: 3 | 4
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const id = useId()
  const auth = useAuth()
  const [signerName, setSignerName] = useState(auth.user?.name ?? '')
  const [signerEmail, setSignerEmail] = useState(auth.user?.email ?? '')
  const [industry, setIndustry] = useState('')
  const [busy, setBusy] = useState<'sign' | 'resend' | 'verify' | 'open' | null>(null)
  const completed = doc.status === 'COMPLETED' && doc.agreement?.signedAt
  if (!SIGNABLE.includes(doc.status) && !completed) return null

  async function sign(event: React.FormEvent) {
    event.preventDefault()
    if (!doc.expiresOn || !isIsoDate(doc.expiresOn)) {
      toast.error(VO_ERROR_TOASTS.sendAgreementEmail)
      return
    }
    setBusy('sign')
    try {
      const response = await apiFetch('/api/vo/document/sign', {
        method: 'POST',
        body: JSON.stringify({
          signerName: signerName.trim(),
          signerEmail: signerEmail.trim(),
          startingDate: subscriptionStartDate(doc.expiresOn, doc.subscriptionData),
          voDocId: doc.id,
          companyName: doc.companyInfo.name ?? '',
          ...(industry.trim() ? { industry: industry.trim() } : {}),
          ...(doc.agreement ? { mcn: doc.agreement.number } : {}),
        }),
      })
      if (!response.ok) {
        toast.error(await messageOf(response, VO_ERROR_TOASTS.sendAgreementEmail))
        return
      }
      const body = (await response.json()) as { data: Doc }
      toast.success(VO_SUCCESS_TOASTS.agreementEmailSent)
      onChange(body.data)
    } catch {
      toast.error(VO_ERROR_TOASTS.sendAgreementEmail)
    } finally {
      setBusy(null)
    }
  }

  async function resend() {
    setBusy('resend')
    try {
      const response = await apiFetch(`/api/vo/document/resend-notification?docId=${encodeURIComponent(doc.id)}`)
      if (!response.ok) toast.error(await messageOf(response, VO_ERROR_TOASTS.sendAgreementEmail))
      else toast.success(VO_SUCCESS_TOASTS.agreementEmailSent)
    } catch {
      toast.error(VO_ERROR_TOASTS.sendAgreementEmail)
    } finally {
      setBusy(null)
    }
  }

  async function verify() {
    setBusy('verify')
    try {
      const response = await apiFetch(`/api/vo/document/verify-signature?docId=${encodeURIComponent(doc.id)}`)
      if (!response.ok) {
        toast.error(await messageOf(response, VO_ERROR_TOASTS.verifySignature))
        return
      }
      const body = (await response.json()) as { data: { document: Doc } }
      toast.success(VO_SUCCESS_TOASTS.signatureVerified)
      onChange(body.data.document)
    } catch {
      toast.error(VO_ERROR_TOASTS.verifySignature)
    } finally {
      setBusy(null)
    }
  }

  async function openSigning() {
    setBusy('open')
    try {
      const response = await apiFetch(`/api/vo/document/signing-view?docId=${encodeURIComponent(doc.id)}`)
      if (!response.ok) {
        toast.error(await messageOf(response, VO_ERROR_TOASTS.sendAgreementEmail))
        return
      }
      const body = (await response.json()) as { data: { url: string | null; message: string | null } }
      if (body.data.url && /^https:\/\//.test(body.data.url)) window.location.assign(body.data.url)
      else toast.error(body.data.message ?? VO_ERROR_TOASTS.sendAgreementEmail)
    } catch {
      toast.error(VO_ERROR_TOASTS.sendAgreementEmail)
    } finally {
      setBusy(null)
    }
  }

  const verifyButton = (
    <button type="button" className={secondary} onClick={() => void verify()} disabled={busy !== null}>
      Verify signature
    </button>
  )

  if (completed)
    return (
      <section aria-labelledby={`${id}-done`} className="mt-4 rounded-lg bg-emerald-50 p-4 text-emerald-950">
        <Heading id={`${id}-done`} className="font-semibold">
          Agreement {doc.agreement!.number} signed
        </Heading>
        <ul className="mt-2 space-y-1">
          <li>
            <a
              className="font-semibold text-brand-900 underline"
              href={`/api/vo/document/signed-agreement?docId=${encodeURIComponent(doc.id)}`}
              download
            >
              Download the signed agreement (PDF)
            </a>
          </li>
          <li>
            <a
              className="font-semibold text-brand-900 underline"
              href={`/api/vo/document/document-pack?docId=${encodeURIComponent(doc.id)}`}
              download
            >
              Download all your documents (ZIP)
            </a>
          </li>
        </ul>
        <div className="mt-3">{verifyButton}</div>
      </section>
    )

  const sent = doc.status === 'DOCUSIGN_EMAIL_SENT' && doc.agreement
  return (
    <section aria-labelledby={`${id}-sign`} className="mt-4 rounded-lg border border-slate-200 p-4">
      <Heading id={`${id}-sign`} className="font-semibold text-slate-900">
        {sent ? `Agreement ${doc.agreement!.number} sent for signing` : 'Your agreement'}
      </Heading>
      {sent && (
        <p className="mt-1 text-sm text-slate-800">
          We emailed the signing link. Open it, sign, then come back and verify the signature. Did not get it? Resend it, or send it to
          someone else below.
        </p>
      )}
      <form onSubmit={sign} className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-800">
            Who signs (a director, partner or proprietor)
          </label>
          <input
            id={`${id}-name`}
            className={input}
            value={signerName}
            onChange={(e) => setSignerName(e.target.value)}
            required
            autoComplete="name"
          />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800">
            Their email
          </label>
          <input
            id={`${id}-email`}
            type="email"
            className={input}
            value={signerEmail}
            onChange={(e) => setSignerEmail(e.target.value)}
            required
            autoComplete="email"
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-industry`} className="block text-sm font-medium text-slate-800">
            Line of business (optional)
          </label>
          <input id={`${id}-industry`} className={input} value={industry} onChange={(e) => setIndustry(e.target.value)} maxLength={100} />
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className={button} disabled={busy !== null}>
            {sent ? 'Send a new agreement' : 'Sign Agreement'}
          </button>
          {sent && doc.agreement!.provider !== 'builtin' && (
            <button type="button" className={button} onClick={() => void openSigning()} disabled={busy !== null}>
              Open the agreement to sign
            </button>
          )}
          {sent && (
            <button type="button" className={secondary} onClick={() => void resend()} disabled={busy !== null}>
              Resend email
            </button>
          )}
          {sent && verifyButton}
        </div>
      </form>
    </section>
  )
}
