'use client'

import { useEffect, useLayoutEffect, useRef } from 'react'

interface Remembered {
  element: HTMLElement
  /** The button that opened the dialog the element sat in (the mobile menu's), for when that dialog has closed since. */
  hostTrigger: HTMLElement | null
}

const shown = (el: HTMLElement | null): el is HTMLElement => Boolean(el?.isConnected && el.getClientRects().length > 0)

function remember(element: HTMLElement): Remembered {
  const host = element.closest<HTMLElement>('[role="dialog"]')
  const hostTrigger = host?.id ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(host.id)}"]`) : null
  return { element, hostTrigger }
}

/**
 * Radix gives focus back only to a dialog's own Dialog.Trigger. A dialog opened another way (a link it listens for, a
 * store) passes this to `onCloseAutoFocus`: focus goes back to what had it before the dialog opened, or, when that
 * left with a menu that has closed since, to the button that opened the menu; when neither is on the page any more (the
 * dialog replaced what opened it), to `fallback`'s element.
 */
export function useReturnFocus(open: boolean, fallback?: () => HTMLElement | null): (event: Event) => void {
  const remembered = useRef<Remembered | null>(null)
  const isOpen = useRef(open)
  const mounted = useRef(false)
  // Before any effect of the dialog's own runs: Radix moves focus into it from an effect.
  useLayoutEffect(() => {
    isOpen.current = open
    // A dialog loaded on first use mounts already open: what has focus now is what opened it.
    if (!mounted.current && open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      remembered.current = remember(document.activeElement)
    }
    mounted.current = true
  }, [open])

  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      if (isOpen.current || !(event.target instanceof HTMLElement)) return
      remembered.current = remember(event.target)
    }
    document.addEventListener('focusin', onFocus)
    return () => document.removeEventListener('focusin', onFocus)
  }, [])

  return (event: Event) => {
    const { element, hostTrigger } = remembered.current ?? { element: null, hostTrigger: null }
    const other = fallback?.() ?? null
    const target = shown(element) ? element : shown(hostTrigger) ? hostTrigger : shown(other) ? other : null
    if (!target) return
    event.preventDefault()
    target.focus()
  }
}
