'use client'

import { useEffect, useState } from 'react'
import { formatDateShort } from '@/domain/calendar/business-date'

// The enquiry's thank-you page (issue 15, item 14): when the enquiry was about a building (?building=<code>), its
// next free visit slots, each a link to the building page's 'Book a visit' with that slot chosen.

const SHOWN = 6

interface Slots {
  building: { name: string; href: string }
  days: { date: string; freeStarts: string[] }[]
}

export function NextVisitSlots() {
  const [slots, setSlots] = useState<Slots | null>(null)

  useEffect(() => {
    const building = new URLSearchParams(window.location.search).get('building')
    if (!building || !/^[A-Za-z0-9-]{1,120}$/.test(building)) return
    let live = true
    fetch(`/api/visits/slots?building=${encodeURIComponent(building)}&days=7`)
      .then(async (response) => {
        if (live && response.ok) setSlots((await response.json()) as Slots)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])

  if (!slots) return null
  const next = slots.days.flatMap((d) => d.freeStarts.map((start) => ({ date: d.date, start }))).slice(0, SHOWN)
  if (next.length === 0) return null
  return (
    <section aria-labelledby="next-visits-heading" className="mt-10 rounded-2xl bg-sand-50 p-6 text-left">
      <h2 id="next-visits-heading" className="text-xl font-semibold text-brand-900">
        Come and see {slots.building.name}
      </h2>
      <p className="mt-1 text-slate-700">Book a 30-minute tour at one of the next free times:</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {next.map((s) => (
          <li key={`${s.date}-${s.start}`}>
            <a
              className="inline-block rounded-lg border border-brand-900 px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-white"
              href={`${slots.building.href}?visit=${s.date}T${s.start}#book-a-visit`}
            >
              {formatDateShort(s.date)}, {s.start}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
