'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { LOGIN_HREF } from '../layout/links'
import { logout, openLogin, useAuthValue, type AuthState } from './auth-store'

// The header's login state (spec section 4): 'Log in' when logged out; a skeleton while member data loads; the first
// name with a menu of 'My account' and 'Log out' when logged in. Without JavaScript 'Log in' is a link to ?login=true.

export function firstName(name: string | undefined | null): string {
  return name?.trim().split(/\s+/)[0] ?? ''
}

export function LoginLink({ className, onClick }: { className: string; onClick?: () => void }) {
  return (
    <a
      href={LOGIN_HREF}
      className={className}
      onClick={(event) => {
        event.preventDefault()
        onClick?.()
        openLogin()
      }}
    >
      Log in
    </a>
  )
}

/** What the header shows: a skeleton while the profile loads, the signed-in customer, or 'Log in' (null). */
const headerView = (s: AuthState) => (s.status === 'loading' ? 'loading' : s.status === 'signed-in' ? s.user : null)
const signedInUser = (s: AuthState) => (s.status === 'signed-in' ? s.user : null)

export function AccountControls() {
  const view = useAuthValue(headerView)
  const [open, setOpen] = useState(false)
  const id = useId()
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    const onClick = (e: MouseEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('mousedown', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('mousedown', onClick)
    }
  }, [open])

  if (view === 'loading') {
    return <span className="block h-9 w-24 animate-pulse rounded-lg bg-slate-200" aria-label="Loading your account" role="status" />
  }
  const user = view
  if (!user) {
    return (
      <LoginLink className="whitespace-nowrap rounded-lg border border-brand-900 px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-slate-50" />
    )
  }
  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        data-account-menu-button=""
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 whitespace-nowrap rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-slate-50"
      >
        <span aria-hidden="true" className="flex h-6 w-6 items-center justify-center rounded-full bg-brand-900 text-xs text-white">
          {firstName(user.name).charAt(0).toUpperCase()}
        </span>
        {firstName(user.name)}
        <span className="sr-only">: account menu</span>
      </button>
      {open && (
        <ul id={`${id}-menu`} className="absolute right-0 mt-2 w-44 rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg">
          <li>
            <a href="/account/" className="block px-4 py-2 text-slate-800 hover:bg-slate-50">
              My account
            </a>
          </li>
          <li>
            <button
              type="button"
              onClick={() => void logout({ to: '/' })}
              className="block w-full px-4 py-2 text-left text-slate-800 hover:bg-slate-50"
            >
              Log out
            </button>
          </li>
        </ul>
      )}
    </div>
  )
}

/** The mobile menu's account buttons: 'Log in', or 'My account' and 'Log out'. */
export function MobileAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const user = useAuthValue(signedInUser)
  const cls = 'rounded-lg border border-brand-900 px-4 py-3 text-center font-semibold text-brand-900 hover:bg-slate-50'
  if (user) {
    return (
      <>
        <a href="/account/" onClick={onNavigate} className={cls}>
          My account ({firstName(user.name)})
        </a>
        <button
          type="button"
          className={cls}
          onClick={() => {
            onNavigate()
            void logout({ to: '/' })
          }}
        >
          Log out
        </button>
      </>
    )
  }
  return <LoginLink className={cls} onClick={onNavigate} />
}
