'use client'

import { useEffect, useRef, type RefObject } from 'react'
import type { FooterLinksModel } from '@/domain/content/views'
import { useFetchedJson } from '../ui/use-fetched-json'

/**
 * The footer's link columns and 'Workspaces near you', fetched from `href` (footerLinksPath): loaded with its code by
 * FooterLinks once the footer nears the screen. 'Try again' after a failure; focus then moves to `box`, the links'
 * container, not to the page's start.
 */
export default function FooterLinkLists({ href, box }: { href: string; box: RefObject<HTMLDivElement | null> }) {
  const [state, retry] = useFetchedJson<FooterLinksModel>(href)
  const retried = useRef(false)
  useEffect(() => {
    if ('data' in state && retried.current) box.current?.focus()
  }, [state, box])

  const links = 'data' in state ? state.data : null
  return (
    <>
      {'failed' in state && (
        <div className="border-t border-white/10">
          <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-8 text-sm text-slate-300 sm:px-6" role="status">
            The footer&rsquo;s links could not be loaded.
            <button
              type="button"
              className="rounded-lg border border-white/30 px-3 py-1.5 font-semibold text-white hover:bg-white/10"
              onClick={() => {
                retried.current = true
                retry()
              }}
            >
              Try again
            </button>
          </p>
        </div>
      )}
      {links && links.menus.length > 0 && (
        <div className="border-t border-white/10">
          <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-6">
            {links.menus.map((menu) => (
              <nav key={menu.key} aria-label={menu.title}>
                <h3 className="text-sm font-semibold uppercase tracking-wide text-white">{menu.title}</h3>
                <ul className="mt-3 space-y-2 text-sm text-slate-300 [&_a:hover]:text-white">
                  {menu.links.map((link) => (
                    <li key={link.key}>
                      <a href={link.href}>{link.title}</a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
      )}
      {links && links.cities.length > 0 && (
        <div className="border-t border-white/10">
          <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
            <h3 className="text-sm font-semibold uppercase tracking-wide text-white">Workspaces near you</h3>
            <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {links.cities.map((city) => (
                <div key={city.key}>
                  <a href={city.href} className="font-medium text-white hover:underline">
                    {city.name}
                  </a>
                  <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-400 [&_a:hover]:text-white">
                    {city.micromarkets.map((m) => (
                      <li key={m.key}>
                        <a href={m.href}>{m.title}</a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </div>
      )}
    </>
  )
}
