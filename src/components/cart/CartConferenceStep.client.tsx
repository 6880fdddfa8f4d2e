'use client'

import { useEffect, useRef, useState } from 'react'
import { HOLD_LAPSED_MESSAGE, type HoldView } from '@/domain/bookings/hold-view'
import { apiFetch } from '../account/auth-store'
import { ConferenceRoomBooking, clockSkewMs } from '../booking/ConferenceRoomBooking.client'

// The cart's conference room (step 2). A hold placed earlier survives a reload: the cart on the server carries its
// reference, and the hold itself is read back from the server (GET /api/shop/holds) before the booking form mounts,
// so the form shows it with the time it really has left. A hold that lapsed or was released meanwhile is taken out
// of the cart, and the page says so.

type Restore = { state: 'checking' } | { state: 'done'; hold: HoldView | null; skewMs: number; lapsed: boolean }

export function CartConferenceStep({
  building,
  reservationId,
  onHeld,
  onReleased,
}: {
  building: string
  /** The hold the cart carried when the page loaded, if any. */
  reservationId: string | null
  onHeld: (hold: HoldView) => void
  onReleased: () => void
}) {
  // Only the hold the page loaded with is read back; later holds come from the form itself.
  const [initialId] = useState(reservationId)
  const [restore, setRestore] = useState<Restore>(() =>
    initialId ? { state: 'checking' } : { state: 'done', hold: null, skewMs: 0, lapsed: false },
  )
  const released = useRef(onReleased)
  useEffect(() => {
    released.current = onReleased
  })

  useEffect(() => {
    const id = initialId
    if (!id) return
    let live = true
    apiFetch(`/api/shop/holds?reservationId=${encodeURIComponent(id)}`)
      .then(async (response) => {
        if (!live) return
        if (response.status === 404) {
          setRestore({ state: 'done', hold: null, skewMs: 0, lapsed: true })
          released.current()
          return
        }
        if (!response.ok) throw new Error(String(response.status))
        const hold = (await response.json()) as HoldView & { status?: string }
        delete hold.status
        setRestore({ state: 'done', hold, skewMs: clockSkewMs(response), lapsed: false })
      })
      .catch(() => live && setRestore({ state: 'done', hold: null, skewMs: 0, lapsed: false }))
    return () => {
      live = false
    }
  }, [initialId])

  if (restore.state === 'checking')
    return (
      <p role="status" className="text-slate-700">
        Checking your conference-room hold…
      </p>
    )
  return (
    <>
      {restore.lapsed && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">{HOLD_LAPSED_MESSAGE}</p>}
      <ConferenceRoomBooking
        building={building}
        headingLevel={3}
        initialHold={restore.hold}
        initialSkewMs={restore.skewMs}
        onHeld={onHeld}
        onReleased={onReleased}
      />
    </>
  )
}
