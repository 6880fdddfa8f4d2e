'use client'

import { useMemo } from 'react'
import { availabilityCalendar } from '@/domain/calendar/availability'
import { formatDateLong, type IsoDate } from '@/domain/calendar/business-date'
import type { Holiday } from '@/domain/calendar/start-date'
import type { CityHandle } from '@/domain/catalogue/product-types'
import { DatePicker } from '../ui/DatePicker.client'

// The day-pass dates of the cart's step 2: the calendar (holidays of the building's city, the start-date rule) and
// its date picker. Loaded with step 2, so the cart's first load carries neither.

export function DayPassDates({
  cityHandle,
  holidays,
  selected,
  onSelect,
  disabled,
}: {
  cityHandle: CityHandle | null
  holidays: Holiday[]
  selected: readonly IsoDate[]
  onSelect: (date: IsoDate) => void
  disabled: boolean
}) {
  const calendar = useMemo(() => availabilityCalendar({ now: new Date(), cityHandle, holidays, closed: false }), [cityHandle, holidays])
  return (
    <>
      <DatePicker
        buttonLabel={selected.length === 0 ? 'Choose a date' : 'Add another date'}
        dialogLabel="Choose a date for your day pass"
        availability={calendar.availability}
        initialDate={calendar.earliest}
        selected={selected}
        onSelect={onSelect}
        disabled={disabled}
      />
      <p className="text-sm text-slate-600">The earliest date you can book is {formatDateLong(calendar.earliest)}.</p>
    </>
  )
}
