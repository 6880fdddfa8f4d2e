'use client'

import { Button } from '../../ui/Button'
import { openLogin } from '../auth-store'
import { CARD_CLASS } from './Section'

/** 'My account' before login: what is here, and the way in. */
export function LoggedOut() {
  return (
    <div className={`${CARD_CLASS} text-center`}>
      <h2 className="text-xl font-semibold text-brand-900">Log in to see your account</h2>
      <p className="mt-2 text-slate-600">
        Your profile, team, bundle credits, wifi and membership are here once you log in with a one-time code.
      </p>
      <Button onClick={openLogin} size="xl" className="mt-5">
        Log in
      </Button>
    </div>
  )
}
