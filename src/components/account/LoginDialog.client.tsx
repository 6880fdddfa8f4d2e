'use client'

import { useId, useState, type FormEvent } from 'react'
import { toast } from '../ui/toast'
import { contactKind, emailError, normalisePhone, phoneError } from '@/domain/forms/rules'
import { Button } from '../ui/Button'
import { Dialog, DialogCloseButton, DialogDescription, DialogTitle } from '../ui/Dialog.client'
import { Field } from '../ui/Field'
import { useReturnFocus } from '../ui/use-return-focus'
import { ACCOUNT_MENU_BUTTON } from './account-menu'
import { closeLogin, failLogin, getAuthState, loadUser, setUser, takeFirstLogin, useAuth, type UserInfo } from './auth-store'

// Log in with a one-time code (spec section 4): email or mobile number, then the 6-digit code; a first sign-in asks
// for the name and phone number (user-not-found → sign-up). Refused accounts see the server's message.

type Step = { kind: 'identify' } | { kind: 'code'; to: string; channel: 'email' | 'phone' } | { kind: 'signup' }

const LOGIN_FAILED = 'There is some issue in fetching profile details, please try to login again.'

async function post(
  path: string,
  body: unknown,
): Promise<{
  ok: boolean
  status: number
  message?: string
  data?: unknown
  fields?: Record<string, string>
}> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    })
    const json = (await response.json().catch(() => null)) as {
      message?: string
      data?: unknown
      error?: { message?: string; fields?: Record<string, string> }
    } | null
    return {
      ok: response.ok,
      status: response.status,
      message: json?.error?.message ?? json?.message,
      data: json?.data,
      fields: json?.error?.fields,
    }
  } catch {
    return {
      ok: false,
      status: 0,
      message: 'We could not reach the server. Please check your connection and try again.',
    }
  }
}

export function LoginDialog({ oidcName }: { oidcName?: string | null }) {
  const { loginOpen } = useAuth()
  // After a login the header's 'Log in' link has become the account menu button: focus goes there.
  const returnFocus = useReturnFocus(loginOpen, () => document.querySelector<HTMLElement>(ACCOUNT_MENU_BUTTON))
  return (
    <Dialog
      open={loginOpen}
      onOpenChange={(open) => (open ? undefined : closeLogin())}
      onCloseAutoFocus={returnFocus}
      className="fixed inset-x-0 bottom-0 z-50 rounded-t-2xl bg-white p-6 shadow-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[min(28rem,94vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
    >
      {/* Mounted while open, so each opening starts at the first step. */}
      {loginOpen && <LoginSteps oidcName={oidcName} />}
    </Dialog>
  )
}

function LoginSteps({ oidcName }: { oidcName?: string | null }) {
  const { needsSignup } = useAuth()
  const [step, setStep] = useState<Step>({ kind: 'identify' })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const id = useId()
  const current: Step = needsSignup ? { kind: 'signup' } : step

  const finish = (user: UserInfo) => {
    setUser(user)
    closeLogin()
    if (takeFirstLogin()) toast.success('Successfully logged in')
  }

  async function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const typed = String(new FormData(event.currentTarget).get('identity') ?? '').trim()
    // A mobile number as people type it (+91 98765 43210, 098765 43210) counts as its 10 digits.
    const digits = normalisePhone(typed)
    const value = /^\d+$/.test(digits) ? digits : typed
    const kind = contactKind(value)
    const problem = !kind ? 'Please enter valid input' : kind === 'email' ? emailError(value) : phoneError(value)
    if (problem) return setError(problem)
    setBusy(true)
    setError(null)
    const sent =
      kind === 'email'
        ? await post('/api/auth/email-otp/send-verification-otp', {
            email: value.toLowerCase(),
            type: 'sign-in',
          })
        : await post('/api/auth/phone-number/send-otp', {
            phoneNumber: `+91${value}`,
          })
    setBusy(false)
    if (!sent.ok) return setError(sent.message ?? 'We could not send the code. Please try again.')
    setStep({
      kind: 'code',
      to: kind === 'email' ? value.toLowerCase() : value,
      channel: kind === 'email' ? 'email' : 'phone',
    })
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (current.kind !== 'code') return
    const otp = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\D/g, '')
    if (otp.length !== 6) return setError('Enter the 6-digit code')
    setBusy(true)
    setError(null)
    const result =
      current.channel === 'email'
        ? await post('/api/auth/sign-in/email-otp', { email: current.to, otp })
        : await post('/api/auth/phone-number/verify', {
            phoneNumber: `+91${current.to}`,
            code: otp,
          })
    if (!result.ok) {
      setBusy(false)
      // Refused account types (403) carry the server's message; a wrong or expired code says so.
      return setError(result.message ?? 'That code did not work. Check it, or ask for a new one.')
    }
    const loaded = await loadUser()
    setBusy(false)
    if (loaded.ok) {
      closeLogin()
      if (takeFirstLogin()) toast.success('Successfully logged in')
      return
    }
    // user-not-found: the dialog now asks for the name and phone. Anything else is a failed login.
    if (getAuthState().needsSignup) return
    failLogin()
    closeLogin()
    toast.error(loaded.message ?? LOGIN_FAILED)
  }

  async function signup(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setBusy(true)
    setError(null)
    const created = await post('/api/customers/create', {
      name: String(data.get('name') ?? ''),
      phone: String(data.get('phone') ?? ''),
    })
    setBusy(false)
    if (!created.ok) return setError(created.fields ? Object.values(created.fields).join('. ') : (created.message ?? LOGIN_FAILED))
    finish(created.data as UserInfo)
  }

  return (
    <>
      <div className="mb-4 flex items-start justify-between gap-4">
        <DialogTitle className="text-xl font-semibold text-brand-900">
          {current.kind === 'signup' ? 'Finish signing up' : 'Log in'}
        </DialogTitle>
        <DialogCloseButton />
      </div>
      <DialogDescription className="mb-4 text-sm text-slate-600">
        {current.kind === 'identify' && 'We will send a 6-digit code to your email or mobile number. No password needed.'}
        {current.kind === 'code' &&
          `Enter the 6-digit code we sent to ${current.channel === 'email' ? current.to : `+91 ${current.to}`}. It expires in 10 minutes.`}
        {current.kind === 'signup' && 'Welcome! Tell us your name and mobile number to finish creating your account.'}
      </DialogDescription>

      {current.kind === 'identify' && (
        <form onSubmit={sendCode} noValidate className="grid gap-4">
          <Field
            id={`${id}-identity`}
            label="Email or mobile number *"
            name="identity"
            autoComplete="username"
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? 'Sending…' : 'Send code'}
          </Button>
          {oidcName && (
            <Button
              variant="secondary"
              size="lg"
              onClick={async () => {
                // better-auth answers { url } of the provider's sign-in page; the callback returns to this page.
                const response = await fetch('/api/auth/sign-in/social', {
                  method: 'POST',
                  headers: { 'Content-Type': 'application/json' },
                  credentials: 'same-origin',
                  body: JSON.stringify({ provider: 'sso', callbackURL: window.location.pathname }),
                }).catch(() => null)
                const started = ((await response?.json().catch(() => null)) ?? {}) as { url?: string; message?: string }
                const url = started.url
                if (url) window.location.assign(url)
                else setError(started.message ?? 'Single sign-on is not available right now.')
              }}
            >
              Continue with {oidcName}
            </Button>
          )}
        </form>
      )}

      {current.kind === 'code' && (
        <form onSubmit={verify} noValidate className="grid gap-4">
          <Field
            id={`${id}-code`}
            label="Code *"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            pattern="\d{6}"
            autoFocus
            inputClassName="tracking-[0.5em]"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? 'Checking…' : 'Log in'}
          </Button>
          <button
            type="button"
            onClick={() => {
              setStep({ kind: 'identify' })
              setError(null)
            }}
            className="text-sm font-medium text-brand-700 underline underline-offset-4"
          >
            Use another email or number, or get a new code
          </button>
        </form>
      )}

      {current.kind === 'signup' && (
        <form onSubmit={signup} noValidate className="grid gap-4">
          <Field id={`${id}-name`} label="Full name *" name="name" autoComplete="name" autoFocus />
          <Field id={`${id}-phone`} label="Mobile number *" name="phone" type="tel" inputMode="tel" autoComplete="tel" />
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? 'Saving…' : 'Create my account'}
          </Button>
        </form>
      )}
    </>
  )
}
