'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { describeSlot } from '@/domain/bookings/hold-view'
import { dateInShortWords, dateInWords } from '@/domain/calendar/date-words'
import { Button } from '../ui/Button'
import { Field, INPUT_CLASS } from '../ui/Field'

// 'Book a visit' on a building page (issue 15, item 14): a tour slot in the building's visiting hours, for anyone,
// with name, phone and email checked as the lead form checks them. Confirmed on the page at once (and by email and
// SMS from the server); a slot someone else just took comes back with the next free ones. `?visit=YYYY-MM-DDTHH:mm`
// (the enquiry's thank-you page links here with it) preselects a slot.

export const VISIT_FAILED_MESSAGE = 'There is some issue in booking your visit. Please try again.'

interface VisitDay {
  date: string
  holiday: string | null
  opensAt: string | null
  closesAt: string | null
  freeStarts: string[]
}

interface NextSlot {
  date: string
  startTime: string
  endTime: string
  durationMinutes: number
}

type Errors = Partial<Record<'name' | 'phone' | 'email', string>>

/**
 * The visitor's details checked as the server will check them. The rules (with India's phone numbering plan) load on
 * the first booking, not with the building page: most visitors never book a visit.
 */
async function check(values: { name: string; phone: string; email: string }): Promise<Errors> {
  const { EMAIL_MESSAGE, emailError, NAME_PATTERN, normalisePhone, phoneError } = await import('@/domain/forms/rules')
  const errors: Errors = {}
  if (!values.name.trim()) errors.name = 'Enter your name'
  else if (!new RegExp(NAME_PATTERN).test(values.name.trim())) errors.name = 'Enter your name in letters'
  const phone = phoneError(normalisePhone(values.phone))
  if (phone) errors.phone = phone
  if (!values.email.trim()) errors.email = EMAIL_MESSAGE
  else if (emailError(values.email.trim())) errors.email = EMAIL_MESSAGE
  return errors
}

export function BookVisit({ building, buildingName }: { building: string; buildingName: string }) {
  const uid = useId()
  const [days, setDays] = useState<VisitDay[] | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [date, setDate] = useState('')
  const [start, setStart] = useState('')
  const [values, setValues] = useState({ name: '', phone: '', email: '' })
  const [errors, setErrors] = useState<Errors>({})
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState<{ message: string; nextSlots: NextSlot[] } | null>(null)
  const [booked, setBooked] = useState<string | null>(null)
  const [reload, setReload] = useState(0)
  const confirmationRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    let live = true
    const wanted = new URLSearchParams(window.location.search).get('visit')?.match(/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/)
    const from = wanted?.[1] ? `&from=${wanted[1]}` : ''
    fetch(`/api/visits/slots?building=${encodeURIComponent(building)}&days=7${from}`)
      .then(async (response) => {
        if (!live) return
        if (!response.ok) return setLoadFailed(true)
        const answer = (await response.json()) as { days: VisitDay[] }
        setDays(answer.days)
        const open = answer.days.filter((d) => d.freeStarts.length > 0)
        const preset = wanted && open.find((d) => d.date === wanted[1] && d.freeStarts.includes(wanted[2]!))
        setDate((current) => (preset ? preset.date : open.some((d) => d.date === current) ? current : (open[0]?.date ?? '')))
        setStart((current) => (preset ? wanted[2]! : current))
      })
      .catch(() => live && setLoadFailed(true))
    return () => {
      live = false
    }
  }, [building, reload])

  // The confirmation replaces the form: focus moves to it, so a screen reader says it and the keyboard is not lost.
  useEffect(() => {
    if (booked) confirmationRef.current?.focus()
  }, [booked])

  const openDays = (days ?? []).filter((d) => d.freeStarts.length > 0)
  const day = openDays.find((d) => d.date === date) ?? openDays[0] ?? null
  const chosenStart = day?.freeStarts.includes(start) ? start : (day?.freeStarts[0] ?? '')

  async function book(slot: { date: string; start: string }) {
    const found = await check(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setPending(true)
    setProblem(null)
    try {
      const response = await fetch('/api/visits', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          building,
          date: slot.date,
          start: slot.start,
          name: values.name.trim(),
          phone: values.phone,
          email: values.email.trim(),
          page: window.location.pathname,
        }),
      })
      const answer = (await response.json().catch(() => ({}))) as {
        message?: string
        error?: { message?: string; nextSlots?: NextSlot[]; fields?: Record<string, string> }
      }
      if (!response.ok) {
        const fields = answer.error?.fields ?? {}
        setErrors({ name: fields.name, phone: fields.phone, email: fields.email })
        setProblem({
          message: response.status < 500 && answer.error?.message ? answer.error.message : VISIT_FAILED_MESSAGE,
          nextSlots: answer.error?.nextSlots ?? [],
        })
        setReload((n) => n + 1)
        return
      }
      setBooked(answer.message ?? `Your visit to ${buildingName} is booked.`)
    } catch {
      setProblem({ message: VISIT_FAILED_MESSAGE, nextSlots: [] })
    } finally {
      setPending(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (day && chosenStart) void book({ date: day.date, start: chosenStart })
  }

  if (booked)
    return (
      <div
        ref={confirmationRef}
        tabIndex={-1}
        role="status"
        className="rounded-xl bg-emerald-50 p-5 text-emerald-950"
        data-testid="visit-booked"
      >
        <p className="font-semibold">Visit booked</p>
        <p className="mt-1">{booked}</p>
      </div>
    )

  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  })

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-describedby={problem ? `${uid}-problem` : undefined}>
      {loadFailed && <p className="text-sm text-red-800">We could not load the visiting hours. Please reload the page or call us.</p>}
      {days && openDays.length === 0 && (
        <p className="text-sm text-slate-700">No visits are free in the next days. Please call us to arrange one.</p>
      )}
      {day ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${uid}-day`} label="Day">
            <select id={`${uid}-day`} className={INPUT_CLASS} value={day.date} onChange={(e) => setDate(e.target.value)}>
              {openDays.map((d) => (
                <option key={d.date} value={d.date} aria-label={dateInWords(d.date)}>
                  {dateInShortWords(d.date)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${uid}-time`} label="Time">
            <select id={`${uid}-time`} className={INPUT_CLASS} value={chosenStart} onChange={(e) => setStart(e.target.value)}>
              {day.freeStarts.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </Field>
        </div>
      ) : (
        days === null &&
        !loadFailed && (
          // The same row while the visiting hours load, so nothing below moves when they arrive.
          <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
            <Field id={`${uid}-day`} label="Day">
              <select id={`${uid}-day`} className={INPUT_CLASS} disabled>
                <option>Loading…</option>
              </select>
            </Field>
            <Field id={`${uid}-time`} label="Time">
              <select id={`${uid}-time`} className={INPUT_CLASS} disabled>
                <option>Loading…</option>
              </select>
            </Field>
          </div>
        )
      )}
      <Field id={`${uid}-name`} label="Name *" autoComplete="name" {...field('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${uid}-phone`} label="Phone *" type="tel" inputMode="tel" autoComplete="tel" {...field('phone')} />
        <Field id={`${uid}-email`} label="Email *" type="email" autoComplete="email" {...field('email')} />
      </div>
      {problem && (
        <div id={`${uid}-problem`} role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p>{problem.message}</p>
          {problem.nextSlots.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2" aria-label="Next free visit slots">
              {problem.nextSlots.map((s) => (
                <li key={`${s.date}-${s.startTime}`}>
                  <Button variant="secondary" size="sm" disabled={pending} onClick={() => void book({ date: s.date, start: s.startTime })}>
                    Book {describeSlot(s, true)}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div>
        <Button type="submit" size="lg" disabled={pending || !day || !chosenStart}>
          {pending ? 'Booking…' : 'Book a visit'}
        </Button>
      </div>
    </form>
  )
}
