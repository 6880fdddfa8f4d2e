'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { logout, useAuth } from './auth-store'
import { withLoginParam } from './login-param'

/** 'Session Expired :(' (spec section 6): OK logs out and brings the login back on the same page. Loaded when first needed (AuthRuntime). */
export function SessionExpiredDialog() {
  const { sessionExpired } = useAuth()
  return (
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
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            Please log in again to carry on where you left off.
          </Dialog.Description>
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
  )
}
