import { answerSummary, type Flow } from './flow'
import { GUIDED_PRODUCT_INFO, type GuidedProduct } from './products'
import type { Answers, TeamSize } from './questions'

// What a guided journey hands to the enquiry. Today the call to action links to the footer's contact area; the
// lead-form milestone prefills its form from this same object (see leadFormPrefill).

export interface EnquiryContext {
  product: GuidedProduct
  city: { handle: string; name: string }
  answers: Answers
  /** The answers as the visitor chose them, in question order. */
  summary: { name: string; value: string }[]
}

export function enquiryContext(
  flow: Pick<Flow, 'product' | 'cityHandle' | 'cityName' | 'micromarkets' | 'questions' | 'answers'>,
): EnquiryContext {
  return {
    product: flow.product,
    city: { handle: flow.cityHandle, name: flow.cityName },
    answers: { ...flow.answers },
    summary: answerSummary(flow).map(({ name, value }) => ({ name, value })),
  }
}

/** The lead form's 'What are you looking for?' values (spec section 9, enquiry product options). */
export type EnquiryWorkspaceType = 'private-office-space' | 'all-access' | 'day-pass' | 'virtual-office' | 'event-spaces'

export function workspaceTypeFor(context: Pick<EnquiryContext, 'product' | 'answers'>): EnquiryWorkspaceType {
  switch (context.product) {
    case 'private-office-space':
      return 'private-office-space'
    case 'co-working-space':
      return context.answers.frequency === 'most-days' ? 'all-access' : 'day-pass'
    case 'virtual-office':
      return 'virtual-office'
    case 'events-and-shoots':
      return 'event-spaces'
  }
}

// The lead form's desk bands are narrower above 50, so only the bands that line up are carried over.
const DESKS: Partial<Record<TeamSize, string>> = { '1-10': '1-10', '11-50': '11-50' }

/** Initial values for the lead form ('Get in touch'), keyed by its field names. */
export function leadFormPrefill(context: EnquiryContext): Record<string, string> {
  const values: Record<string, string> = { workspace_type: workspaceTypeFor(context), city: context.city.handle }
  const desks = context.answers.team ? DESKS[context.answers.team] : undefined
  if (desks) values.desks_required = desks
  const lines = context.summary.map((s) => `${s.name}: ${s.value}`).join('; ')
  values.message = `${GUIDED_PRODUCT_INFO[context.product].title} in ${context.city.name}${lines ? `. ${lines}.` : '.'}`
  return values
}
