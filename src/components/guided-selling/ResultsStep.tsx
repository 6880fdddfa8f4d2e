import { BuildingCard } from '@/components/locations/BuildingCard'
import type { GuidedBuilding } from '@/domain/guided-selling/city'
import { backHref, flowHref, isAnywhere, type Flow } from '@/domain/guided-selling/flow'
import type { MatchResult } from '@/domain/guided-selling/match'
import { GUIDED_PRODUCT_INFO } from '@/domain/guided-selling/products'
import { wideningLinks } from '@/domain/guided-selling/widen'
import { PRODUCT_PATHS } from '@/domain/urls'
import { ButtonLink } from '../ui/Button'
import { AnswerSummary } from './AnswerSummary'
import { PlanPrices } from './PlanPrices'

const seatsFormat = new Intl.NumberFormat('en-IN')

function ProductNote({ flow }: { flow: Flow }) {
  const link = 'font-medium text-brand-700 underline underline-offset-4'
  if (flow.product === 'co-working-space' && flow.answers.frequency === 'most-days') {
    return (
      <p className="mt-4 max-w-prose text-slate-700">
        Coming in most days?{' '}
        <a href={PRODUCT_PATHS.allAccessPlus} className={link}>
          All Access Plus
        </a>{' '}
        is one monthly membership for every Sthana building. Prefer to pay as you go? A bundle of 10 day passes costs less per day than
        single passes.
      </p>
    )
  }
  if (flow.product === 'private-office-space') {
    return (
      <p className="mt-4 max-w-prose text-slate-700">
        Private offices are priced per seat and depend on the floor and the layout you choose.{' '}
        <a href={GUIDED_PRODUCT_INFO[flow.product].learnMoreHref} className={link}>
          How private offices work
        </a>
        .
      </p>
    )
  }
  return null
}

/** The matching buildings with their plan and price, or an empty state with ways to widen the search. */
export function ResultsStep({ flow, result }: { flow: Flow; result: MatchResult<GuidedBuilding> }) {
  const { matches, elsewhere } = result
  const areaName = isAnywhere(flow.answers.area)
    ? flow.cityName
    : (flow.micromarkets.find((m) => m.handle === flow.answers.area)?.name ?? flow.cityName)
  const widen = wideningLinks(flow, elsewhere)
  const back = backHref(flow)
  const enquire = flowHref(flow, flow.answers, flow.questions.length + 2)
  return (
    <section aria-labelledby="results-heading" className="mt-8">
      <AnswerSummary flow={flow} />
      <h2 id="results-heading" className="mt-6 text-xl font-semibold text-brand-950 sm:text-2xl">
        {matches.length === 0
          ? `No buildings in ${areaName} match yet`
          : `${matches.length} ${matches.length === 1 ? 'building' : 'buildings'} in ${areaName} ${matches.length === 1 ? 'matches' : 'match'}`}
      </h2>
      <ProductNote flow={flow} />

      {matches.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-sand-50 p-6">
          <p className="text-slate-700">
            Nothing fits every answer here right now. Widen the search, or tell us what you need and we will look for you.
          </p>
          <ul className="mt-4 space-y-2">
            {widen.map((w) => (
              <li key={w.href}>
                <a href={w.href} className="font-medium text-brand-700 underline underline-offset-4">
                  {w.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {matches.map(({ building, plans }) => (
              <li key={building.id} className="flex flex-col">
                <BuildingCard building={building.card} />
                <div className="mt-3 px-1">
                  <p className="text-sm text-slate-600">
                    {flow.micromarkets.find((m) => m.handle === building.micromarketHandle)?.name}
                    {building.seats ? ` · ${seatsFormat.format(building.seats)} seats` : ''}
                  </p>
                  <div className="mt-2">
                    <PlanPrices plans={plans} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
          {elsewhere > 0 && (
            <p className="mt-6 text-slate-700">
              <a href={widen[0]?.href} className="font-medium text-brand-700 underline underline-offset-4">
                {widen[0]?.label}
              </a>
            </p>
          )}
        </>
      )}

      <div className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-4">
        <ButtonLink href={enquire} size="xl">
          Next: get in touch
        </ButtonLink>
        {back && (
          <a href={back} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            <span aria-hidden="true">← </span>Back
          </a>
        )}
      </div>
    </section>
  )
}
