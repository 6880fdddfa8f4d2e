'use client'

import { useEffect, useState } from 'react'
import { businessDate } from '@/domain/calendar/business-date'
import { VO_DASHBOARD_COPY } from '@/domain/virtual-office/dashboard-state'
import type { VoDocumentViewModel } from '@/domain/virtual-office/document-view'
import { VO_ERROR_TOASTS } from '@/domain/virtual-office/messages'
import { isVoPlanHandle } from '@/domain/virtual-office/plan-pricing'
import { voReadiness } from '@/domain/virtual-office/readiness'
import { apiFetch, openLogin, useAuth } from '../account/auth-store'
import { VoAgreementPanel } from './VoAgreementPanel.client'

// The customer's virtual-office documents: each card says where the document stands (the dashboard state mapping of
// spec section 4), what to do next, and the readiness tracker (done, next, the papers to expect).

export function VoDashboard() {
  const auth = useAuth()
  const [docs, setDocs] = useState<VoDocumentViewModel[] | null>(null)
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (auth.status !== 'signed-in') return
    void (async () => {
      const response = await apiFetch('/api/vo/document/get')
      if (!response.ok) {
        setFailed(true)
        return
      }
      const body = (await response.json()) as { data: VoDocumentViewModel[]; hasPendingKyc: boolean }
      setDocs(body.data)
      setPending(body.hasPendingKyc)
    })()
  }, [auth.status])

  if (auth.status !== 'signed-in')
    return (
      <button type="button" className="rounded-lg bg-brand-900 px-4 py-2 font-semibold text-white" onClick={() => openLogin()}>
        Log in to see your virtual office
      </button>
    )
  if (failed) return <p className="text-slate-800">{VO_ERROR_TOASTS.fetchUserDocument}</p>
  if (!docs) return <p className="text-slate-700">Loading…</p>
  if (docs.length === 0)
    return (
      <p className="text-slate-800">
        {VO_DASHBOARD_COPY.MYHQ_REDIRECT.next} <a href="/workspaces/virtual-office/#plans">Choose a virtual office plan</a>
      </p>
    )

  const today = businessDate(new Date())
  return (
    <div className="space-y-6">
      {pending && <p className="rounded-lg bg-amber-50 p-3 text-amber-950">Some of your virtual offices need KYC.</p>}
      {docs.map((doc) => {
        const copy = VO_DASHBOARD_COPY[doc.dashboardState]
        const readiness = voReadiness(
          {
            status: doc.status,
            hasDashboardAccess: doc.hasDashboardAccess,
            totalKycComplete: doc.totalKycComplete,
            unIncorporatedRegistration: doc.unIncorporatedRegistration,
            selectedPlanName: doc.selectedPlan?.name ?? null,
            expiresOn: doc.expiresOn,
            kycRequest: doc.kycRequest,
            planHandle: doc.selectedPlan && isVoPlanHandle(doc.selectedPlan.handle) ? doc.selectedPlan.handle : null,
          },
          today,
        )
        const title = doc.companyInfo.name ?? doc.selectedPlan?.title ?? 'Virtual office'
        return (
          <article
            key={doc.id}
            aria-labelledby={`vo-${doc.id}`}
            className="rounded-xl border border-slate-200 bg-white p-5"
            data-state={doc.dashboardState}
          >
            <h2 id={`vo-${doc.id}`} className="text-xl font-semibold text-brand-950">
              {title}
              {doc.isDefault ? <span className="ml-2 text-sm font-normal text-slate-600">(default)</span> : null}
            </h2>
            <p className="text-sm text-slate-700">
              {doc.selectedPlan?.title} · {doc.selectedPlan?.name}
              {doc.building ? ` · ${doc.building.name}` : ''}
              {doc.expiresOn ? ` · until ${doc.expiresOn}` : ''}
            </p>
            <h3 className="mt-3 font-semibold text-slate-900">{copy.title}</h3>
            <p className="text-slate-800">{copy.next}</p>
            {copy.href && doc.dashboardState !== 'SIGN_DOCUMENT' && (
              <a className="mt-2 inline-block font-semibold text-brand-900 underline" href={copy.href.replace('{id}', doc.id)}>
                {copy.title}
              </a>
            )}
            <VoAgreementPanel doc={doc} onChange={(next) => setDocs((all) => (all ?? []).map((d) => (d.id === next.id ? next : d)))} />
            {readiness && (
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                <div>
                  <h4 className="text-sm font-semibold text-slate-900">Your progress</h4>
                  <ol className="mt-1 space-y-1 text-sm">
                    {readiness.steps.map((s) => (
                      <li key={s.key} aria-current={s.state === 'current' ? 'step' : undefined} className="text-slate-800">
                        {s.state === 'done' ? '✓ ' : s.state === 'current' ? '→ ' : '○ '}
                        {s.label}
                      </li>
                    ))}
                  </ol>
                </div>
                <div>
                  <h4 className="text-sm font-semibold text-slate-900">Papers you will receive</h4>
                  <ul className="mt-1 space-y-1 text-sm text-slate-800">
                    {readiness.papers.map((p) => (
                      <li key={p.key}>
                        {p.label}: {p.state === 'ready' ? 'ready' : 'after signing'}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            )}
          </article>
        )
      })}
    </div>
  )
}
