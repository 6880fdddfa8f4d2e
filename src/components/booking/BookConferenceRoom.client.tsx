'use client'

import { useEffect, useRef } from 'react'
import { openLogin, useAuth } from '../account/auth-store'
import { LoggedOut } from '../account/sections/LoggedOut.client'
import { ConferenceRoomBooking } from './ConferenceRoomBooking.client'

// /book/conference-room: holding a room needs a customer, so a visitor gets the login dialog (once, as the page
// opens) and the account page's logged-out card; a customer gets the booking form.
export function BookConferenceRoom({ building }: { building: string }) {
  const { status } = useAuth()
  const asked = useRef(false)

  useEffect(() => {
    if (status === 'anonymous' && !asked.current) {
      asked.current = true
      openLogin()
    }
  }, [status])

  if (status === 'unknown' || status === 'loading') return <p role="status">Loading…</p>
  if (status !== 'signed-in') return <LoggedOut />
  return <ConferenceRoomBooking building={building} />
}
