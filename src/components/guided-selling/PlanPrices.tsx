import { formatPaise } from '@/domain/money'
import type { PlanPrice, PriceUnit } from '@/domain/guided-selling/match'

const SUFFIX: Record<PriceUnit, string> = { day: ' a day', hour: ' an hour', month: ' a month', total: '' }

/** The plan and price lines under a result card. Prices are integer paise, formatted only here. */
export function PlanPrices({ plans }: { plans: PlanPrice[] }) {
  return (
    <ul className="space-y-1 text-sm">
      {plans.map((plan, i) => (
        <li key={plan.label} className={i === 0 ? 'text-slate-900' : 'text-slate-600'}>
          <span className={i === 0 ? 'font-semibold' : 'font-medium'}>{plan.label}</span>
          {plan.pricePaise !== null ? (
            <>
              {': '}
              <span className={i === 0 ? 'font-semibold text-brand-900' : ''}>
                {formatPaise(plan.pricePaise)}
                {plan.unit ? SUFFIX[plan.unit] : ''}
              </span>
              {plan.perDayPaise !== undefined && <span> ({formatPaise(plan.perDayPaise)} a day)</span>}
            </>
          ) : null}
          {plan.note && <span className="block text-slate-600">{plan.note}</span>}
        </li>
      ))}
    </ul>
  )
}
