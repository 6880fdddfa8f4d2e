/** The in-page target of every 'Get in touch' until the lead-form dialog replaces it: the footer's contact area. */
export const GET_IN_TOUCH_HREF = '#get-in-touch'
/** Starts login on the current page (spec: login=true on any page triggers login when logged out). */
export const LOGIN_HREF = '?login=true'

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
