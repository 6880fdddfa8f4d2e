// The title a page gets in the browser tab and in search results (spec section 2, SEO): the page's own title, then
// the brand, once. The layout's title template adds ' | {site name}'; CMS titles often carry the brand already (or a
// piece of it, cut by a length limit), so it is taken off here, and a long title is shortened at a word boundary.

/** Search engines show about this many characters of a title. */
export const TITLE_LIMIT = 70

const SEPARATOR = /\s+[|–—-]\s+/

/**
 * The page's part of its title: without a trailing brand (' | Sthana Workspaces', ' | Sthana', or a cut ' | St'),
 * and short enough that the template's ' | {siteName}' keeps the whole under TITLE_LIMIT, cut between words with '…'.
 */
export function pageTitle(title: string, siteName: string): string {
  let text = title.replace(/\s+/g, ' ').trim()
  const brand = siteName.trim().toLowerCase()
  for (;;) {
    const parts = text.split(SEPARATOR)
    const last = parts[parts.length - 1]!.toLowerCase()
    const isBrand = parts.length > 1 && last.length >= 2 && (brand.startsWith(last) || last === brand)
    if (!isBrand) break
    text = text
      .slice(0, text.toLowerCase().lastIndexOf(last))
      .replace(/\s*[|–—-]\s*$/, '')
      .trim()
  }
  if (!text) return siteName
  const room = TITLE_LIMIT - ` | ${siteName}`.length
  if (text.length <= room) return text
  const cut = text.slice(0, room - 1)
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), 0)).replace(/[\s|:,;–—-]+$/, '')
  return `${atWord || cut}…`
}

/**
 * The title for the page's metadata: the page's part (pageTitle), which the layout's template follows with the brand;
 * or, when the page's own title names the brand already ('Careers at Sthana Workspaces'), that title on its own.
 */
export function titleMetadata(title: string, siteName: string): string | { absolute: string } {
  const text = pageTitle(title, siteName)
  return text.toLowerCase().includes(siteName.trim().toLowerCase()) ? { absolute: text } : text
}
