'use client'

import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { describeSlot, formatDuration, HOLD_LAPSED_MESSAGE, holdCountdown, type HoldView } from '@/domain/bookings/hold-view'
import { businessDate, formatDateLong } from '@/domain/calendar/business-date'
import { RESERVATION_FAILED_MESSAGE } from '@/domain/calendar/slots'
import { formatPaise } from '@/domain/money'
import { apiFetch } from '../account/auth-store'
import { Button } from '../ui/Button'
import { Field, INPUT_CLASS } from '../ui/Field'

// Choosing and holding a conference room's slot (issue 15): room size, date, start and duration from the room's
// opening hours, then 'Hold this slot' (POST /api/shop/check-for-booking). A hold lasts 10 minutes: a countdown shows
// minutes and seconds and tells a screen reader once a minute; when it lapses the slot is free again and the form
// says so. The cart places this component and receives the hold through onHeld; /book/conference-room mounts it alone.

interface RoomOption {
  id: string
  name: string
  seats: number
  description: string | null
  hourlyPricePaise: number | null
  opensAt: string | null
  closesAt: string | null
  freeSlots: { startTime: string; durations: number[] }[]
}

interface Availability {
  building: { handle: string; name: string }
  date: string
  firstDate: string
  lastDate: string
  holiday: string | null
  rooms: RoomOption[]
}

interface NextSlot {
  date: string
  startTime: string
  endTime: string
  durationMinutes: number
}

interface Problem {
  message: string
  nextSlots: NextSlot[]
}

export interface ConferenceRoomBookingProps {
  /** The building's handle (its page's slug). */
  building: string
  /** Called with each hold placed (and again after 'Hold it again'). */
  onHeld?: (hold: HoldView) => void
  /** Called when the customer releases the hold or it lapses. */
  onReleased?: (reason: 'released' | 'lapsed') => void
  /** A hold placed earlier (the cart after a reload): shown with its countdown. */
  initialHold?: HoldView | null
  /** Server time minus browser time, from the answer that gave initialHold. */
  initialSkewMs?: number
  headingLevel?: 2 | 3
}

/** Server time minus browser time from the answer's Date header (1 s precision, so smaller differences count as none). */
export function clockSkewMs(response: Response): number {
  const server = Date.parse(response.headers.get('date') ?? '')
  if (!Number.isFinite(server)) return 0
  const skew = server - Date.now()
  return Math.abs(skew) > 2000 ? skew : 0
}

type ErrorAnswer = { error?: { message?: string; nextSlots?: NextSlot[] } }

async function problemOf(response: Response): Promise<Problem> {
  const body = (await response.json().catch(() => ({}))) as ErrorAnswer
  const known = response.status < 500 && body.error?.message
  return { message: known ? body.error!.message! : RESERVATION_FAILED_MESSAGE, nextSlots: body.error?.nextSlots ?? [] }
}

const rupees = (paise: number) => formatPaise(paise)

export function ConferenceRoomBooking({
  building,
  onHeld,
  onReleased,
  initialHold = null,
  initialSkewMs = 0,
  headingLevel = 2,
}: ConferenceRoomBookingProps) {
  const uid = useId()
  const today = useMemo(() => businessDate(new Date()), [])
  const [date, setDate] = useState(initialHold?.date ?? today)
  const [availability, setAvailability] = useState<Availability | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [roomId, setRoomId] = useState<string | null>(initialHold?.conferenceRoomId ?? null)
  const [start, setStart] = useState<string>(initialHold?.startTime ?? '')
  const [duration, setDuration] = useState<number>(initialHold?.durationMinutes ?? 60)
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [hold, setHold] = useState<HoldView | null>(initialHold)
  /** The hold's countdown ran out: it is shown as lapsed, and the next hold still releases it (`replaces`). */
  const [holdLapsed, setHoldLapsed] = useState(false)
  const [reload, setReload] = useState(0)
  const problemRef = useRef<HTMLDivElement>(null)
  /** The server's clock minus this browser's, from the hold's answer: the countdown runs on the server's expiry. */
  const [skewMs, setSkewMs] = useState(initialSkewMs)

  // A refusal moves focus to its message (and its next free slots).
  useEffect(() => {
    if (problem) problemRef.current?.focus()
  }, [problem])
  const Heading = `h${headingLevel}` as const

  useEffect(() => {
    let live = true
    fetch(`/api/shop/conference-rooms?building=${encodeURIComponent(building)}&date=${date}`)
      .then(async (response) => {
        if (!live) return
        if (!response.ok) {
          setAvailability(null)
          setLoadError((await problemOf(response)).message)
          return
        }
        setLoadError(null)
        setAvailability((await response.json()) as Availability)
      })
      .catch(() => live && setLoadError(RESERVATION_FAILED_MESSAGE))
    return () => {
      live = false
    }
  }, [building, date, reload])

  const rooms = availability?.rooms ?? []
  const room = rooms.find((r) => r.id === roomId) ?? rooms[0] ?? null
  const slot = room?.freeSlots.find((s) => s.startTime === start) ?? room?.freeSlots[0] ?? null
  const durations = slot?.durations ?? []
  const chosenDuration = durations.includes(duration) ? duration : (durations.find((d) => d >= 60) ?? durations[0] ?? null)

  const place = useCallback(
    async (choice: { roomId: string; date: string; start: string; duration: number }) => {
      setPending(true)
      setProblem(null)
      try {
        const response = await apiFetch('/api/shop/check-for-booking', {
          method: 'POST',
          body: JSON.stringify({
            building,
            room: choice.roomId,
            date: choice.date,
            start: choice.start,
            duration: choice.duration,
            ...(hold ? { replaces: hold.reservationId } : {}),
          }),
        })
        if (!response.ok) {
          setProblem(await problemOf(response))
          setReload((n) => n + 1)
          return
        }
        const placed = (await response.json()) as HoldView
        setSkewMs(clockSkewMs(response))
        setHold(placed)
        setHoldLapsed(false)
        onHeld?.(placed)
      } catch {
        setProblem({ message: RESERVATION_FAILED_MESSAGE, nextSlots: [] })
      } finally {
        setPending(false)
      }
    },
    [building, hold, onHeld],
  )

  const release = useCallback(async () => {
    if (!hold) return
    setPending(true)
    try {
      await apiFetch(`/api/shop/holds?reservationId=${encodeURIComponent(hold.reservationId)}`, { method: 'DELETE' })
    } finally {
      setPending(false)
      setHold(null)
      setReload((n) => n + 1)
      onReleased?.('released')
    }
  }, [hold, onReleased])

  const lapsed = useCallback(() => {
    setHoldLapsed(true)
    setReload((n) => n + 1)
    onReleased?.('lapsed')
  }, [onReleased])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!room || !slot || chosenDuration === null) return
    void place({ roomId: room.id, date, start: slot.startTime, duration: chosenDuration })
  }

  const closedText = availability?.holiday
    ? `The building is closed on ${formatDateLong(date)} for ${availability.holiday}. Please choose another date.`
    : room && !room.opensAt
      ? `${room.name} is closed on ${formatDateLong(date)}. Please choose another date.`
      : room && room.freeSlots.length === 0
        ? `${room.name} has no free time left on ${formatDateLong(date)}. Please choose another date or room.`
        : null

  return (
    <section aria-labelledby={`${uid}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <Heading id={`${uid}-heading`} className="text-xl font-semibold text-brand-900">
        Book a conference room{availability ? ` at ${availability.building.name}` : ''}
      </Heading>

      {hold && (
        <HoldStatus
          key={hold.reservationId}
          hold={hold}
          skewMs={skewMs}
          lapsed={holdLapsed}
          roomName={hold.room.name}
          pending={pending}
          onRelease={release}
          onLapsed={lapsed}
          onHoldAgain={() =>
            void place({ roomId: hold.conferenceRoomId, date: hold.date, start: hold.startTime, duration: hold.durationMinutes })
          }
        />
      )}

      <form onSubmit={submit} className="mt-5 grid gap-5" aria-describedby={problem ? `${uid}-problem` : undefined}>
        {loadError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {loadError}
          </p>
        )}
        <Field
          id={`${uid}-date`}
          label="Date"
          type="date"
          value={date}
          min={availability?.firstDate ?? today}
          max={availability?.lastDate}
          required
          onChange={(e) => {
            if (e.target.value) setDate(e.target.value)
          }}
        />

        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-800">Room size</legend>
          {!availability && !loadError && <p className="text-sm text-slate-600">Loading rooms…</p>}
          <div className="grid gap-2 sm:grid-cols-2">
            {rooms.map((r) => (
              <label
                key={r.id}
                className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 ${room?.id === r.id ? 'border-brand-700 bg-brand-50' : 'border-slate-300'}`}
              >
                <input
                  type="radio"
                  name={`${uid}-room`}
                  value={r.id}
                  checked={room?.id === r.id}
                  onChange={() => setRoomId(r.id)}
                  className="mt-1"
                />
                <span>
                  <span className="block font-medium text-slate-900">
                    Up to {r.seats} people: {r.name}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {r.hourlyPricePaise !== null ? `${rupees(r.hourlyPricePaise)} an hour, plus GST` : ''}
                    {r.opensAt ? ` · open ${r.opensAt}–${r.closesAt}` : ' · closed this day'}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {closedText ? (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{closedText}</p>
        ) : (
          room &&
          slot && (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={`${uid}-start`} label="Start time">
                <select id={`${uid}-start`} className={INPUT_CLASS} value={slot.startTime} onChange={(e) => setStart(e.target.value)}>
                  {room.freeSlots.map((s) => (
                    <option key={s.startTime} value={s.startTime}>
                      {s.startTime}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id={`${uid}-duration`} label="Duration">
                <select
                  id={`${uid}-duration`}
                  className={INPUT_CLASS}
                  value={chosenDuration ?? ''}
                  onChange={(e) => setDuration(Number(e.target.value))}
                >
                  {durations.map((d) => (
                    <option key={d} value={d}>
                      {formatDuration(d)}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
          )
        )}

        {room && slot && chosenDuration !== null && room.hourlyPricePaise !== null && !closedText && (
          <p className="text-sm text-slate-700">
            {formatDuration(chosenDuration)} in {room.name}: {rupees(Math.round((room.hourlyPricePaise * chosenDuration) / 60))} before GST
            and discounts. The cart works out the final amount.
          </p>
        )}

        {problem && (
          <div id={`${uid}-problem`} ref={problemRef} tabIndex={-1} role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <p>{problem.message}</p>
            {problem.nextSlots.length > 0 && room && (
              <ul className="mt-2 flex flex-wrap gap-2" aria-label="Next free slots">
                {problem.nextSlots.map((s) => (
                  <li key={`${s.date}-${s.startTime}`}>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={pending}
                      onClick={() => {
                        setDate(s.date)
                        setStart(s.startTime)
                        setDuration(s.durationMinutes)
                        void place({ roomId: room.id, date: s.date, start: s.startTime, duration: s.durationMinutes })
                      }}
                    >
                      Hold {describeSlot(s, true)}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}

        <div>
          <Button type="submit" size="lg" disabled={pending || !room || !slot || chosenDuration === null || Boolean(closedText)}>
            {pending ? 'Holding…' : hold && !holdLapsed ? 'Hold this slot instead' : 'Hold this slot'}
          </Button>
        </div>
      </form>
    </section>
  )
}

function HoldStatus({
  hold,
  skewMs,
  lapsed: markedLapsed,
  roomName,
  pending,
  onRelease,
  onLapsed,
  onHoldAgain,
}: {
  hold: HoldView
  skewMs: number
  lapsed: boolean
  roomName: string
  pending: boolean
  onRelease: () => void
  onLapsed: () => void
  onHoldAgain: () => void
}) {
  // In this browser's clock: a clock that is off does not shorten or lengthen the hold on screen.
  const expiresAt = useMemo(() => new Date(Date.parse(hold.holdExpiresAt) - skewMs), [hold.holdExpiresAt, skewMs])
  const [now, setNow] = useState(() => new Date())
  const isLive = !markedLapsed
  const countdown = holdCountdown(expiresAt, now)
  const lapsedOnce = useRef(false)

  useEffect(() => {
    if (!isLive) return
    const timer = setInterval(() => setNow(new Date()), 1000)
    return () => clearInterval(timer)
  }, [expiresAt, isLive])

  useEffect(() => {
    if (isLive && countdown.lapsed && !lapsedOnce.current) {
      lapsedOnce.current = true
      onLapsed()
    }
  }, [countdown.lapsed, isLive, onLapsed])

  const lapsed = !isLive || countdown.lapsed
  return (
    <div
      className={`mt-4 rounded-xl p-4 ${lapsed ? 'bg-amber-50 text-amber-950' : 'bg-emerald-50 text-emerald-950'}`}
      data-testid="hold-status"
    >
      {/* Polite, and only once a minute: the visible clock below is hidden from screen readers. */}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {lapsed ? HOLD_LAPSED_MESSAGE : countdown.announcement}
      </p>
      {lapsed ? (
        <>
          <p className="font-semibold">Your hold has lapsed</p>
          <p className="mt-1 text-sm">{HOLD_LAPSED_MESSAGE}</p>
          <p className="mt-1 text-sm">
            {roomName}, {describeSlot(hold)}
          </p>
          <Button className="mt-3" size="sm" disabled={pending} onClick={onHoldAgain}>
            Hold it again
          </Button>
        </>
      ) : (
        <>
          <p className="font-semibold">
            Held for you: {roomName}, {describeSlot(hold)}
          </p>
          <p className="mt-1 text-sm">
            Your hold ends in{' '}
            <span aria-hidden="true" className="font-mono text-base font-semibold" data-testid="hold-clock">
              {countdown.clock}
            </span>
            <span className="sr-only">{Math.ceil(countdown.secondsLeft / 60)} minutes</span>. Pay before then to book it; after that the
            slot is free for others again.
          </p>
          <Button className="mt-3" variant="secondary" size="sm" disabled={pending} onClick={onRelease}>
            Release this hold
          </Button>
        </>
      )}
    </div>
  )
}
