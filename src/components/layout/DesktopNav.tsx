import type { MenuItem } from '@/domain/navigation/menu-split'
import { menuHref as hrefOf } from './links'
import { DesktopNavBehaviour } from './DesktopNavBehaviour.client'
import { keptMarkup } from '../ui/server-markup'

/** A menu with more entries than this is laid out in two columns. */
const WIDE_AFTER = 7

/**
 * The desktop menu (styled in globals.css, .main-menu): disclosure buttons open each group's panel; Esc, a click outside or leaving the menu closes it.
 * The markup is the server's; the behaviour (DesktopNavBehaviour) only opens and closes the panels, so the menu's
 * items are not a client component's props, and its code is a few hundred bytes. The mobile menu reads its items from
 * this markup too (menu-from-nav.ts): `data-more` and `data-overview` mark what it needs to tell apart.
 */
export async function DesktopNav({ visible, more }: { visible: MenuItem[]; more: MenuItem[] }) {
  const groups: { title: string; href?: string; menus: MenuItem[]; more?: boolean }[] = visible.map((item) => ({
    title: item.title,
    href: hrefOf(item),
    menus: item.menus ?? [],
  }))
  if (more.length) groups.push({ title: 'More', menus: more, more: true })

  // Sent once, as the server's HTML (server-markup.tsx).
  const entries = await keptMarkup(
    <ul className="main-menu flex items-center gap-0.5">
      {groups.map((group, index) => {
        const panelId = `main-menu-panel-${index}`
        if (!group.menus.length) {
          return (
            <li key={group.title}>
              <a href={group.href}>{group.title}</a>
            </li>
          )
        }
        const wide = group.menus.length + (group.href ? 1 : 0) > WIDE_AFTER
        return (
          <li key={group.title} className="relative" data-more={group.more || undefined}>
            <button type="button" aria-expanded={false} aria-controls={panelId}>
              {group.title}
            </button>
            {/* Styled in globals.css: a long menu ('wide') takes two columns. */}
            <div id={panelId} hidden className={`${wide ? 'wide ' : ''}${index > groups.length / 2 ? 'right-0' : 'left-0'}`}>
              <ul className="menu-entries">
                {group.href && (
                  <li data-overview>
                    <a href={group.href} className="block rounded-lg px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-slate-50">
                      {group.title} overview
                    </a>
                  </li>
                )}
                {group.menus.map((item) => (
                  <li key={`${item.title}-${item.href ?? ''}`}>
                    {hrefOf(item) ? (
                      <a href={hrefOf(item)}>
                        <span>{item.title}</span>
                        {item.description && <span>{item.description}</span>}
                      </a>
                    ) : (
                      <span className="block px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{item.title}</span>
                    )}
                    {item.menus?.length ? (
                      <ul className="mb-1 ml-3 border-l border-slate-200 pl-2">
                        {item.menus.map((sub) => (
                          <li key={`${sub.title}-${sub.href ?? ''}`}>
                            <a href={hrefOf(sub)} className="block rounded px-2 py-1 text-sm text-slate-700 hover:bg-slate-50">
                              {sub.title}
                            </a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        )
      })}
    </ul>,
  )
  return <DesktopNavBehaviour aria-label="Main" className="hidden min-w-0 flex-1 xl:block" markup={entries} />
}
