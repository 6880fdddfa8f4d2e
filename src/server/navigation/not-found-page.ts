import { redirect } from 'next/navigation'

export const NOT_FOUND_PATH = '/404'

/**
 * Sends a visitor whose address has no page to /404, which answers with the not-found page and a 404 status.
 * Why not notFound(): the site and the admin each have a root layout (route groups), and Next.js then renders a
 * notFound() thrown by a page only on the client; the server's HTML is an empty shell, so visitors without JavaScript
 * and crawlers would see a blank page. /404 is served by app/global-not-found.tsx as complete HTML.
 * See docs/decisions/0002-not-found.md.
 */
export function notFoundPage(): never {
  redirect(NOT_FOUND_PATH)
}
