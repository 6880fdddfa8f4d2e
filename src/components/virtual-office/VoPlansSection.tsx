import type { VoPlanCardView } from '@/domain/virtual-office/plan-offers'
import { DeferredVoPlanChooser } from './DeferredVoPlanChooser.client'

/**
 * The virtual-office page's plans (id="plans": the site links 'Choose a virtual office plan' here). One card per plan,
 * its per-month price from the lowest term of any building, and a chooser of building and term that puts the plan in
 * the cart. When the VO config checks company names before purchase, the chooser also asks for the proposed name.
 */
export function VoPlansSection({ plans, askCompanyName = false }: { plans: readonly VoPlanCardView[]; askCompanyName?: boolean }) {
  return (
    <section id="plans" aria-labelledby="vo-plans-heading" className="mx-auto max-w-6xl scroll-mt-24 px-4 py-12">
      <h2 id="vo-plans-heading" className="text-2xl font-semibold text-brand-950">
        Choose a virtual office plan
      </h2>
      <p className="mt-2 text-slate-700">Prices are per month, before GST. Pay for the whole term; KYC follows payment.</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <li key={plan.handle} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-plan={plan.handle}>
            <h3 className="text-lg font-semibold text-brand-950">{plan.title}</h3>
            {plan.fromMonthlyLabel ? (
              <p className="mt-1 text-slate-800">
                From <span className="text-xl font-semibold text-brand-950">{plan.fromMonthlyLabel}</span>
                <span className="text-sm text-slate-600">/month</span>
              </p>
            ) : (
              <p className="mt-1 text-slate-700">Not on sale at the moment.</p>
            )}
            {plan.summary && <p className="mt-3 text-sm text-slate-700">{plan.summary}</p>}
            {plan.features.length > 0 && (
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {plan.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            )}
            {plan.offers.length > 0 && <DeferredVoPlanChooser plan={plan} askCompanyName={askCompanyName} />}
          </li>
        ))}
      </ul>
    </section>
  )
}
