'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { addDaysToDate, datesOfMonth, formatDateLong, weekdayOf, type IsoDate } from '@/domain/calendar/business-date'
import { unavailableDateMessage, type DateAvailability } from '@/domain/calendar/availability'
import { MONTH_NAMES } from '@/domain/calendar/date-words'

// A date picker dialog after the WAI-ARIA Authoring Practices pattern ('Date Picker Dialog'): a button opens a modal
// dialog holding a month grid. In the grid the arrow keys move by day and by week, PageUp and PageDown by month
// (with Shift, by year), Home and End to the start and end of the week, Enter or Space chooses the date, Escape
// closes; focus returns to the button. Every date is announced with whether it can be booked and why not; dates that
// cannot be (weekends, holidays, before the start-date rule) are marked aria-disabled and cannot be chosen.
// A native <dialog> opened with showModal() keeps the rest of the page inert, at no cost in script.

const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const

/** Monday = 0 … Sunday = 6. */
const column = (date: IsoDate) => (weekdayOf(date) + 6) % 7

/** The same day of another month (the month's last day when it has no such day). */
function addMonths(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const index = y * 12 + (m - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  const days = datesOfMonth(year, month)
  return days[Math.min(d, days.length) - 1]!
}

/** The month's dates in weeks of seven (Monday first), null for the days of the months either side. */
function weeksOf(date: IsoDate): (IsoDate | null)[][] {
  const [y, m] = date.split('-').map(Number) as [number, number]
  const cells: (IsoDate | null)[] = []
  const days = datesOfMonth(y, m)
  for (let i = 0; i < column(days[0]!); i++) cells.push(null)
  cells.push(...days)
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: (IsoDate | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

export interface DatePickerProps {
  /** The opening button's text ('Add a date'). */
  buttonLabel: string
  /** The dialog's name ('Choose a date for your day pass'). */
  dialogLabel: string
  availability: (date: IsoDate) => DateAvailability
  /** Where the grid opens when nothing is chosen: the earliest bookable date. */
  initialDate: IsoDate
  /** Dates already chosen (shown as selected). */
  selected: readonly IsoDate[]
  onSelect: (date: IsoDate) => void
  disabled?: boolean
}

export function DatePicker({ buttonLabel, dialogLabel, availability, initialDate, selected, onSelect, disabled }: DatePickerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const gridRef = useRef<HTMLTableElement>(null)
  const [open, setOpen] = useState(false)
  const [focused, setFocused] = useState<IsoDate>(initialDate)
  const titleId = useId()
  const hintId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  // Focus follows the focused date whenever it moves (and when the dialog opens).
  useEffect(() => {
    if (!open) return
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus()
  }, [open, focused])

  function openPicker() {
    setFocused(initialDate)
    setOpen(true)
  }

  function close() {
    setOpen(false)
    buttonRef.current?.focus()
  }

  function choose(date: IsoDate) {
    if (!availability(date).bookable) return
    onSelect(date)
    close()
  }

  function onGridKey(event: KeyboardEvent) {
    const moves: Record<string, () => IsoDate> = {
      ArrowLeft: () => addDaysToDate(focused, -1),
      ArrowRight: () => addDaysToDate(focused, 1),
      ArrowUp: () => addDaysToDate(focused, -7),
      ArrowDown: () => addDaysToDate(focused, 7),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
      Home: () => addDaysToDate(focused, -column(focused)),
      End: () => addDaysToDate(focused, 6 - column(focused)),
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      setFocused(move())
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      choose(focused)
    }
  }

  const [year, month] = focused.split('-').map(Number) as [number, number]
  const focusedDay = availability(focused)

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        disabled={disabled}
        onClick={openPicker}
        aria-haspopup="dialog"
        className="rounded-lg border border-brand-900 px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50 disabled:opacity-60"
      >
        {buttonLabel}
      </button>
      <dialog
        ref={dialogRef}
        aria-modal="true"
        aria-label={dialogLabel}
        onCancel={(event) => {
          event.preventDefault()
          close()
        }}
        className="m-auto w-[min(22rem,calc(100vw-2rem))] rounded-xl p-4 shadow-xl backdrop:bg-slate-900/50"
      >
        {open && (
          <div>
            <div className="mb-2 flex items-center justify-between gap-2">
              <button
                type="button"
                className="rounded-md px-2 py-1 text-brand-900 hover:bg-slate-100"
                aria-label="Previous month"
                onClick={() => setFocused(addMonths(focused, -1))}
              >
                ‹
              </button>
              <h2 id={titleId} aria-live="polite" className="text-base font-semibold text-brand-950">
                {MONTH_NAMES[month - 1]} {year}
              </h2>
              <button
                type="button"
                className="rounded-md px-2 py-1 text-brand-900 hover:bg-slate-100"
                aria-label="Next month"
                onClick={() => setFocused(addMonths(focused, 1))}
              >
                ›
              </button>
            </div>
            <table
              ref={gridRef}
              role="grid"
              aria-labelledby={titleId}
              aria-describedby={hintId}
              className="w-full text-center text-sm"
              onKeyDown={onGridKey}
            >
              <thead>
                <tr>
                  {WEEKDAYS.map(([short, long]) => (
                    <th key={short} scope="col" abbr={long} className="py-1 font-medium text-slate-600">
                      {short}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeksOf(focused).map((week, i) => (
                  <tr key={i}>
                    {week.map((date, j) => {
                      if (!date) return <td key={j} />
                      const day = availability(date)
                      const isSelected = selected.includes(date)
                      return (
                        <td
                          key={date}
                          role="gridcell"
                          data-date={date}
                          tabIndex={date === focused ? 0 : -1}
                          aria-selected={isSelected}
                          aria-disabled={!day.bookable || undefined}
                          aria-label={`${day.label}${isSelected ? ', chosen' : ''}`}
                          onClick={() => {
                            setFocused(date)
                            choose(date)
                          }}
                          className={[
                            'cursor-pointer rounded-md py-2 outline-none focus-visible:ring-2 focus-visible:ring-brand-700',
                            isSelected ? 'bg-brand-900 font-semibold text-white' : '',
                            !day.bookable
                              ? 'cursor-not-allowed text-slate-400 line-through'
                              : isSelected
                                ? ''
                                : 'text-brand-950 hover:bg-brand-50',
                          ].join(' ')}
                        >
                          {Number(date.slice(8))}
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            <p id={hintId} className="mt-2 min-h-10 text-sm text-slate-700">
              {focusedDay.bookable
                ? `${formatDateLong(focused)} can be booked. Press Enter to choose it.`
                : unavailableDateMessage(focusedDay)}
            </p>
            <div className="mt-2 flex justify-end">
              <button
                type="button"
                onClick={close}
                className="rounded-md px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-slate-100"
              >
                Close
              </button>
            </div>
          </div>
        )}
      </dialog>
    </>
  )
}
