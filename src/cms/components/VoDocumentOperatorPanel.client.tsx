'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useState } from 'react'
import type { OperatorDocumentView } from '@/domain/virtual-office/operator-view'

// In the admin's edit view of a virtual-office document: its status, history and KYC with identity numbers masked,
// the files, and the operator's moves (ask for company or director KYC again, or withdraw the request) with a reason.
// Reads and writes through the collection's endpoints (src/server/virtual-office/operator-endpoints.ts).

type OperatorView = OperatorDocumentView

const IST = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })
const cell = {
  padding: '4px 8px',
  borderBottom: '1px solid var(--theme-elevation-100)',
  textAlign: 'left' as const,
  verticalAlign: 'top' as const,
}
const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'var(--base)', marginBottom: 'var(--base)' }

export function VoDocumentOperatorPanel() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const formId = useId()
  const [view, setView] = useState<OperatorView | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [event, setEvent] = useState('')
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const base = id ? `/cms-api/vo-documents/${encodeURIComponent(String(id))}` : null

  const load = useCallback(async () => {
    if (!base) return
    const response = await fetch(`${base}/operator-view`, { credentials: 'same-origin' })
    const body = (await response.json().catch(() => null)) as { data?: OperatorView; error?: { message: string } } | null
    if (!response.ok || !body?.data) {
      setError(body?.error?.message ?? 'The document could not be loaded.')
      return
    }
    setError(null)
    setView(body.data)
  }, [base])

  useEffect(() => {
    const started = setTimeout(() => void load(), 0)
    return () => clearTimeout(started)
  }, [load])

  // Not a <form>: the panel sits inside the admin's own document form, and forms do not nest.
  async function move() {
    if (!base) return
    if (!event || !reason.trim()) {
      setNotice('Choose what to do and give a reason.')
      return
    }
    setBusy(true)
    setNotice(null)
    try {
      const response = await fetch(`${base}/move`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ event, reason }),
      })
      const body = (await response.json().catch(() => null)) as { data?: OperatorView; error?: { message: string } } | null
      if (!response.ok || !body?.data) {
        setNotice(body?.error?.message ?? 'The document could not be moved.')
        return
      }
      setView(body.data)
      setEvent('')
      setReason('')
      setNotice(`Done: the document is now ${body.data.status}.`)
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  if (!id) return null
  if (error) return <p role="alert">{error}</p>
  if (!view) return <p>Loading the document’s KYC…</p>

  const file = (fileId: string) => (
    <a href={`${base}/files/${encodeURIComponent(fileId)}`} target="_blank" rel="noreferrer">
      {fileId.startsWith('logo_') ? 'logo' : 'document'}
    </a>
  )

  return (
    <div data-vo-operator-panel style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <section style={box} aria-labelledby={`${formId}-status`}>
        <h3 id={`${formId}-status`}>Status</h3>
        <p>
          <strong>{view.status}</strong>: {view.statusLabel}. Customer dashboard: {view.dashboardState}. KYC complete:{' '}
          {view.totalKycComplete ? 'yes' : 'no'}. Flow: {view.unIncorporatedRegistration ? 'to be incorporated' : 'incorporated'}.
        </p>
        {view.kycRequest && (
          <p>
            Open KYC request by {view.kycRequest.by} on {IST.format(new Date(view.kycRequest.requestedAt))}: “{view.kycRequest.reason}”
          </p>
        )}
      </section>

      {view.moves.length > 0 && (
        <section style={box} aria-labelledby={`${formId}-move`}>
          <h3 id={`${formId}-move`}>Move the document</h3>
          <div role="group" aria-labelledby={`${formId}-move`}>
            <fieldset style={{ border: 0, padding: 0 }}>
              <legend>What to do</legend>
              {view.moves.map((m) => (
                <label key={m.event} style={{ display: 'block' }}>
                  <input
                    type="radio"
                    name="event"
                    value={m.event}
                    checked={event === m.event}
                    onChange={() => setEvent(m.event)}
                    required
                  />{' '}
                  {m.label}
                </label>
              ))}
            </fieldset>
            <label htmlFor={`${formId}-reason`} style={{ display: 'block', marginTop: 8 }}>
              Reason (the customer sees it) *
            </label>
            <textarea
              id={`${formId}-reason`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-required="true"
              maxLength={500}
              rows={3}
              style={{ width: '100%' }}
            />
            <button type="button" className="btn btn--style-primary btn--size-small" disabled={busy} onClick={() => void move()}>
              Move
            </button>
            {notice && <p role="status">{notice}</p>}
          </div>
        </section>
      )}

      <section style={box} aria-labelledby={`${formId}-kyc`}>
        <h3 id={`${formId}-kyc`}>KYC (identity numbers masked)</h3>
        {view.company && (
          <p>
            {view.company.name}; PAN {view.company.pan}; CIN {view.company.cin}
            {view.company.gstin ? `; GSTIN ${view.company.gstin}` : ''} (from {view.company.source}). Directors:{' '}
            {view.company.directors.map((d) => `${d.name} (DIN ${d.din})`).join(', ') || 'none'}.
          </p>
        )}
        {view.proposedCompany && (
          <p>
            Proposed: {view.proposedCompany.name} ({view.proposedCompany.natureOfFirm}). Directors:{' '}
            {view.proposedCompany.directors.map((d) => `${d.name}${d.pan ? ` (PAN ${d.pan})` : ''}`).join(', ') || 'none'}.
          </p>
        )}
        {!view.company && !view.proposedCompany && <p>No company details yet.</p>}
        {view.logoFileId && <p>Logo: {file(view.logoFileId)}</p>}
        {view.directorsKyc.length > 0 && (
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <caption style={{ textAlign: 'left', fontWeight: 600 }}>Director KYC</caption>
            <thead>
              <tr>
                {['Director', 'DIN', 'PAN', 'Identity document', 'File', 'Verified'].map((h) => (
                  <th key={h} scope="col" style={cell}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.directorsKyc.map((d) => (
                <tr key={d.id}>
                  <td style={cell}>{d.name}</td>
                  <td style={cell}>{d.din ?? '—'}</td>
                  <td style={cell}>{d.pan ?? '—'}</td>
                  <td style={cell}>
                    {d.identity.type} {d.identity.number}
                  </td>
                  <td style={cell}>{file(d.identity.fileId)}</td>
                  <td style={cell}>{IST.format(new Date(d.verifiedAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section style={box} aria-labelledby={`${formId}-history`}>
        <h3 id={`${formId}-history`}>History</h3>
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              {['When (IST)', 'Who', 'What', 'From', 'To', 'Reason'].map((h) => (
                <th key={h} scope="col" style={cell}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.history.map((h, i) => (
              <tr key={`${h.at}-${i}`}>
                <td style={cell}>{IST.format(new Date(h.at))}</td>
                <td style={cell}>{h.actor}</td>
                <td style={cell}>{h.event}</td>
                <td style={cell}>{h.from}</td>
                <td style={cell}>{h.to}</td>
                <td style={cell}>{h.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}
