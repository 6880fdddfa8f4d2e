import type { MenuItem } from '@/domain/navigation/menu-split'

// The mobile menu's items, read from the desktop menu's markup (DesktopNav), which every page carries anyway: the
// items are sent once, as HTML, instead of a second time as the mobile menu's props in the page's flight data. The
// mobile menu lists the top-level items with one level below them: a group's own link ('overview') and its entries;
// the desktop's 'More' group (data-more) holds top-level items of its own, each with its entries.

const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? ''
const children = (parent: Element | null | undefined, selector: string) =>
  parent ? [...parent.querySelectorAll(`:scope > ${selector}`)] : []

/** An entry of a desktop panel: a link (its title the first span) or a heading, with the links nested under it. */
function entryOf(li: Element): MenuItem {
  const link = li.querySelector(':scope > a')
  const sub = children(li.querySelector(':scope > ul'), 'li > a')
  return {
    title: link ? text(link.querySelector('span')) || text(link) : text(li.querySelector(':scope > span')),
    href: link?.getAttribute('href') ?? null,
    ...(sub.length ? { menus: sub.map((a) => ({ title: text(a), href: a.getAttribute('href') })) } : {}),
  }
}

/** The entries of a group's panel, without its overview link. */
const entriesOf = (panel: Element | null) => children(panel?.querySelector(':scope > ul'), 'li:not([data-overview])').map(entryOf)

export function menuFromNav(nav: Element): MenuItem[] {
  return children(nav.querySelector(':scope > ul'), 'li').flatMap((li): MenuItem[] => {
    const link = li.querySelector(':scope > a')
    if (link) return [{ title: text(link), href: link.getAttribute('href') }]
    const panel = li.querySelector(':scope > [id]')
    if (li.hasAttribute('data-more')) return entriesOf(panel)
    const overview = panel?.querySelector('li[data-overview] > a')
    return [{ title: text(li.querySelector(':scope > button')), href: overview?.getAttribute('href') ?? null, menus: entriesOf(panel) }]
  })
}
