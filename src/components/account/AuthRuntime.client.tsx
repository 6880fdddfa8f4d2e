'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useRef } from 'react'
import { logout, openLogin, restore, useAuth } from './auth-store'
import { LoginDialog } from './LoginDialog.client'

// Mounted once per page (the site layout): restores the login state, answers ?login=true, and owns the login and
// session-expired dialogs.

/** The current address with login=true, so OK on 'Session Expired :(' brings the login back on the same page. */
export function withLoginParam(href: string): string {
  const url = new URL(href)
  url.searchParams.set('login', 'true')
  return `${url.pathname}${url.search}${url.hash}`
}

export function AuthRuntime({ oidcName }: { oidcName?: string | null }) {
  const { status, sessionExpired } = useAuth()
  const wantsLogin = useRef(false)

  useEffect(() => {
    // Spec section 2: ?login=true on any page starts login when not authenticated, then the parameter is removed.
    const url = new URL(window.location.href)
    if (url.searchParams.get('login') === 'true') {
      wantsLogin.current = true
      url.searchParams.delete('login')
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
    }
    restore()
  }, [])

  useEffect(() => {
    if (!wantsLogin.current || status === 'unknown' || status === 'loading') return
    wantsLogin.current = false
    if (status === 'anonymous') openLogin()
  }, [status])

  return (
    <>
      <AuthStatusMarker />
      <LoginDialog oidcName={oidcName} />
      <Dialog.Root open={sessionExpired}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
          <Dialog.Content
            onEscapeKeyDown={(e) => e.preventDefault()}
            onPointerDownOutside={(e) => e.preventDefault()}
            onInteractOutside={(e) => e.preventDefault()}
            className="fixed left-1/2 top-1/2 z-50 w-[min(24rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-2xl"
          >
            <Dialog.Title className="text-xl font-semibold text-brand-900">Session Expired :(</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-slate-600">Please log in again to carry on where you left off.</Dialog.Description>
            <button
              type="button"
              autoFocus
              onClick={() => void logout({ to: withLoginParam(window.location.href) })}
              className="mt-5 w-full rounded-lg bg-brand-900 px-5 py-3 font-semibold text-white hover:bg-brand-700"
            >
              OK
            </button>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
}

/** Mirrors the login state on <html data-auth>, for the ?login=true check above and for tests. */
function AuthStatusMarker() {
  const { status } = useAuth()
  useEffect(() => {
    document.documentElement.dataset.auth = status
  }, [status])
  return null
}
