'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef } from 'react'
import { inLaterTask } from '../ui/later-task'
import { useOpenedOnce } from '../ui/use-opened-once'
import { openLogin, restore, useAuth } from './auth-store'

// Mounted once per page (the site layout): restores the login state, answers ?login=true, and owns the login and
// session-expired dialogs. Both load when first needed, so a visitor who never logs in downloads neither.
const LoginDialog = dynamic(() => import('./LoginDialog.client').then((m) => m.LoginDialog), { ssr: false })
const SessionExpiredDialog = dynamic(() => import('./SessionExpiredDialog.client').then((m) => m.SessionExpiredDialog), { ssr: false })

export { withLoginParam } from './login-param'

export function AuthRuntime({ oidcName }: { oidcName?: string | null }) {
  const { status, loginOpen, sessionExpired } = useAuth()
  const wantsLogin = useRef(false)
  const loginUsed = useOpenedOnce(loginOpen)
  const expiredUsed = useOpenedOnce(sessionExpired)

  useEffect(() => {
    // Spec section 2: ?login=true on any page starts login when not authenticated, then the parameter is removed.
    const url = new URL(window.location.href)
    if (url.searchParams.get('login') === 'true') {
      wantsLogin.current = true
      url.searchParams.delete('login')
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
    }
    // Reading the cookies is a call into the browser that can take milliseconds: not in the task of the page's effects.
    return inLaterTask(restore)
  }, [])

  useEffect(() => {
    if (!wantsLogin.current || status === 'unknown' || status === 'loading') return
    wantsLogin.current = false
    if (status === 'anonymous') openLogin()
  }, [status])

  return (
    <>
      <AuthStatusMarker />
      {loginUsed && <LoginDialog oidcName={oidcName} />}
      {expiredUsed && <SessionExpiredDialog />}
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
