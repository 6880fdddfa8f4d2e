'use client'

import { useEffect, useRef } from 'react'
import { useKeptMarkup } from '../ui/server-markup.client'

// What the desktop menu does, over the server's markup (DesktopNav): a disclosure button (aria-controls) opens its
// panel and closes any other; Esc closes the open one and gives focus back to its button; a click outside the menu or
// focus leaving it closes it. It only sets `aria-expanded` and `hidden`, the attributes the server writes closed, so
// React keeps the menu's markup as the server wrote it instead of hydrating each entry, and the entries are sent once, as
// HTML (server-markup.tsx).

function buttonsOf(nav: HTMLElement): HTMLButtonElement[] {
  return [...nav.querySelectorAll<HTMLButtonElement>('button[aria-controls]')]
}

function setOpen(nav: HTMLElement, open: HTMLButtonElement | null): void {
  for (const button of buttonsOf(nav)) {
    const isOpen = button === open
    button.setAttribute('aria-expanded', String(isOpen))
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    if (panel) panel.hidden = !isOpen
  }
}

const openButton = (nav: HTMLElement) => buttonsOf(nav).find((b) => b.getAttribute('aria-expanded') === 'true') ?? null

export function DesktopNavBehaviour({ markup, ...props }: { markup: string; 'aria-label': string; className: string }) {
  const navRef = useRef<HTMLElement>(null)
  const entries = useKeptMarkup(markup)

  useEffect(() => {
    const nav = navRef.current
    if (!nav) return
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element).closest?.('button[aria-controls]')
      if (!(button instanceof HTMLButtonElement) || !nav.contains(button)) return
      setOpen(nav, button.getAttribute('aria-expanded') === 'true' ? null : button)
    }
    const onKey = (event: KeyboardEvent) => {
      const open = openButton(nav)
      if (event.key !== 'Escape' || !open) return
      open.focus()
      setOpen(nav, null)
    }
    const onPointer = (event: PointerEvent) => {
      if (!nav.contains(event.target as Node)) setOpen(nav, null)
    }
    const onFocusOut = (event: FocusEvent) => {
      if (!nav.contains(event.relatedTarget as Node | null)) setOpen(nav, null)
    }
    nav.addEventListener('click', onClick)
    nav.addEventListener('focusout', onFocusOut)
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      nav.removeEventListener('click', onClick)
      nav.removeEventListener('focusout', onFocusOut)
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [])

  return <nav ref={navRef} {...props} {...entries} />
}
