import { daysLeft, membershipState } from '@/domain/customers/loyalty'
import { BOOK_DAY_PASS_HREF, PRODUCT_PATHS } from '@/domain/urls'
import { Section, Skeleton } from './Section'
import { dateFormat, type Loyalty } from './types'

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })

/** The loyalty membership: active, expiring soon or expired, with what it saved; or how to join. */
export function LoyaltySection({ loyalty }: { loyalty: Loyalty | null | undefined }) {
  if (loyalty === undefined)
    return (
      <Section id="loyalty" title="Loyalty membership">
        <Skeleton lines={2} />
      </Section>
    )
  const state = membershipState(loyalty?.validity, Boolean(loyalty?.validity))
  return (
    <Section id="loyalty" title="Loyalty membership">
      {!loyalty || state === 'none' ? (
        <p className="text-slate-600">
          You are not a member yet. Members save 20% on day passes and get a free hour in a meeting room. Add the membership to your cart
          with your next booking:{' '}
          <a href={BOOK_DAY_PASS_HREF} className="font-medium text-brand-700 underline underline-offset-4">
            book a day pass
          </a>{' '}
          or{' '}
          <a href={PRODUCT_PATHS.loyaltyProgram} className="font-medium text-brand-700 underline underline-offset-4">
            see the loyalty programme
          </a>
          .
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-slate-600">Status</dt>
            <dd className="font-semibold" data-loyalty-state={state}>
              {state === 'expired'
                ? 'Expired'
                : state === 'expiring-soon'
                  ? `Expiring soon (${daysLeft(loyalty.validity!)} days left)`
                  : 'Active'}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{state === 'expired' ? 'Ended on' : 'Valid until'}</dt>
            <dd className="font-semibold">{dateFormat.format(new Date(loyalty.validity!))}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-slate-600">Saved as a member</dt>
            <dd className="font-semibold">{rupees.format(loyalty.utilisation.cost_saved)}</dd>
          </div>
        </dl>
      )}
    </Section>
  )
}
