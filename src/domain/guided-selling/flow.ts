import { z } from 'zod'
import { guidedSellingPath, type GuidedProduct } from './products'
import { ANYWHERE, optionsFor, questionsFor, type Answers, type MicromarketChoice, type Question, type QuestionId } from './questions'

// Where a visitor is in a journey, read from the query string alone: every answer travels in the link, so each
// step is a plain GET form that works without JavaScript, and Back is an ordinary link.
//
// Steps are numbered from 1: the questions, then the results (questions + 1), then the enquiry (questions + 2).
// `step` in the link says which one to show, but never past the first unanswered question.

export type SearchParams = Record<string, string | string[] | undefined>

export type FlowView = { kind: 'question'; question: Question; index: number } | { kind: 'results' } | { kind: 'enquiry' }

export interface FlowInput {
  product: GuidedProduct
  cityHandle: string
  cityName: string
  /** The city's micromarkets that have live buildings: the valid 'area' answers besides 'anywhere'. */
  micromarkets: readonly MicromarketChoice[]
  searchParams: SearchParams
}

export interface Flow {
  product: GuidedProduct
  cityHandle: string
  cityName: string
  micromarkets: readonly MicromarketChoice[]
  questions: readonly Question[]
  /** Only the answers that passed validation. */
  answers: Answers
  /** Questions whose value in the link could not be used (it is dropped, and the question asked again). */
  ignored: Question[]
  /** True when the link's `step` was not a step of this journey. */
  ignoredStep: boolean
  /** 1-based. */
  step: number
  totalSteps: number
  view: FlowView
}

export const STEP_PARAM = 'step'

function firstValue(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value
  return v === undefined || v.trim() === '' ? undefined : v.trim()
}

function answerSchema(question: Question, micromarkets: readonly MicromarketChoice[]) {
  const values = optionsFor(question, micromarkets, '').map((o) => o.value)
  return z.enum(values as [string, ...string[]])
}

/** Reads answers and the step from the query string. Bad values are dropped and reported, never thrown. */
export function resolveFlow(input: FlowInput): Flow {
  const { product, micromarkets, searchParams } = input
  const questions = questionsFor(product)
  const totalSteps = questions.length + 2

  const answers: Answers = {}
  const ignored: Question[] = []
  for (const question of questions) {
    const raw = firstValue(searchParams[question.id])
    if (raw === undefined) continue
    const parsed = answerSchema(question, micromarkets).safeParse(raw.toLowerCase())
    if (parsed.success) (answers as Record<QuestionId, string>)[question.id] = parsed.data
    else ignored.push(question)
  }

  const rawStep = firstValue(searchParams[STEP_PARAM])
  const parsedStep = rawStep === undefined ? undefined : z.coerce.number().int().min(1).max(totalSteps).safeParse(rawStep)
  const ignoredStep = parsedStep !== undefined && !parsedStep.success

  const firstMissing = questions.findIndex((q) => answers[q.id] === undefined)
  const allAnswered = firstMissing === -1
  const furthest = allAnswered ? totalSteps : firstMissing + 1
  const requested = parsedStep?.success ? parsedStep.data : undefined
  const step = requested === undefined ? (allAnswered ? questions.length + 1 : firstMissing + 1) : Math.min(requested, furthest)

  const view: FlowView =
    step <= questions.length
      ? { kind: 'question', question: questions[step - 1], index: step - 1 }
      : step === questions.length + 1
        ? { kind: 'results' }
        : { kind: 'enquiry' }

  return {
    product,
    cityHandle: input.cityHandle,
    cityName: input.cityName,
    micromarkets,
    questions,
    answers,
    ignored,
    ignoredStep,
    step,
    totalSteps,
    view,
  }
}

type FlowPlace = Pick<Flow, 'product' | 'cityHandle' | 'questions'>

/** The link to a step with these answers (in question order; `step` last). No step: wherever the answers lead. */
export function flowHref(flow: FlowPlace, answers: Answers, step?: number): string {
  const query = new URLSearchParams()
  for (const q of flow.questions) {
    const value = answers[q.id]
    if (value !== undefined) query.set(q.id, value)
  }
  if (step !== undefined) query.set(STEP_PARAM, String(step))
  const qs = query.toString()
  return guidedSellingPath(flow.product, flow.cityHandle) + (qs ? `?${qs}` : '')
}

/** Back one step, keeping every answer (so the earlier question shows its choice). Null on the first step. */
export function backHref(flow: Flow): string | null {
  return flow.step > 1 ? flowHref(flow, flow.answers, flow.step - 1) : null
}

/** The answers with one of them changed; 'anywhere' for area widens the search to the whole city. */
export function withAnswer(answers: Answers, id: QuestionId, value: string): Answers {
  return { ...answers, [id]: value }
}

/** Readable answer for summaries: 'Indiranagar', 'Anywhere in Pune', '11 to 50 people'. */
export function answerText(flow: Pick<Flow, 'micromarkets' | 'cityName'>, question: Question, value: string): string {
  return optionsFor(question, flow.micromarkets, flow.cityName).find((o) => o.value === value)?.label ?? value
}

/** The visitor's answers as name/value lines, in question order. */
export function answerSummary(
  flow: Pick<Flow, 'micromarkets' | 'cityName' | 'questions' | 'answers'>,
): { id: QuestionId; name: string; value: string }[] {
  return flow.questions.flatMap((q) => {
    const value = flow.answers[q.id]
    return value === undefined ? [] : [{ id: q.id, name: q.name, value: answerText(flow, q, value) }]
  })
}

export function isAnywhere(area: string | undefined): boolean {
  return area === undefined || area === ANYWHERE
}
