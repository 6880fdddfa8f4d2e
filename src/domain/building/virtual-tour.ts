import { virtualTourPath } from '../urls'

// Rules of the building page's virtual tour (spec section 2, building page query params, and section 4,
// 'Virtual tour dialog'). The dialog embeds the tour itself, wherever it is hosted; our own page
// /building/virtual-tour/{handle} frames a tour with a way back and a link to open it on its own, for links from outside.

/** How the tour dialog starts when the page loads. */
export type TourOpening = 'closed' | 'dialog' | 'fullscreen'

/** utm_source values of visitors sent straight to the tour: it fills the screen and closing it goes home. */
export const FULLSCREEN_SOURCES: readonly string[] = ['sales', 'community']

/** The tour link as an absolute http(s) address, or null when there is no tour to show. */
export function parseTourLink(link: string | null | undefined): URL | null {
  if (!link) return null
  try {
    const url = new URL(link.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

/** Whether the link is served by the 3D tour service (my.matterport.com or any other matterport.com host). */
export function isMatterportLink(link: string | null | undefined): boolean {
  const url = parseTourLink(link)
  if (!url) return false
  const host = url.hostname.toLowerCase().replace(/\.$/, '')
  return host === 'matterport.com' || host.endsWith('.matterport.com')
}

/** Where the site serves the tour of a building whose link is on another host. */
export { virtualTourPath }

/**
 * The address that frames the tour itself, or null when there is no tour. A Matterport link keeps its query,
 * gains `play=1` (start without the extra click) when it has no `play` of its own, and is always https (an http
 * frame would be blocked as mixed content); a link on another host is used as it is.
 */
export function tourFrameSrc(link: string | null | undefined): string | null {
  const url = parseTourLink(link)
  if (!url) return null
  if (!isMatterportLink(link)) return url.toString()
  url.protocol = 'https:'
  if (!url.searchParams.has('play')) url.searchParams.set('play', '1')
  return url.toString()
}

/**
 * What the building page's tour dialog loads: the tour itself, on whatever host it lives (a Matterport link prepared
 * as tourFrameSrc says). Never our own /building/virtual-tour/{handle} page: that page has the site's header, chat and
 * 'Back to …' link, which inside the dialog would show the site within itself. The page is for links from outside.
 */
export function tourEmbedSrc(link: string | null | undefined): string | null {
  return tourFrameSrc(link)
}

/** The part of URLSearchParams the opening rule reads, so callers can pass a plain map in tests. */
type QueryReader = Pick<URLSearchParams, 'get'>

/** How the dialog starts: full screen for sales and community links, open for openTour=true, otherwise closed. */
export function tourOpening(query: QueryReader): TourOpening {
  const source = query.get('utm_source')?.trim().toLowerCase()
  if (source && FULLSCREEN_SOURCES.includes(source)) return 'fullscreen'
  if (query.get('openTour')?.trim().toLowerCase() === 'true') return 'dialog'
  return 'closed'
}
