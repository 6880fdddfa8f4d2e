'use client'

import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'

// The built-in signing page's form: the agreement to open, the signer, a signature drawn on the pad (pointer: mouse,
// pen or touch) or typed (keyboard alone), consent, a one-time code sent to the signer's email, and 'Sign'. Errors
// are the server's messages, shown beside the field they are about and announced.

export interface SigningFormView {
  requestId: string
  title: string
  agreementNumber: string
  companyName: string
  signer: { name: string; email: string }
  consentLabel: string
  consentText: string
  originalSha256: string
  codeSent: boolean
}

type Mode = 'drawn' | 'typed'
type Errors = Partial<Record<'signature' | 'consent' | 'code' | 'form', string>>

const PAD = { width: 600, height: 180 }
const button = 'rounded-lg bg-brand-900 px-4 py-2 font-semibold text-white disabled:opacity-60'
const secondary = 'rounded-lg border border-brand-900 px-4 py-2 font-semibold text-brand-900 disabled:opacity-60'
const input = 'mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2'

async function post(path: string, body: unknown): Promise<{ ok: boolean; status: number; data: Record<string, unknown> }> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    })
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
    return { ok: response.ok, status: response.status, data }
  } catch {
    return { ok: false, status: 0, data: { error: { message: 'We could not reach the server. Check your connection and try again.' } } }
  }
}

function errorsOf(data: Record<string, unknown>): Errors {
  const error = data.error as { message?: string; fields?: Record<string, string> } | undefined
  const fields = error?.fields ?? {}
  const out: Errors = {}
  for (const key of ['signature', 'consent', 'code'] as const) {
    const found = Object.entries(fields).find(([name]) => name === key || name.startsWith(`${key}.`))
    if (found) out[key] = found[1]
  }
  if (Object.keys(out).length === 0) out.form = error?.message ?? 'Something went wrong. Please try again.'
  return out
}

function SignaturePad({
  onChange,
  describedBy,
  invalid,
}: {
  onChange: (dataUrl: string | null) => void
  describedBy: string
  invalid: boolean
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const drawing = useRef(false)
  const inked = useRef(false)

  const context = () => {
    const ctx = canvas.current?.getContext('2d')
    if (ctx) {
      ctx.lineWidth = 3
      ctx.lineCap = 'round'
      ctx.lineJoin = 'round'
      ctx.strokeStyle = '#0f172a'
    }
    return ctx
  }
  const point = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect()
    return { x: ((event.clientX - rect.left) / rect.width) * PAD.width, y: ((event.clientY - rect.top) / rect.height) * PAD.height }
  }
  const down = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    const ctx = context()
    if (!ctx) return
    drawing.current = true
    const { x, y } = point(event)
    ctx.beginPath()
    ctx.moveTo(x, y)
  }
  const move = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return
    const ctx = context()
    if (!ctx) return
    const { x, y } = point(event)
    ctx.lineTo(x, y)
    ctx.stroke()
    inked.current = true
  }
  const up = () => {
    if (!drawing.current) return
    drawing.current = false
    if (inked.current && canvas.current) onChange(canvas.current.toDataURL('image/png'))
  }
  const clear = () => {
    context()?.clearRect(0, 0, PAD.width, PAD.height)
    inked.current = false
    onChange(null)
  }
  return (
    <div>
      <canvas
        ref={canvas}
        width={PAD.width}
        height={PAD.height}
        role="img"
        aria-label="Signature pad: draw your signature with a mouse, pen or finger"
        aria-describedby={describedBy}
        className={`mt-2 h-auto w-full touch-none rounded-lg border-2 border-dashed bg-white ${invalid ? 'border-red-700' : 'border-slate-400'}`}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        data-testid="signature-pad"
      />
      <button type="button" className={`${secondary} mt-2`} onClick={clear}>
        Clear the pad
      </button>
    </div>
  )
}

export function SigningForm({ token, view }: { token: string; view: SigningFormView }) {
  const id = useId()
  const [mode, setMode] = useState<Mode>('drawn')
  const [drawn, setDrawn] = useState<string | null>(null)
  const [typed, setTyped] = useState('')
  const [consent, setConsent] = useState(false)
  const [code, setCode] = useState('')
  const [codeNote, setCodeNote] = useState<string | null>(view.codeSent ? `A code was sent to ${view.signer.email}.` : null)
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState<'code' | 'sign' | null>(null)
  const [signed, setSigned] = useState(false)
  const done = useRef<HTMLHeadingElement>(null)
  const formError = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (signed) done.current?.focus()
  }, [signed])
  useEffect(() => {
    if (errors.form) formError.current?.focus()
  }, [errors.form])

  const pdfHref = `/api/esign/sign/agreement?token=${encodeURIComponent(token)}`

  async function sendCode() {
    if (busy) return
    setBusy('code')
    const result = await post('/api/esign/sign/code', { token })
    setBusy(null)
    if (!result.ok) {
      setErrors(errorsOf(result.data))
      return
    }
    const data = result.data.data as { sentTo: string }
    setErrors({})
    setCodeNote(`We sent a 6-digit code to ${data.sentTo}. It works for 10 minutes.`)
  }

  async function sign(event: React.FormEvent) {
    event.preventDefault()
    const local: Errors = {}
    if (mode === 'drawn' && !drawn) local.signature = 'The signature pad is empty. Draw your signature, or type your name instead.'
    if (mode === 'typed' && !typed.trim()) local.signature = 'Type your full name as your signature.'
    if (!consent) local.consent = 'Tick the box to agree to sign electronically.'
    if (!/^\d{6}$/.test(code.trim())) local.code = 'Enter the 6-digit code from the email.'
    if (Object.keys(local).length > 0) {
      setErrors(local)
      const first = local.signature
        ? mode === 'typed'
          ? `${id}-typed`
          : `${id}-mode-typed`
        : local.consent
          ? `${id}-consent`
          : `${id}-code`
      document.getElementById(first)?.focus()
      return
    }
    setBusy('sign')
    const result = await post('/api/esign/sign/complete', {
      token,
      code: code.trim(),
      consent,
      signature: mode === 'drawn' ? { kind: 'drawn', dataUrl: drawn } : { kind: 'typed', text: typed.trim() },
    })
    setBusy(null)
    if (!result.ok) {
      setErrors(errorsOf(result.data))
      return
    }
    setErrors({})
    setSigned(true)
  }

  if (signed)
    return (
      <section aria-labelledby={`${id}-done`} className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950">
        <h2 id={`${id}-done`} ref={done} tabIndex={-1} className="text-xl font-semibold">
          Agreement signed
        </h2>
        <p className="mt-2">
          Thank you. The signed agreement, sealed with our digital signature, and your documents are in your virtual-office dashboard; we
          have emailed you too.
        </p>
        <p className="mt-3">
          <a className="font-semibold text-brand-900 underline" href="/account/virtual-office/">
            Go to your virtual-office dashboard
          </a>
        </p>
      </section>
    )

  const describe = (key: keyof Errors, ...others: string[]) =>
    [...others, errors[key] ? `${id}-${key}-error` : ''].filter(Boolean).join(' ') || undefined
  const fieldError = (key: keyof Errors) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="mt-1 text-sm font-medium text-red-800">
        {errors[key]}
      </p>
    ) : null

  return (
    <form onSubmit={sign} noValidate className="space-y-6" aria-describedby={`${id}-about`}>
      <section aria-labelledby={`${id}-doc`} className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id={`${id}-doc`} className="text-xl font-semibold text-brand-950">
          {view.title} no. {view.agreementNumber}
        </h2>
        <p id={`${id}-about`} className="mt-2 text-slate-800">
          Between us and <strong>{view.companyName}</strong>, signed by <strong>{view.signer.name}</strong> ({view.signer.email}).
        </p>
        <p className="mt-3">
          <a className="font-semibold text-brand-900 underline" href={pdfHref} target="_blank" rel="noreferrer">
            Read the agreement (PDF, opens in a new tab)
          </a>
        </p>
        <p className="mt-2 break-all text-xs text-slate-700">Fingerprint of this agreement (SHA-256): {view.originalSha256}</p>
      </section>

      {errors.form && (
        <div ref={formError} tabIndex={-1} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          {errors.form}
        </div>
      )}

      <fieldset className="rounded-xl border border-slate-200 bg-white p-5">
        <legend className="px-1 text-lg font-semibold text-brand-950">Your signature</legend>
        <div className="flex flex-wrap gap-6" role="radiogroup" aria-label="How to sign">
          <label className="flex items-center gap-2" htmlFor={`${id}-mode-drawn`}>
            <input id={`${id}-mode-drawn`} type="radio" name="mode" checked={mode === 'drawn'} onChange={() => setMode('drawn')} />
            Draw my signature
          </label>
          <label className="flex items-center gap-2" htmlFor={`${id}-mode-typed`}>
            <input id={`${id}-mode-typed`} type="radio" name="mode" checked={mode === 'typed'} onChange={() => setMode('typed')} />
            Type my name
          </label>
        </div>
        {mode === 'drawn' ? (
          <>
            <p id={`${id}-pad-help`} className="mt-3 text-sm text-slate-700">
              Draw inside the box. Using a keyboard? Choose “Type my name” instead.
            </p>
            <SignaturePad onChange={setDrawn} describedBy={describe('signature', `${id}-pad-help`)!} invalid={Boolean(errors.signature)} />
          </>
        ) : (
          <div className="mt-3">
            <label htmlFor={`${id}-typed`} className="block text-sm font-medium text-slate-800">
              Type your full name: {view.signer.name}
            </label>
            <input
              id={`${id}-typed`}
              className={input}
              value={typed}
              autoComplete="name"
              onChange={(e) => setTyped(e.target.value)}
              aria-invalid={Boolean(errors.signature) || undefined}
              aria-describedby={describe('signature')}
            />
            {typed.trim() && (
              <p aria-hidden="true" className="mt-2 font-serif text-2xl italic text-slate-900">
                {typed}
              </p>
            )}
          </div>
        )}
        {fieldError('signature')}
      </fieldset>

      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <p id={`${id}-consent-text`} className="text-sm text-slate-800">
          {view.consentText}
        </p>
        <label className="mt-3 flex items-start gap-2" htmlFor={`${id}-consent`}>
          <input
            id={`${id}-consent`}
            type="checkbox"
            className="mt-1"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            aria-invalid={Boolean(errors.consent) || undefined}
            aria-describedby={describe('consent', `${id}-consent-text`)}
          />
          <span>{view.consentLabel}</span>
        </label>
        {fieldError('consent')}
      </div>

      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <p className="text-sm text-slate-800">We confirm it is you with a one-time code sent to {view.signer.email}.</p>
        {/* Never disabled: a button that disables itself while focused drops keyboard focus to the page. */}
        <button type="button" className={`${secondary} mt-3`} onClick={() => void sendCode()} aria-busy={busy === 'code' || undefined}>
          {codeNote ? 'Send a new code' : 'Send code'}
        </button>
        <p role="status" className="mt-2 text-sm text-slate-800">
          {codeNote}
        </p>
        <label htmlFor={`${id}-code`} className="mt-3 block text-sm font-medium text-slate-800">
          Code from the email
        </label>
        <input
          id={`${id}-code`}
          className={`${input} max-w-xs`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          aria-invalid={Boolean(errors.code) || undefined}
          aria-describedby={describe('code')}
        />
        {fieldError('code')}
      </div>

      <button type="submit" className={button} disabled={busy !== null}>
        {busy === 'sign' ? 'Signing…' : 'Sign the agreement'}
      </button>
    </form>
  )
}
