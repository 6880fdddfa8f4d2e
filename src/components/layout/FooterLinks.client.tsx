'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'

// The lists and their data come together when the footer nears the screen; until then a page carries this much.
const FooterLinkLists = lazy(() => import('./FooterLinkLists.client'))

/** How far below the screen the footer starts loading its links, so they are there before they are scrolled to. */
const AHEAD = '600px 0px'

/**
 * Where the footer's link columns and 'Workspaces near you' go: fetched (footerLinksPath), with the code that lists
 * them, once the footer comes within 600 px of the screen. Every page would otherwise carry some ninety links twice,
 * in its markup and its flight data. They come last in the footer, so their arrival moves nothing on the screen.
 */
export function FooterLinks({ href }: { href: string }) {
  const box = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: AHEAD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={box} tabIndex={-1} className="outline-none" data-footer-links>
      {near && (
        <Suspense>
          <FooterLinkLists href={href} box={box} />
        </Suspense>
      )}
    </div>
  )
}
