import { backHref, STEP_PARAM, type Flow } from '@/domain/guided-selling/flow'
import { guidedSellingPath } from '@/domain/guided-selling/products'
import { legendFor, optionsFor, type Question } from '@/domain/guided-selling/questions'
import { Button } from '../ui/Button'

/** The other questions' answers as hidden fields, in question order, so the link keeps its shape. */
function Carried({ flow, questions }: { flow: Flow; questions: readonly Question[] }) {
  return questions.map((q) => {
    const value = flow.answers[q.id]
    return value === undefined ? null : <input key={q.id} type="hidden" name={q.id} value={value} />
  })
}

/**
 * One question as a plain GET form: the other answers ride along as hidden fields, so the whole journey works without
 * JavaScript and every step has its own address. Radio buttons give arrow-key navigation for free.
 */
export function QuestionStep({ flow, question, index }: { flow: Flow; question: Question; index: number }) {
  const options = optionsFor(question, flow.micromarkets, flow.cityName)
  const current = flow.answers[question.id]
  const back = backHref(flow)
  const isLast = index === flow.questions.length - 1
  const headingId = `question-${question.id}`
  return (
    <form method="get" action={guidedSellingPath(flow.product, flow.cityHandle)} className="mt-8" aria-labelledby={headingId}>
      <Carried flow={flow} questions={flow.questions.slice(0, index)} />
      <fieldset aria-describedby={question.hint ? `${headingId}-hint` : undefined}>
        <legend>
          <h2 id={headingId} className="text-xl font-semibold text-brand-950 sm:text-2xl">
            {legendFor(question, flow.cityName)}
          </h2>
        </legend>
        {question.hint && (
          <p id={`${headingId}-hint`} className="mt-2 text-slate-600">
            {question.hint}
          </p>
        )}
        <div className="mt-5 grid gap-3 sm:grid-cols-2">
          {options.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 hover:border-brand-700 has-[:checked]:border-brand-900 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-900"
            >
              <input
                type="radio"
                name={question.id}
                value={option.value}
                defaultChecked={current === option.value}
                required
                className="mt-1 h-4 w-4 shrink-0 accent-brand-900"
              />
              <span>
                <span className="block font-medium text-slate-900">{option.label}</span>
                {option.hint && <span className="mt-0.5 block text-sm text-slate-600">{option.hint}</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Carried flow={flow} questions={flow.questions.slice(index + 1)} />
      <input type="hidden" name={STEP_PARAM} value={index + 2} />
      <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
        <Button type="submit" size="xl">
          {isLast ? 'Show my matches' : 'Continue'}
        </Button>
        {back && (
          <a href={back} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            <span aria-hidden="true">← </span>Back
          </a>
        )}
      </div>
    </form>
  )
}
