import { NextResponse } from 'next/server'
import { ApiError } from './errors'

// The JSON a page fetches beside it (a city's map markers, the footer's links, a form's definition) instead of carrying
// it: public, the same for everyone, served beside the pages rather than under /api (the product contract's alone),
// and never a page of its own, so search engines do not index it.

/** How long a browser or CDN may keep page data. */
export const PAGE_DATA_KEPT = {
  /** A minute, then served stale for up to ten while it is fetched again. */
  minute: 'public, max-age=60, s-maxage=60, stale-while-revalidate=600',
  /** A minute at most: data an older page asks for, which must not outlive that page's next render for long. */
  minuteAtMost: 'public, max-age=60, s-maxage=60',
  /** For good: the address names the version of what it answers. */
  forGood: 'public, max-age=31536000, s-maxage=31536000, immutable',
} as const

/** The request's query, refused when it holds a parameter other than those the address takes (none by default). */
export function pageDataQuery(request: Request, takes: readonly string[] = []): URLSearchParams {
  const query = new URL(request.url).searchParams
  for (const name of query.keys()) {
    if (takes.includes(name)) continue
    throw new ApiError('bad_request', takes.length ? `This address takes only ${takes.join(', ')}.` : 'This address takes no parameters.')
  }
  return query
}

export function pageDataAnswer(
  body: unknown,
  kept: (typeof PAGE_DATA_KEPT)[keyof typeof PAGE_DATA_KEPT] = PAGE_DATA_KEPT.minute,
): Response {
  return NextResponse.json(body, { headers: { 'Cache-Control': kept, 'X-Robots-Tag': 'noindex' } })
}
