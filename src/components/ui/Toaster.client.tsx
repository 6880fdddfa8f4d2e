'use client'

import dynamic from 'next/dynamic'
import { useSyncExternalStore } from 'react'
import { subscribeToToasts, toastsWanted } from './toast'

// sonner loads with the first toast (./toast.ts), so pages that show none never download it.
const Sonner = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false })

// Lifted above the mobile sticky 'Get in touch' bar (SiteFooter) so a toast never hides its button.
const OFFSET = { bottom: 80 }
// richColors' own text shades are under 4.5:1 on their pale backgrounds (success 4.3:1): darker shades of the same hues.
const READABLE_COLOURS =
  '[--success-text:var(--color-green-800)]! [--error-text:var(--color-red-800)]! [--warning-text:var(--color-amber-900)]! [--info-text:var(--color-blue-800)]!'

/** The public site's one toast region (spec sections 2 and 8): bottom centre, error and success in their own colours. */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false)
  if (!wanted) return null
  return (
    <Sonner
      className={READABLE_COLOURS}
      position="bottom-center"
      richColors
      closeButton
      duration={6_000}
      offset={OFFSET}
      mobileOffset={OFFSET}
    />
  )
}
