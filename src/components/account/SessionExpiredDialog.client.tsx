'use client'

import { Button } from '../ui/Button'
import { Dialog, DialogDescription, DialogTitle } from '../ui/Dialog.client'
import { logout, useAuth } from './auth-store'
import { withLoginParam } from './login-param'

/** 'Session Expired :(' (spec section 6): OK logs out and brings the login back on the same page. Loaded when first needed (AuthRuntime). */
export function SessionExpiredDialog() {
  const { sessionExpired } = useAuth()
  return (
    <Dialog
      open={sessionExpired}
      overlayClassName="z-50 bg-slate-900/60"
      onEscapeKeyDown={(e) => e.preventDefault()}
      onPointerDownOutside={(e) => e.preventDefault()}
      onInteractOutside={(e) => e.preventDefault()}
      className="fixed left-1/2 top-1/2 z-50 w-[min(24rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-2xl"
    >
      <DialogTitle className="text-xl font-semibold text-brand-900">Session Expired :(</DialogTitle>
      <DialogDescription className="mt-2 text-sm text-slate-600">Please log in again to carry on where you left off.</DialogDescription>
      <Button autoFocus size="lg" className="mt-5 w-full" onClick={() => void logout({ to: withLoginParam(window.location.href) })}>
        OK
      </Button>
    </Dialog>
  )
}
