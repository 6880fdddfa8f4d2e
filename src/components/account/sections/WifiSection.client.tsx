'use client'

import { useState } from 'react'
import { Button } from '../../ui/Button'
import { CopyButton } from './CopyButton.client'
import { Section, Skeleton } from './Section'
import type { Wifi } from './types'

/** The wifi login, the password hidden until revealed. */
export function WifiSection({ wifi }: { wifi: Wifi | null | undefined }) {
  const [shown, setShown] = useState(false)
  return (
    <Section id="wifi" title="Wifi credentials">
      {wifi === undefined ? (
        <Skeleton lines={2} />
      ) : !wifi?.user_name ? (
        <p className="text-slate-600">Your wifi login appears here once your first booking is confirmed.</p>
      ) : (
        // One list per row: a <dl> holds only its terms and values, so the buttons sit beside it.
        <div className="grid gap-3 text-sm">
          <div className="flex items-center justify-between gap-3">
            <dl>
              <dt className="text-slate-600">User name</dt>
              <dd className="font-mono font-semibold">{wifi.user_name}</dd>
            </dl>
            <CopyButton text={wifi.user_name} label="Copy user name" />
          </div>
          <div className="flex items-center justify-between gap-3">
            <dl>
              <dt className="text-slate-600">Password</dt>
              <dd className="font-mono font-semibold" data-wifi-password>
                {shown ? wifi.password : '••••••••'}
              </dd>
            </dl>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
                {shown ? 'Hide' : 'Reveal'}
              </Button>
              {wifi.password && <CopyButton text={wifi.password} label="Copy password" />}
            </div>
          </div>
        </div>
      )}
    </Section>
  )
}
