import { cityPath } from '../urls'
import { flowHref, isAnywhere, withAnswer, type Flow } from './flow'
import { ANYWHERE, type QuestionId } from './questions'

export interface WidenLink {
  label: string
  href: string
}

// Answers that narrow the results besides the area, and how to offer changing them.
const NARROWING: { id: QuestionId; label: string }[] = [
  { id: 'team', label: 'Change your team size' },
  { id: 'guests', label: 'Change the number of people' },
  { id: 'purpose', label: 'Choose another purpose' },
]

/**
 * Ways to see more when the results are few or none: the whole city instead of one area, then changing an answer
 * that narrows the match, then every building in the city.
 */
export function wideningLinks(
  flow: Pick<Flow, 'product' | 'cityHandle' | 'cityName' | 'questions' | 'answers'>,
  elsewhere: number,
): WidenLink[] {
  const links: WidenLink[] = []
  const resultsStep = flow.questions.length + 1
  if (!isAnywhere(flow.answers.area)) {
    links.push({
      label:
        elsewhere > 0
          ? `See ${elsewhere} matching ${elsewhere === 1 ? 'building' : 'buildings'} elsewhere in ${flow.cityName}`
          : `Search all of ${flow.cityName}`,
      href: flowHref(flow, withAnswer(flow.answers, 'area', ANYWHERE), resultsStep),
    })
  }
  for (const { id, label } of NARROWING) {
    const index = flow.questions.findIndex((q) => q.id === id)
    if (index >= 0 && flow.answers[id] !== undefined) links.push({ label, href: flowHref(flow, flow.answers, index + 1) })
  }
  links.push({ label: `See every building in ${flow.cityName}`, href: cityPath(flow.cityHandle) })
  return links
}
