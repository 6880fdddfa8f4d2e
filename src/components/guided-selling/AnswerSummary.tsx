import { answerSummary, flowHref, type Flow } from '@/domain/guided-selling/flow'

/** The visitor's answers, each with a link back to its question (the other answers are kept). */
export function AnswerSummary({ flow }: { flow: Flow }) {
  const lines = answerSummary(flow)
  if (lines.length === 0) return null
  return (
    <dl className="flex flex-wrap gap-2 text-sm">
      {lines.map((line) => {
        const step = flow.questions.findIndex((q) => q.id === line.id) + 1
        return (
          <div key={line.id} className="flex items-center gap-2 rounded-full border border-slate-300 bg-white py-1 pl-3 pr-1">
            <dt className="text-slate-600">{line.name}:</dt>
            <dd className="flex items-center gap-2 font-medium text-slate-900">
              {line.value}
              <a
                href={flowHref(flow, flow.answers, step)}
                className="rounded-full px-2 py-0.5 font-normal text-brand-700 underline-offset-4 hover:bg-brand-50 hover:underline"
              >
                Change<span className="sr-only"> {line.name.toLowerCase()}</span>
              </a>
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
