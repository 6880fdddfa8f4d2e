'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useState } from 'react'
import { VO_ERROR_TOASTS, VO_SERVER_MESSAGES, VO_SUCCESS_TOASTS } from '@/domain/virtual-office/messages'
import { NATURES_OF_FIRM } from '@/domain/virtual-office/natures-of-firm'
import type { VoDocumentViewModel } from '@/domain/virtual-office/document-view'
import { apiFetch, loadUser, openLogin, useAuth } from '../account/auth-store'
import { track } from '../analytics/track'
import { toast } from '../ui/toast'
import { VoAgreementPanel } from './VoAgreementPanel.client'
import { partnerEntryOf, verifyPartnerEntry, withoutPartnerToken } from './partner-entry'

// The KYC page (/workspaces/virtual-office/kyc/, optional ?id=): the document's stepper and the form of its step:
// the flow (incorporated or not), the company KYC from the registry ('PAN data not found' → directors by hand) or the
// proposed company with its logo, each director's KYC (Aadhaar last 4 only), then 'Sign Agreement'. The document is
// loaded again after every step (by id when one is current). Reset starts the KYC again.

type Doc = VoDocumentViewModel

/** The KYC step a successful call completes, by its row, for analytics (the page's own page type, 'VO KYC'). */
const STEPS: [RegExp, string][] = [
  [/\/company-details$/, 'flow_chosen'],
  [/\/add-company-kyc$/, 'company_kyc'],
  [/\/add-unincorporated-company\//, 'proposed_company'],
  [/\/roc-details\//, 'director_kyc'],
  [/\/complete-company-kyc$/, 'directors_verified'],
]

function trackStep(path: string) {
  if (path.endsWith('/reset')) return track('vo_kyc_reset')
  const step = STEPS.find(([pattern]) => pattern.test(path))?.[1]
  if (step) track('vo_kyc_step_completed', { step })
}

async function messageOf(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: string } }
    return body.error?.message ?? fallback
  } catch {
    return fallback
  }
}

const input = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2'
const button = 'rounded-lg bg-brand-900 px-4 py-2 font-semibold text-white disabled:opacity-60'
const secondary = 'rounded-lg border border-brand-900 px-4 py-2 font-semibold text-brand-900'

function Field({ label, children, id }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  )
}

async function uploadImage(file: File, kind: 'logo' | 'kyc-document'): Promise<string | null> {
  const form = new FormData()
  form.append('file', file)
  form.append('kind', kind)
  // Not apiFetch: the browser sets the multipart boundary itself.
  const response = await fetch('/api/s3/route', { method: 'POST', body: form, credentials: 'same-origin' })
  if (!response.ok) {
    toast.error(await messageOf(response, VO_ERROR_TOASTS.uploadLogo))
    return null
  }
  const body = (await response.json()) as { data?: { logo_id?: string } }
  if (!body.data?.logo_id) {
    toast.error(VO_ERROR_TOASTS.uploadLogoFailed)
    return null
  }
  return body.data.logo_id
}

export function VoKycApp() {
  const auth = useAuth()
  const router = useRouter()
  const [doc, setDoc] = useState<Doc | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'none' | 'error'>('loading')
  const [verifyingPartner, setVerifyingPartner] = useState(false)

  // A partner's customer arrives with ?partner=&token=: the token becomes a session, or the customer is sent away.
  useEffect(() => {
    const entry = partnerEntryOf(window.location.search)
    if (!entry) return
    let cancelled = false
    const started = setTimeout(() => {
      setVerifyingPartner(true)
      void verifyPartnerEntry(entry).then(async (result) => {
        if (cancelled) return
        window.history.replaceState(null, '', withoutPartnerToken(window.location.href))
        if (result.ok) {
          await loadUser()
          setVerifyingPartner(false)
          return
        }
        toast.error(result.message)
        if ('external' in result.redirectTo) window.location.assign(result.redirectTo.external)
        else router.replace(result.redirectTo.internal)
      })
    }, 0)
    return () => {
      cancelled = true
      clearTimeout(started)
    }
  }, [router])

  const load = useCallback(async () => {
    const params = new URLSearchParams(window.location.search)
    const id = params.get('id')
    // A partner's customer (?partner=, kept after the token is traded) opens that partner's document.
    const partner = params.get('partner')
    const response = id
      ? await apiFetch(`/api/vo/document/vo-by-id?doc_id=${encodeURIComponent(id)}`)
      : await apiFetch(`/api/vo/document/get${partner ? `?partner=${encodeURIComponent(partner)}` : ''}`)
    if (!response.ok) {
      toast.error(await messageOf(response, id ? VO_ERROR_TOASTS.fetchDocument : VO_ERROR_TOASTS.fetchUserDocument))
      setState('error')
      return
    }
    const body = (await response.json()) as { data: Doc | Doc[] }
    const found = Array.isArray(body.data) ? (body.data[0] ?? null) : body.data
    setDoc(found)
    setState(found ? 'ready' : 'none')
  }, [])

  useEffect(() => {
    if (auth.status !== 'signed-in') return
    // The first load: the state is set once the answer arrives, never synchronously in the effect.
    const started = setTimeout(() => void load(), 0)
    return () => clearTimeout(started)
  }, [auth.status, load])

  if (verifyingPartner) return <p className="text-slate-700">Verifying your KYC link…</p>
  if (auth.status !== 'signed-in')
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <p className="text-slate-800">Log in to complete the KYC of your virtual office.</p>
        <button type="button" className={`${button} mt-4`} onClick={() => openLogin()}>
          Log in
        </button>
      </div>
    )
  if (state === 'loading') return <p className="text-slate-700">Loading your virtual-office document…</p>
  if (state === 'error') return <p className="text-slate-800">{VO_ERROR_TOASTS.fetchDocument}</p>
  if (state === 'none' || !doc)
    return (
      <p className="text-slate-800">
        You have no virtual office yet. <a href="/workspaces/virtual-office/#plans">Choose a virtual office plan</a>.
      </p>
    )

  const call = async (path: string, method: string, body: unknown, failure: string, success?: string): Promise<boolean> => {
    const response = await apiFetch(path, { method, body: JSON.stringify(body) })
    if (!response.ok) {
      toast.error(await messageOf(response, failure))
      return false
    }
    if (success) toast.success(success)
    trackStep(path)
    await load()
    return true
  }

  return (
    <div className="space-y-6">
      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <p className="text-sm text-slate-700">
          {doc.selectedPlan?.title} · {doc.selectedPlan?.name}
          {doc.building ? ` · ${doc.building.name}` : ''}
        </p>
        {doc.stepper ? (
          <ol className="mt-3 flex flex-wrap gap-3" aria-label="KYC steps">
            {doc.stepper.steps.map((step, i) => (
              <li
                key={step.label}
                aria-current={step.state === 'current' ? 'step' : undefined}
                className={`rounded-full px-3 py-1 text-sm ${step.state === 'current' ? 'bg-brand-900 text-white' : step.state === 'done' ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700'}`}
              >
                {i + 1}. {step.label}
                {step.state === 'done' ? ' (done)' : ''}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 text-slate-800">This document has no KYC step open.</p>
        )}
      </div>

      {doc.status === 'CHOSE_FLOW' && <CompanyStep doc={doc} call={call} reload={load} />}
      {doc.status === 'ADDED_COMPANY_KYC' && <DirectorsStep doc={doc} call={call} />}
      {(doc.status === 'KYC_COMPLETED' || doc.status === 'DOCUSIGN_EMAIL_SENT' || doc.status === 'SIGN_MEMBERSHIP_DOC') && (
        <section aria-labelledby="sign-heading" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="sign-heading" className="text-xl font-semibold text-brand-950">
            Sign Agreement
          </h2>
          <p className="mt-2 text-slate-800">
            Your KYC is complete. Send the virtual-office agreement for signing: the signer gets a link by email.
          </p>
          <VoAgreementPanel doc={doc} onChange={setDoc} headingLevel={3} />
        </section>
      )}

      {['CHOSE_FLOW', 'ADDED_COMPANY_KYC', 'KYC_COMPLETED'].includes(doc.status) && (
        <button
          type="button"
          className={secondary}
          onClick={() =>
            void call(
              '/api/vo/document/reset',
              'PATCH',
              { doc_id: doc.id, request_type: 'INITIAL_KYC' },
              VO_ERROR_TOASTS.reset,
              VO_SUCCESS_TOASTS.reset,
            )
          }
        >
          Reset KYC
        </button>
      )}
    </div>
  )
}

type Call = (path: string, method: string, body: unknown, failure: string, success?: string) => Promise<boolean>

function CompanyStep({ doc, call, reload }: { doc: Doc; call: Call; reload: () => Promise<void> }) {
  const id = useId()
  const [flow, setFlow] = useState<'INCORPORATED' | 'NON_INCORPORATED'>(
    doc.unIncorporatedRegistration ? 'NON_INCORPORATED' : 'INCORPORATED',
  )
  const [pan, setPan] = useState('')
  const [cin, setCin] = useState('')
  const [name, setName] = useState('')
  const [gstin, setGstin] = useState('')
  const [gstinError, setGstinError] = useState<string | null>(null)
  const [phone, setPhone] = useState('')
  const [manual, setManual] = useState(false)
  const [directors, setDirectors] = useState([{ id: '1', din: '', name: '', pan: '' }])
  const [nature, setNature] = useState<string>(NATURES_OF_FIRM[0])
  const [logo, setLogo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function chooseFlow(next: 'INCORPORATED' | 'NON_INCORPORATED') {
    setFlow(next)
    await call('/api/vo/document/company-details', 'PATCH', { doc_id: doc.id, company_type: next }, VO_ERROR_TOASTS.updateCompanyDetails)
  }

  async function submitIncorporated(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      const typed = directors.filter((d) => d.din.trim() && d.name.trim()).map((d) => ({ din: d.din.trim(), name: d.name.trim() }))
      const body = {
        doc_id: doc.id,
        finance_info: {
          pan,
          cin,
          company_name: name || 'To be filled from the registry',
          directors: typed.length > 0 ? typed : [{ din: '00000001', name: 'From the registry' }],
          ...(gstin.trim() ? { gstin } : {}),
        },
        unincorporated_registration: false,
        phone,
      }
      const response = await apiFetch('/api/vo/document/add-company-kyc', { method: 'PATCH', body: JSON.stringify(body) })
      if (response.ok) {
        toast.success(VO_SUCCESS_TOASTS.companyKycAdded)
        trackStep('/api/vo/document/add-company-kyc')
        await reload()
        return
      }
      const message = await messageOf(response, VO_ERROR_TOASTS.addCompanyKyc)
      if (message === VO_SERVER_MESSAGES.panDataNotFound) {
        setManual(true)
        toast.error(VO_ERROR_TOASTS.panDataNotFound)
      } else if (message === VO_SERVER_MESSAGES.invalidGstin || /GSTIN/.test(message)) {
        setGstin('')
        setGstinError(VO_SERVER_MESSAGES.invalidGstin)
      } else toast.error(message)
    } finally {
      setBusy(false)
    }
  }

  async function submitUnincorporated(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      await call(
        `/api/nest-api/virtual-offices/add-unincorporated-company/${doc.id}`,
        'PUT',
        {
          company_name: name,
          nature_of_firm: nature,
          directors: directors
            .filter((d) => d.name.trim())
            .map((d) => ({ id: d.id, name: d.name.trim(), ...(d.pan.trim() ? { pan: d.pan.trim() } : {}) })),
          phone,
          ...(logo ? { logo } : {}),
        },
        VO_ERROR_TOASTS.addProposedCompany,
        VO_SUCCESS_TOASTS.companyDetailsAdded,
      )
    } finally {
      setBusy(false)
    }
  }

  const directorRows = (withDin: boolean) => (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">Directors</legend>
      {directors.map((d, i) => (
        <div key={d.id} className="grid gap-3 sm:grid-cols-2">
          <Field label={`Director ${i + 1} name`} id={`${id}-dn-${d.id}`}>
            <input
              id={`${id}-dn-${d.id}`}
              className={input}
              value={d.name}
              onChange={(e) => setDirectors(directors.map((x) => (x.id === d.id ? { ...x, name: e.target.value } : x)))}
            />
          </Field>
          {withDin ? (
            <Field label={`Director ${i + 1} DIN`} id={`${id}-dd-${d.id}`}>
              <input
                id={`${id}-dd-${d.id}`}
                className={input}
                inputMode="numeric"
                value={d.din}
                onChange={(e) => setDirectors(directors.map((x) => (x.id === d.id ? { ...x, din: e.target.value } : x)))}
              />
            </Field>
          ) : (
            <Field label={`Director ${i + 1} PAN (optional)`} id={`${id}-dp-${d.id}`}>
              <input
                id={`${id}-dp-${d.id}`}
                className={input}
                value={d.pan}
                onChange={(e) => setDirectors(directors.map((x) => (x.id === d.id ? { ...x, pan: e.target.value } : x)))}
              />
            </Field>
          )}
        </div>
      ))}
      <button
        type="button"
        className={secondary}
        onClick={() => setDirectors([...directors, { id: String(directors.length + 1), din: '', name: '', pan: '' }])}
      >
        Add a director
      </button>
    </fieldset>
  )

  return (
    <section aria-labelledby="company-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="company-heading" className="text-xl font-semibold text-brand-950">
        {flow === 'INCORPORATED' ? 'KYC Detail' : 'Company Details'}
      </h2>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-800">Is your company incorporated?</legend>
        <div className="mt-2 flex gap-4">
          <label className="flex items-center gap-2">
            <input type="radio" name={`${id}-flow`} checked={flow === 'INCORPORATED'} onChange={() => void chooseFlow('INCORPORATED')} />
            Yes, it is incorporated
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-flow`}
              checked={flow === 'NON_INCORPORATED'}
              onChange={() => void chooseFlow('NON_INCORPORATED')}
            />
            Not yet
          </label>
        </div>
      </fieldset>

      {flow === 'INCORPORATED' ? (
        <form className="mt-4 space-y-3" onSubmit={submitIncorporated}>
          <Field label="Company PAN" id={`${id}-pan`}>
            <input id={`${id}-pan`} className={input} value={pan} onChange={(e) => setPan(e.target.value)} required />
          </Field>
          <Field label="CIN or LLPIN" id={`${id}-cin`}>
            <input id={`${id}-cin`} className={input} value={cin} onChange={(e) => setCin(e.target.value)} required />
          </Field>
          <Field label="Company name" id={`${id}-name`}>
            <input id={`${id}-name`} className={input} value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field label="GSTIN (optional)" id={`${id}-gstin`}>
            <input
              id={`${id}-gstin`}
              className={input}
              value={gstin}
              aria-invalid={gstinError ? true : undefined}
              aria-describedby={gstinError ? `${id}-gstin-error` : undefined}
              onChange={(e) => {
                setGstin(e.target.value)
                setGstinError(null)
              }}
            />
          </Field>
          {gstinError && (
            <p id={`${id}-gstin-error`} className="text-sm text-red-800">
              {gstinError}
            </p>
          )}
          <Field label="Phone" id={`${id}-phone`}>
            <input id={`${id}-phone`} className={input} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} required />
          </Field>
          {manual && directorRows(true)}
          <button type="submit" className={button} disabled={busy}>
            Add company details
          </button>
        </form>
      ) : (
        <form className="mt-4 space-y-3" onSubmit={submitUnincorporated}>
          <Field label="Proposed company name" id={`${id}-pname`}>
            <input id={`${id}-pname`} className={input} value={name} onChange={(e) => setName(e.target.value)} required />
          </Field>
          <Field label="Nature of firm" id={`${id}-nature`}>
            <select id={`${id}-nature`} className={input} value={nature} onChange={(e) => setNature(e.target.value)}>
              {NATURES_OF_FIRM.map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          </Field>
          {directorRows(false)}
          <Field label="Phone" id={`${id}-uphone`}>
            <input id={`${id}-uphone`} className={input} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} required />
          </Field>
          <Field label="Company logo (PNG, JPEG or WebP, up to 2 MB)" id={`${id}-logo`}>
            <input
              id={`${id}-logo`}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className={input}
              onChange={async (e) => {
                const file = e.target.files?.[0]
                if (file) setLogo(await uploadImage(file, 'logo'))
              }}
            />
          </Field>
          {logo && <p className="text-sm text-emerald-900">Logo uploaded.</p>}
          <button type="submit" className={button} disabled={busy}>
            Add company details
          </button>
        </form>
      )}
    </section>
  )
}

function DirectorsStep({ doc, call }: { doc: Doc; call: Call }) {
  const directors = doc.financeInfo
    ? doc.financeInfo.directors.map((d) => ({ key: d.din, name: d.name, din: d.din }))
    : (doc.proposedCompany?.directors ?? []).map((d) => ({ key: d.id, name: d.name, din: d.din ?? '' }))
  const done = new Map(doc.directorsKyc.map((d) => [d.id, d]))
  const allDone = directors.length > 0 && directors.every((d) => done.has(d.key))
  return (
    <section aria-labelledby="directors-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="directors-heading" className="text-xl font-semibold text-brand-950">
        Individual KYC
      </h2>
      <ul className="mt-3 space-y-4">
        {directors.map((d) => {
          const kyc = done.get(d.key)
          return (
            <li key={d.key} className="rounded-lg border border-slate-200 p-4">
              <p className="font-semibold text-slate-900">{d.name}</p>
              {kyc ? (
                <p className="text-sm text-emerald-900">
                  KYC added{kyc.pan ? `, PAN ${kyc.pan}` : ''}, {kyc.identity.type} {kyc.identity.number}
                </p>
              ) : (
                <DirectorForm docId={doc.id} director={d} call={call} />
              )}
            </li>
          )
        })}
      </ul>
      <button
        type="button"
        className={`${button} mt-4`}
        disabled={!allDone}
        onClick={() =>
          void call(
            '/api/vo/document/complete-company-kyc',
            'PATCH',
            { doc_id: doc.id, unincorporated_registration: doc.unIncorporatedRegistration },
            VO_ERROR_TOASTS.completeCompanyKyc,
            VO_SUCCESS_TOASTS.directorsVerified,
          )
        }
      >
        Verify directors
      </button>
    </section>
  )
}

function DirectorForm({ docId, director, call }: { docId: string; director: { key: string; name: string; din: string }; call: Call }) {
  const id = useId()
  const [din, setDin] = useState(director.din)
  const [pan, setPan] = useState('')
  const [last4, setLast4] = useState('')
  const [fileId, setFileId] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  return (
    <form
      className="mt-2 grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault()
        if (!fileId) {
          toast.error('Upload a photo of the Aadhaar card first.')
          return
        }
        void call(
          `/api/nest-api/virtual-offices/roc-details/${docId}`,
          'PUT',
          {
            update_type: 'DIRECTOR_KYC',
            director: {
              id: director.key,
              name: director.name,
              ...(din.trim() ? { din: din.trim() } : {}),
              ...(pan.trim() ? { pan: pan.trim() } : {}),
              identity_document: { type: 'AADHAAR', last4, file_id: fileId },
            },
          },
          VO_ERROR_TOASTS.updateCompanyDetails,
        )
      }}
    >
      <Field label={`DIN of ${director.name}`} id={`${id}-din`}>
        <input id={`${id}-din`} className={input} value={din} onChange={(e) => setDin(e.target.value)} />
      </Field>
      <Field label={`PAN of ${director.name}`} id={`${id}-pan`}>
        <input id={`${id}-pan`} className={input} value={pan} onChange={(e) => setPan(e.target.value)} />
      </Field>
      <Field label="Last 4 digits of the Aadhaar number" id={`${id}-aadhaar`}>
        <input
          id={`${id}-aadhaar`}
          className={input}
          inputMode="numeric"
          maxLength={4}
          value={last4}
          onChange={(e) => setLast4(e.target.value)}
          required
        />
      </Field>
      <Field label="Photo of the Aadhaar card" id={`${id}-file`}>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className={input}
          aria-describedby={`${id}-file-state`}
          onChange={async (e) => {
            const file = e.target.files?.[0]
            if (!file) return
            setFileId(null)
            setUploading(true)
            setFileId(await uploadImage(file, 'kyc-document'))
            setUploading(false)
          }}
        />
        <span id={`${id}-file-state`} role="status" className="mt-1 block text-sm text-slate-700">
          {uploading ? 'Uploading the photo…' : fileId ? 'Photo uploaded' : ''}
        </span>
      </Field>
      <button type="submit" className={button} disabled={uploading}>
        Save KYC of {director.name}
      </button>
    </form>
  )
}
