'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { PROPOSED_NAME_MESSAGE, PROPOSED_NAME_PATTERN } from '@/domain/kyc/company-name'
import type { VoPlanCardView } from '@/domain/virtual-office/plan-offers'
import { apiFetch, openLogin, useAuth } from '../account/auth-store'
import { track } from '../analytics/track'
import { toast } from '../ui/toast'

const FAILED = 'We could not add this plan to your cart. Please try again.'

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: string } }
    return body.error?.message ?? FAILED
  } catch {
    return FAILED
  }
}

/** Building and term of one plan, then 'Choose plan': into the server's cart, and on to the cart to pay. */
export function VoPlanChooser({ plan, askCompanyName = false }: { plan: VoPlanCardView; askCompanyName?: boolean }) {
  const auth = useAuth()
  const router = useRouter()
  const id = useId()
  const [productId, setProductId] = useState(plan.offers[0]!.productId)
  const offer = plan.offers.find((o) => o.productId === productId) ?? plan.offers[0]!
  const [termTitle, setTermTitle] = useState(offer.terms[offer.terms.length - 1]!.title)
  const term = offer.terms.find((t) => t.title === termTitle) ?? offer.terms[offer.terms.length - 1]!
  const [busy, setBusy] = useState(false)
  const [companyName, setCompanyName] = useState('')
  const [companyNameError, setCompanyNameError] = useState<string | null>(null)
  const root = useRef<HTMLDivElement>(null)

  // 'Plan viewed' once, when at least half of the plan's chooser has been on screen.
  useEffect(() => {
    const element = root.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        track('plan_viewed', { plan: plan.handle, product: 'virtual-office' })
        observer.disconnect()
      },
      { threshold: 0.5 },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [plan.handle])

  async function choose() {
    if (auth.status !== 'signed-in') {
      openLogin()
      return
    }
    const proposed = companyName.trim()
    if (askCompanyName && !PROPOSED_NAME_PATTERN.test(proposed)) {
      setCompanyNameError(PROPOSED_NAME_MESSAGE)
      return
    }
    setCompanyNameError(null)
    setBusy(true)
    try {
      const steps = [
        { type: 'building/choose', handle: offer.buildingHandle },
        {
          type: 'vo-plan/choose',
          productId: offer.productId,
          variantTitle: term.title,
          ...(askCompanyName ? { proposedCompanyName: proposed } : {}),
        },
      ]
      for (const step of steps) {
        const response = await apiFetch('/api/cart/actions', { method: 'POST', body: JSON.stringify(step) })
        if (!response.ok) {
          toast.error(await errorMessage(response))
          return
        }
      }
      track('plan_selected', { plan: plan.handle, product: 'virtual-office', building: offer.buildingHandle, term_months: term.months })
      router.push('/cart/')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div ref={root} className="mt-auto space-y-3 pt-4">
      <div>
        <label htmlFor={`${id}-building`} className="block text-sm font-medium text-slate-800">
          Building
        </label>
        <select
          id={`${id}-building`}
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          value={productId}
          onChange={(e) => setProductId(e.target.value)}
        >
          {plan.offers.map((o) => (
            <option key={o.productId} value={o.productId}>
              {o.buildingName}, {o.cityName}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-term`} className="block text-sm font-medium text-slate-800">
          Term
        </label>
        <select
          id={`${id}-term`}
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          value={term.title}
          onChange={(e) => setTermTitle(e.target.value)}
        >
          {offer.terms.map((t) => (
            <option key={t.title} value={t.title}>
              {t.title}: {t.monthlyLabel}/month
            </option>
          ))}
        </select>
      </div>
      {askCompanyName && (
        <div>
          <label htmlFor={`${id}-company`} className="block text-sm font-medium text-slate-800">
            Proposed company name *
          </label>
          <input
            id={`${id}-company`}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
            value={companyName}
            maxLength={120}
            autoComplete="organization"
            aria-invalid={companyNameError ? true : undefined}
            aria-describedby={companyNameError ? `${id}-company-error` : `${id}-company-hint`}
            onChange={(e) => setCompanyName(e.target.value)}
          />
          {companyNameError ? (
            <p id={`${id}-company-error`} className="mt-1 text-sm text-red-700">
              {companyNameError}
            </p>
          ) : (
            <p id={`${id}-company-hint`} className="mt-1 text-xs text-slate-600">
              We check that it can be registered before you pay.
            </p>
          )}
        </div>
      )}
      <p className="text-sm text-slate-700" data-testid="vo-term-price">
        <span className="text-lg font-semibold text-brand-950">{term.monthlyLabel}</span>/month, {term.termLabel} for{' '}
        {term.title.toLowerCase()}
      </p>
      <button
        type="button"
        onClick={choose}
        disabled={busy}
        className="w-full rounded-lg bg-brand-900 px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        Choose {plan.title}
      </button>
    </div>
  )
}
