'use client'

import dynamic from 'next/dynamic'
import { useEffect } from 'react'
import { inLaterTask } from '../ui/later-task'
import { useOpenedOnce } from '../ui/use-opened-once'
import { getAuthState, markStatus, onAuthChange, openLogin, restore, useAuthValue } from './auth-store'

// Mounted once per page (the site layout): restores the login state, answers ?login=true, and owns the login and
// session-expired dialogs. Both load when first needed, so a visitor who never logs in downloads neither.
const LoginDialog = dynamic(() => import('./LoginDialog.client').then((m) => m.LoginDialog), { ssr: false })
const SessionExpiredDialog = dynamic(() => import('./SessionExpiredDialog.client').then((m) => m.SessionExpiredDialog), { ssr: false })

export { withLoginParam } from './login-param'

export function AuthRuntime({ oidcName }: { oidcName?: string | null }) {
  // Only the two dialogs' flags are read in render: a visitor found anonymous renders nothing again here.
  const loginUsed = useOpenedOnce(useAuthValue((s) => s.loginOpen))
  const expiredUsed = useOpenedOnce(useAuthValue((s) => s.sessionExpired))

  useEffect(() => {
    markStatus()
    // Spec section 2: ?login=true on any page starts login when not authenticated, then the parameter is removed.
    const url = new URL(window.location.href)
    let wantsLogin = url.searchParams.get('login') === 'true'
    if (wantsLogin) {
      url.searchParams.delete('login')
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
    }
    const loginIfWanted = () => {
      const { status } = getAuthState()
      if (!wantsLogin || status === 'unknown' || status === 'loading') return
      wantsLogin = false
      if (status === 'anonymous') openLogin()
    }
    const stop = onAuthChange(loginIfWanted)
    loginIfWanted()
    // Where the browser lacks the Cookie Store API, reading the cookies is a synchronous call into it that can take
    // milliseconds: not in the task of the page's effects.
    const cancel = inLaterTask(restore)
    return () => {
      cancel()
      stop()
    }
  }, [])

  return (
    <>
      {loginUsed && <LoginDialog oidcName={oidcName} />}
      {expiredUsed && <SessionExpiredDialog />}
    </>
  )
}
