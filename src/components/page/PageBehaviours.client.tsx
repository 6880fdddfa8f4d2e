'use client'

import { useEffect } from 'react'
import { toast } from 'sonner'
import { startAnalytics, track } from '../analytics/track'
import { SearchPalette } from '../search/SearchPalette.client'
import { ShortcutsDialog } from './ShortcutsDialog.client'

// Page-level behaviours of spec section 2 that every page has: analytics with a page view, the Ctrl+K search palette, the '?' shortcuts dialog,
// and ?success=true showing 'Payment successful' once, after which the parameter leaves the address without a reload.
export function PageBehaviours() {
  useEffect(() => {
    startAnalytics()
    track('page_view')
    // The service worker (public/sw.js): offline copies of public pages. Not under `next dev`, whose files change.
    if ('serviceWorker' in navigator && process.env.NODE_ENV === 'production') navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined)
  }, [])

  useEffect(() => {
    const url = new URL(window.location.href)
    if (url.searchParams.get('success') !== 'true') return
    url.searchParams.delete('success')
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
    toast.success('Payment successful')
    track('payment_succeeded')
  }, [])
  return (
    <>
      <SearchPalette />
      <ShortcutsDialog />
    </>
  )
}
