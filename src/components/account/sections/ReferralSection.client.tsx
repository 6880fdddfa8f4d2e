'use client'

import { useState } from 'react'
import type { ReferralLinkAnswer } from '@/contracts/customers'
import { Button } from '../../ui/Button'
import { inputClass } from '../../ui/Field'
import { toast } from '../../ui/toast'
import { apiFetch } from '../auth-store'
import { CopyButton } from './CopyButton.client'
import { Section } from './Section'

/** 'Refer a friend': creates the customer's referral link on request. */
export function ReferralSection() {
  const [link, setLink] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function create() {
    setBusy(true)
    const response = await apiFetch('/api/referral/create-referral-link', { method: 'POST', body: '{}' })
    setBusy(false)
    const answer = (await response.json().catch(() => null)) as Partial<ReferralLinkAnswer> | null
    if (!response.ok || !answer?.data) return toast.error('Error occurred while creating referral link for you')
    setLink(answer.data.referral_link)
    toast.success(answer.message ?? 'Referral link created successfully')
  }
  return (
    <Section id="referral" title="Refer a friend">
      <p className="text-sm text-slate-600">
        Your friend gets a free hour in a meeting room on their first booking; you get one when they book.
      </p>
      {link ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <input readOnly value={link} aria-label="Your referral link" className={inputClass('flex-1 text-sm')} />
          <CopyButton text={link} label="Copy link" />
        </div>
      ) : (
        <Button onClick={() => void create()} disabled={busy} className="mt-3">
          {busy ? 'Creating…' : 'Create my referral link'}
        </Button>
      )}
    </Section>
  )
}
