import { describe, expect, it } from 'vitest'
import { MAX_VISIBLE_OTHERWISE, MAX_VISIBLE_WHEN_SIX_LIVE, splitMenu, type MenuItem } from '../../src/domain/navigation/menu-split'

const item = (title: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  title,
  href: `/${title.toLowerCase()}`,
  ...extra,
})
const live = (n: number): MenuItem[] => Array.from({ length: n }, (_, i) => item(`L${i + 1}`))
const titles = (items: MenuItem[]) => items.map((i) => i.title)

describe('constants', () => {
  it('match the spec', () => {
    expect(MAX_VISIBLE_WHEN_SIX_LIVE).toBe(6)
    expect(MAX_VISIBLE_OTHERWISE).toBe(5)
  })
})

describe('splitMenu: counts of live top-level items', () => {
  it.each([
    { n: 0, visible: [], more: [] },
    { n: 4, visible: ['L1', 'L2', 'L3', 'L4'], more: [] },
    { n: 5, visible: ['L1', 'L2', 'L3', 'L4', 'L5'], more: [] },
    { n: 6, visible: ['L1', 'L2', 'L3', 'L4', 'L5', 'L6'], more: [] },
    { n: 7, visible: ['L1', 'L2', 'L3', 'L4', 'L5', 'L6'], more: ['L7'] },
    { n: 9, visible: ['L1', 'L2', 'L3', 'L4', 'L5', 'L6'], more: ['L7', 'L8', 'L9'] },
  ])('$n live → $visible.length visible, $more.length in More', ({ n, visible, more }) => {
    const result = splitMenu(live(n))
    expect(titles(result.visible)).toEqual(visible)
    expect(titles(result.more)).toEqual(more)
  })
})

describe('splitMenu: liveness', () => {
  it.each<{ name: string; input: MenuItem[]; visible: string[]; more: string[] }>([
    {
      name: 'isLive null/undefined count as live, false is hidden',
      input: [item('A', { isLive: null }), item('B'), item('C', { isLive: false }), item('D', { isLive: true })],
      visible: ['A', 'B', 'D'],
      more: [],
    },
    {
      name: 'non-live items interleaved: only live ones count, order kept',
      input: [
        item('A'),
        item('X1', { isLive: false }),
        item('B'),
        item('C'),
        item('X2', { isLive: false }),
        item('D'),
        item('E'),
        item('F'),
        item('X3', { isLive: false }),
        item('G'),
      ],
      visible: ['A', 'B', 'C', 'D', 'E', 'F'],
      more: ['G'],
    },
    {
      name: '7 items of which 5 live → 5 visible, nothing in More',
      input: [item('A'), item('B'), item('X1', { isLive: false }), item('C'), item('D'), item('X2', { isLive: false }), item('E')],
      visible: ['A', 'B', 'C', 'D', 'E'],
      more: [],
    },
    {
      name: 'all non-live → empty',
      input: [item('X1', { isLive: false }), item('X2', { isLive: false })],
      visible: [],
      more: [],
    },
  ])('$name', ({ input, visible, more }) => {
    const result = splitMenu(input)
    expect(titles(result.visible)).toEqual(visible)
    expect(titles(result.more)).toEqual(more)
  })
})

describe('splitMenu: nested menus', () => {
  it.each<{ name: string; input: MenuItem; expected: MenuItem | null }>([
    {
      name: 'non-live children are removed',
      input: item('Group', {
        href: null,
        menus: [item('A'), item('B', { isLive: false }), item('C', { isLive: null })],
      }),
      expected: item('Group', { href: null, menus: [item('A'), item('C', { isLive: null })] }),
    },
    {
      name: 'removal is recursive (grandchildren)',
      input: item('Group', {
        href: null,
        menus: [item('Sub', { href: '/sub', menus: [item('A', { isLive: false }), item('B')] })],
      }),
      expected: item('Group', { href: null, menus: [item('Sub', { href: '/sub', menus: [item('B')] })] }),
    },
    {
      name: 'group without href whose children are all non-live is dropped',
      input: item('Group', { href: null, menus: [item('A', { isLive: false }), item('B', { isLive: false })] }),
      expected: null,
    },
    {
      name: 'group with empty-string href whose children are all non-live is dropped',
      input: item('Group', { href: '  ', menus: [item('A', { isLive: false })] }),
      expected: null,
    },
    {
      name: 'nested group emptied → dropped, which empties and drops its parent',
      input: item('Group', {
        href: null,
        menus: [item('Sub', { href: undefined, menus: [item('A', { isLive: false })] })],
      }),
      expected: null,
    },
    {
      name: 'group with its own href survives when all children are gone',
      input: item('Group', { href: '/group', menus: [item('A', { isLive: false })] }),
      expected: item('Group', { href: '/group', menus: [] }),
    },
    {
      name: 'item with menus: [] from the CMS and no href (action button) is kept',
      input: { title: 'Search', action: 'search', href: null, menus: [] },
      expected: { title: 'Search', action: 'search', href: null, menus: [] },
    },
    {
      name: 'action button whose children are all non-live is kept',
      input: { title: 'Contact', action: 'get-in-touch', href: null, menus: [item('A', { isLive: false })] },
      expected: { title: 'Contact', action: 'get-in-touch', href: null, menus: [] },
    },
    {
      name: 'non-live group is hidden even if children are live',
      input: item('Group', { isLive: false, menus: [item('A')] }),
      expected: null,
    },
  ])('$name', ({ input, expected }) => {
    const { visible, more } = splitMenu([input])
    expect(more).toEqual([])
    expect(visible).toEqual(expected === null ? [] : [expected])
  })

  it('a dropped group does not count towards the six', () => {
    const input = [...live(5), item('Empty', { href: null, menus: [item('X', { isLive: false })] })]
    const result = splitMenu(input)
    expect(titles(result.visible)).toEqual(['L1', 'L2', 'L3', 'L4', 'L5'])
    expect(result.more).toEqual([])
  })
})

describe('splitMenu: purity', () => {
  it('does not mutate its input', () => {
    const input: MenuItem[] = [
      ...live(6),
      item('Group', { href: null, menus: [item('A'), item('B', { isLive: false })] }),
      item('Hidden', { isLive: false }),
    ]
    const snapshot = structuredClone(input)
    const result = splitMenu(input)
    expect(input).toEqual(snapshot)
    expect(result.more[0]).not.toBe(input[6])
    result.visible[0]!.title = 'changed'
    expect(input[0]!.title).toBe('L1')
  })
})
