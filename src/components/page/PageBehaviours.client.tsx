'use client'

import dynamic from 'next/dynamic'
import { useEffect } from 'react'
import { afterLoadWhenIdle } from '../ui/later-task'
import { toast } from '../ui/toast'
import { useOpenedOnce } from '../ui/use-opened-once'
import { startAnalytics, track } from '../analytics/track'
import { isHelpKey, isSearchKey } from './shortcut-keys'
import { useKeyboardDialog } from './use-keyboard-dialog'

// The palette (cmdk) and the shortcuts dialog load on first use, so no page carries them in its first load. Holding
// Ctrl or Cmd starts loading the palette, so it is there by the time K is pressed.
const loadSearchPalette = () => import('../search/SearchPalette.client')
const SearchPalette = dynamic(() => loadSearchPalette().then((m) => m.SearchPalette), { ssr: false })
const ShortcutsDialog = dynamic(() => import('./ShortcutsDialog.client').then((m) => m.ShortcutsDialog), { ssr: false })

// Page-level behaviours of spec section 2 that every page has: analytics with a page view, the Ctrl+K search palette, the '?' shortcuts dialog,
// and ?success=true showing 'Payment successful' once, after which the parameter leaves the address without a reload.
export function PageBehaviours() {
  useEffect(() => {
    startAnalytics()
    track('page_view')
    // The service worker (public/sw.js): offline copies of public pages. Not under `next dev`, whose files change.
    // Registered a while after the page has loaded, when the browser is idle: it serves the next visit, and its install
    // (a worker thread, the offline page's request, every later request of the page through it once it has claimed
    // the page) competed with the page's own scripts for the processor (decision 0004, 2026-11-29 (fifth)).
    return afterLoadWhenIdle(() => {
      // Loading placeholders start to pulse from here on (globals.css).
      document.documentElement.setAttribute('data-settled', '')
      if ('serviceWorker' in navigator && process.env.NODE_ENV === 'production') {
        void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined)
        // A kept page's worker then keeps the code the page may load later, for offline use (public/sw.js).
        navigator.serviceWorker.controller?.postMessage('keep-code')
      }
    })
  }, [])

  useEffect(() => {
    const url = new URL(window.location.href)
    if (url.searchParams.get('success') !== 'true') return
    url.searchParams.delete('success')
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
    toast.success('Payment successful')
    track('payment_succeeded')
  }, [])
  useEffect(() => {
    const warm = (event: KeyboardEvent) => {
      if (event.key !== 'Control' && event.key !== 'Meta') return
      document.removeEventListener('keydown', warm)
      void loadSearchPalette()
    }
    document.addEventListener('keydown', warm)
    return () => document.removeEventListener('keydown', warm)
  }, [])

  const [searchOpen, setSearchOpen] = useKeyboardDialog(isSearchKey)
  const [helpOpen, setHelpOpen] = useKeyboardDialog(isHelpKey)
  const searchUsed = useOpenedOnce(searchOpen)
  const helpUsed = useOpenedOnce(helpOpen)
  return (
    <>
      {searchUsed && <SearchPalette open={searchOpen} onOpenChange={setSearchOpen} />}
      {helpUsed && <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />}
    </>
  )
}
