export interface MenuItem {
  title: string
  href?: string | null
  icon?: string | null
  description?: string | null
  isLive?: boolean | null
  action?: 'link' | 'get-in-touch' | 'login' | 'search' | null
  menus?: MenuItem[] | null
}

export const MAX_VISIBLE_WHEN_SIX_LIVE = 6
export const MAX_VISIBLE_OTHERWISE = 5

/** Actions that work without an href (buttons), so such an item is never dropped as an empty group. */
const SELF_CONTAINED_ACTIONS: ReadonlySet<MenuItem['action']> = new Set(['get-in-touch', 'login', 'search'])

function isLive(item: MenuItem): boolean {
  return item.isLive !== false
}

function hasHref(item: MenuItem): boolean {
  return typeof item.href === 'string' && item.href.trim() !== ''
}

/**
 * Removes non-live items at every depth. An item that had children, all of which are gone
 * after filtering, is dropped too when it has no href of its own (nothing left to open or
 * follow) and is not a self-contained action button. Returns new objects; input is untouched.
 */
function filterLive(items: readonly MenuItem[]): MenuItem[] {
  const result: MenuItem[] = []
  for (const item of items) {
    if (!isLive(item)) continue
    if (!Array.isArray(item.menus)) {
      result.push({ ...item })
      continue
    }
    const menus = filterLive(item.menus)
    const hadChildren = item.menus.length > 0
    if (hadChildren && menus.length === 0 && !hasHref(item) && !SELF_CONTAINED_ACTIONS.has(item.action)) continue
    result.push({ ...item, menus })
  }
  return result
}

// Spec reading: non-live items (isLive === false) are hidden at every depth; of the live top-level items, 6+ live → first 6 visible and the rest under 'More', fewer than 6 live → all of them (≤ 5) visible and 'More' is empty.
export function splitMenu(items: MenuItem[]): { visible: MenuItem[]; more: MenuItem[] } {
  const live = filterLive(items ?? [])
  const limit = live.length >= MAX_VISIBLE_WHEN_SIX_LIVE ? MAX_VISIBLE_WHEN_SIX_LIVE : MAX_VISIBLE_OTHERWISE
  return { visible: live.slice(0, limit), more: live.slice(limit) }
}
