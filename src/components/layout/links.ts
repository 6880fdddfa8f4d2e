import type { MenuItem } from '@/domain/navigation/menu-split'

/** The in-page target of every 'Get in touch' until the lead-form dialog replaces it: the footer's contact area. */
export const GET_IN_TOUCH_HREF = '#get-in-touch'
/** Starts login on the current page (spec: login=true on any page triggers login when logged out). */
export const LOGIN_HREF = '?login=true'

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** Where a menu item goes: its action's target, or its own link. */
export function menuHref(item: MenuItem): string | undefined {
  if (item.action === 'get-in-touch') return GET_IN_TOUCH_HREF
  if (item.action === 'login') return LOGIN_HREF
  return item.href || undefined
}
