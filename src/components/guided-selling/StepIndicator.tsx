import { flowHref, type Flow } from '@/domain/guided-selling/flow'

/** 'Step 2 of 5: Move-in', a bar of segments, and (from small screens up) the named steps; done steps link back. */
export function StepIndicator({ flow }: { flow: Flow }) {
  const names = [...flow.questions.map((q) => q.name), 'Your matches', 'Get in touch']
  return (
    <nav aria-label="Progress" className="mt-6">
      <p className="text-sm font-semibold text-brand-700">
        Step {flow.step} of {flow.totalSteps}
        <span className="font-normal text-slate-600">: {names[flow.step - 1]}</span>
      </p>
      <div aria-hidden="true" className="mt-2 flex gap-1">
        {names.map((name, i) => (
          <span key={name} className={`h-1.5 flex-1 rounded-full ${i < flow.step ? 'bg-brand-900' : 'bg-slate-200'}`} />
        ))}
      </div>
      <ol className="mt-3 hidden flex-wrap gap-x-5 gap-y-1 text-sm sm:flex">
        {names.map((name, i) => {
          const n = i + 1
          return (
            <li key={name}>
              {n < flow.step ? (
                <a href={flowHref(flow, flow.answers, n)} className="text-brand-700 underline-offset-4 hover:underline">
                  {n}. {name}
                  <span className="sr-only"> (done)</span>
                </a>
              ) : n === flow.step ? (
                <span aria-current="step" className="font-semibold text-slate-900">
                  {n}. {name}
                </span>
              ) : (
                <span className="text-slate-500">
                  {n}. {name}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
