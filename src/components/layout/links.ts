import type { MenuItem } from '@/domain/navigation/menu-split'

/**
 * Every 'Get in touch' of the header, menus and sticky bar: with JavaScript it opens the lead-form dialog
 * (components/forms/LeadDialog.client.tsx); without, it scrolls to the footer's contact form, whose id this is.
 */
export const GET_IN_TOUCH_HREF = '#enquire'
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
