import type { VersionedForm } from '@/domain/forms/types'
import type { GuidedBuilding } from '@/domain/guided-selling/city'
import { enquiryContext } from '@/domain/guided-selling/enquiry'
import { backHref, flowHref, type Flow } from '@/domain/guided-selling/flow'
import type { MatchResult } from '@/domain/guided-selling/match'
import { GUIDED_PRODUCT_INFO, guidedSellingPath } from '@/domain/guided-selling/products'
import { EnquiryCta } from './EnquiryCta'
import { QuestionStep } from './QuestionStep'
import { ResultsStep } from './ResultsStep'
import { StepIndicator } from './StepIndicator'

function IgnoredNotice({ flow }: { flow: Flow }) {
  if (flow.ignored.length === 0 && !flow.ignoredStep) return null
  const names = flow.ignored.map((q) => q.name.toLowerCase())
  return (
    <p role="status" className="mt-6 rounded-lg border border-accent-400 bg-sand-50 px-4 py-3 text-sm text-slate-800">
      {names.length > 0
        ? `The link had an answer we don’t recognise for ${names.join(' and ')}, so we have left it out. Choose again below.`
        : 'That step isn’t part of this journey, so we have taken you to where your answers left off.'}
    </p>
  )
}

/** Other cities for the same journey; answers that do not depend on the city come along. */
function CitySwitcher({ flow, cities }: { flow: Flow; cities: { handle: string; name: string }[] }) {
  const others = cities.filter((c) => c.handle !== flow.cityHandle)
  if (others.length === 0) return null
  const answers = { ...flow.answers, area: undefined }
  return (
    <nav aria-label="Other cities" className="mt-4 text-sm">
      <span className="text-slate-600">Another city? </span>
      <ul className="inline">
        {others.map((c, i) => (
          <li key={c.handle} className="inline">
            <a href={flowHref({ ...flow, cityHandle: c.handle }, answers)} className="text-brand-700 underline-offset-4 hover:underline">
              {c.name}
            </a>
            {i < others.length - 1 ? (
              <span aria-hidden="true" className="text-slate-400">
                {' '}
                ·{' '}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The whole guided journey for one product and city: heading, progress, then the current step. */
export function GuidedSellingView({
  flow,
  cities,
  result,
  leadForm,
}: {
  flow: Flow
  cities: { handle: string; name: string }[]
  result: MatchResult<GuidedBuilding> | null
  leadForm: VersionedForm | null
}) {
  const info = GUIDED_PRODUCT_INFO[flow.product]
  const wide = flow.view.kind !== 'question'
  return (
    <div className={`mx-auto px-4 py-10 sm:px-6 ${wide ? 'max-w-7xl' : 'max-w-3xl'}`}>
      <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
        Find a {info.label} in {flow.cityName}
      </h1>
      {flow.step === 1 && <p className="mt-3 max-w-prose text-lg text-slate-700">{info.intro}</p>}
      <CitySwitcher flow={flow} cities={cities} />
      <StepIndicator flow={flow} />
      <IgnoredNotice flow={flow} />

      {flow.view.kind === 'question' && <QuestionStep flow={flow} question={flow.view.question} index={flow.view.index} />}
      {flow.view.kind === 'results' && result && <ResultsStep flow={flow} result={result} />}
      {flow.view.kind === 'enquiry' && (
        <div className="mt-8 max-w-3xl">
          <EnquiryCta
            form={leadForm}
            path={guidedSellingPath(flow.product, flow.cityHandle)}
            context={enquiryContext(flow)}
            buildings={(result?.matches ?? []).map(({ building }) => ({ name: building.name, href: building.card.href }))}
          />
          <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
            <a
              href={backHref(flow) ?? guidedSellingPath(flow.product, flow.cityHandle)}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              <span aria-hidden="true">← </span>Back to your matches
            </a>
            <a
              href={guidedSellingPath(flow.product, flow.cityHandle)}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              Start over
            </a>
          </p>
        </div>
      )}
    </div>
  )
}
