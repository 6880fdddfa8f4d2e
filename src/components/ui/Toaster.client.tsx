'use client'

import { Toaster as Sonner } from 'sonner'

// Lifted above the mobile sticky 'Get in touch' bar (SiteFooter) so a toast never hides its button.
const OFFSET = { bottom: 80 }

/** The public site's one toast region (spec sections 2 and 8): bottom centre, error and success in their own colours. */
export function Toaster() {
  return <Sonner position="bottom-center" richColors closeButton duration={6_000} offset={OFFSET} mobileOffset={OFFSET} />
}
