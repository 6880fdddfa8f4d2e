'use client'

import { useEffect, useRef, useState } from 'react'

/**
 * A dialog toggled from the keyboard (Ctrl+K, '?'): `matches` says which key press toggles it (pass a function defined
 * outside the component). Opened from the keyboard there is no trigger to return to, so on close focus goes back to
 * where it was, once Radix has finished closing.
 */
export function useKeyboardDialog(matches: (event: KeyboardEvent) => boolean): [open: boolean, setOpen: (open: boolean) => void] {
  const [open, setOpen] = useState(false)
  const returnFocus = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!matches(event)) return
      event.preventDefault()
      if (!open) returnFocus.current = document.activeElement as HTMLElement | null
      setOpen(!open)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, matches])

  useEffect(() => {
    if (open) return
    const target = returnFocus.current
    returnFocus.current = null
    if (target) window.setTimeout(() => target.focus(), 50)
  }, [open])

  return [open, setOpen]
}
