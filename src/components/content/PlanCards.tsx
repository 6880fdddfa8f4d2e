import type { PageBlockModel } from '@/domain/content/views'
import { buttonClass } from '../ui/Button'

type PlansBlock = Extract<PageBlockModel, { kind: 'plans' }>

/** The 'Plan cards' block: per plan, who it is for, the price and what is included, with the card's call to action. */
export function PlanCards({ block }: { block: PlansBlock }) {
  const headingId = `plans-${block.key}-heading`
  return (
    <section aria-labelledby={headingId} data-block="plans">
      <h2 id={headingId} className="text-2xl font-semibold text-brand-900">
        {block.heading}
      </h2>
      {block.intro && <p className="mt-2 max-w-prose text-slate-700">{block.intro}</p>}
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {block.plans.map((plan) => {
          const nameId = `plan-${plan.key}-name`
          return (
            <li key={plan.key} className="flex">
              <article
                aria-labelledby={nameId}
                className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
                data-plan-card
              >
                <h3 id={nameId} className="text-lg font-semibold text-brand-900">
                  {plan.name}
                </h3>
                <p className="mt-1 text-sm text-slate-600">
                  <span className="font-medium text-slate-800">For </span>
                  {plan.audience}
                </p>
                <p className="mt-3 text-slate-900" data-plan-price>
                  {plan.price ? (
                    <>
                      {plan.price.from && <span className="text-sm text-slate-600">from </span>}
                      <span className="text-xl font-bold text-brand-950">{plan.price.amount}</span>
                      {plan.price.unit && <span className="text-sm text-slate-600">{plan.price.unit}</span>}
                    </>
                  ) : (
                    <span className="text-lg font-semibold text-brand-950">Price on request</span>
                  )}
                </p>
                {plan.included.length > 0 && (
                  <ul
                    className="mt-4 space-y-1.5 border-t border-slate-100 pt-3 text-sm text-slate-700"
                    aria-label={`Included in ${plan.name}`}
                  >
                    {plan.included.map((item) => (
                      <li key={item} className="flex gap-2">
                        <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-500" />
                        {item}
                      </li>
                    ))}
                  </ul>
                )}
                {plan.link && (
                  <div className="mt-auto pt-5">
                    <a href={plan.link.href} className={buttonClass({ variant: 'primary' })}>
                      {plan.link.label}
                    </a>
                  </div>
                )}
              </article>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
