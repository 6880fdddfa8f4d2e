import { describe, expect, it } from 'vitest'
import { pageTitle, titleMetadata, TITLE_LIMIT } from '@/domain/content/page-title'

const SITE = 'Sthana Workspaces'

describe('pageTitle', () => {
  it.each<[string, string]>([
    ['Support and Help Centre | Sthana Workspaces', 'Support and Help Centre'],
    ['Support and Help Centre | Sthana Workspaces | Sthana Workspaces', 'Support and Help Centre'],
    ['Private Office Space for Large Teams | St', 'Private Office Space for Large Teams'],
    ['On-Demand Workspaces: Day Pass, Conference Rooms and Bundles | Sthana', 'On-Demand Workspaces: Day Pass, Conference Rooms…'],
    ['Day Pass – Sthana Workspaces', 'Day Pass'],
    ['Coworking and office space in Pune', 'Coworking and office space in Pune'],
    ['Careers | Life at Sthana', 'Careers | Life at Sthana'],
    ['Sthana Workspaces', SITE],
  ])('%s → %s', (title, expected) => {
    expect(pageTitle(title, SITE)).toBe(expected)
  })

  it('keeps every title with its brand within the limit, cut only between words', () => {
    const long = 'Virtual Office for GST and Company Registration in Every Major Indian City Today'
    const title = pageTitle(long, SITE)
    expect(`${title} | ${SITE}`.length).toBeLessThanOrEqual(TITLE_LIMIT)
    expect(title.endsWith('…')).toBe(true)
    expect(long.startsWith(title.slice(0, -1))).toBe(true)
    expect(long.charAt(title.length - 1)).toBe(' ')
  })

  it('leaves the brand to the template, unless the page names it already', () => {
    expect(titleMetadata('Support and Help Centre | Sthana Workspaces', SITE)).toBe('Support and Help Centre')
    expect(titleMetadata('Careers at Sthana Workspaces', SITE)).toEqual({ absolute: 'Careers at Sthana Workspaces' })
  })
})
