'use client'

import { useState, type FormEvent } from 'react'
import type { ErrorBody } from '@/contracts/errors'
import { Button } from '../../ui/Button'
import { INPUT_CLASS } from '../../ui/Field'
import { toast } from '../../ui/toast'
import { apiFetch } from '../auth-store'
import { Section, Skeleton } from './Section'
import type { Contact } from './types'

/** The customer's team members: the list with 'Remove', and rows to add more (POST /api/contacts). */
export function TeamSection({ contacts, reload }: { contacts: Contact[] | null; reload: () => Promise<void> }) {
  const [rows, setRows] = useState(1)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const people = Array.from({ length: rows }, (_, i) => ({
      name: String(data.get(`name-${i}`) ?? '').trim(),
      email: String(data.get(`email-${i}`) ?? '').trim() || null,
      phone_number: String(data.get(`phone-${i}`) ?? '').trim() || null,
    })).filter((p) => p.name || p.email || p.phone_number)
    if (people.length === 0) return setError('Enter at least one team member’s name')
    setBusy(true)
    setError(null)
    const response = await apiFetch('/api/contacts', { method: 'POST', body: JSON.stringify({ contacts: people }) })
    setBusy(false)
    if (!response.ok) {
      const answer = (await response.json().catch(() => null)) as Partial<ErrorBody> | null
      return setError(
        answer?.error?.fields
          ? `${answer.error.message} ${Object.values(answer.error.fields)[0]}`
          : (answer?.error?.message ?? 'We couldn’t make the requested change, please try again.'),
      )
    }
    form.reset()
    setRows(1)
    toast.success(people.length === 1 ? 'Team member added' : `${people.length} team members added`)
    await reload()
  }

  async function remove(contact: Contact) {
    const response = await apiFetch('/api/ums/contacts/delete', {
      method: 'POST',
      body: JSON.stringify({ contact_ids: [contact.contact_id] }),
    })
    if (!response.ok) return toast.error('We couldn’t make the requested change, please try again.')
    toast.success(`${contact.name} removed`)
    await reload()
  }

  return (
    <Section id="team" title="Team members">
      {contacts === null ? (
        <Skeleton />
      ) : contacts.length === 0 ? (
        <p className="text-slate-600">No team members yet. Add the people you book day passes and meeting rooms for.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {contacts.map((c) => (
            <li key={c.contact_id} className="flex items-center justify-between gap-3 py-2">
              <div>
                <p className="font-medium text-slate-900">{c.name}</p>
                <p className="text-sm text-slate-600">
                  {[c.email, c.phone_number && `+91 ${c.phone_number}`].filter(Boolean).join(' · ') || 'No contact details'}
                </p>
              </div>
              <Button variant="secondary" size="sm" onClick={() => void remove(c)} aria-label={`Remove ${c.name}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="mt-5 grid gap-3 border-t border-slate-100 pt-4">
        <h3 className="font-medium text-slate-900">Add team members</h3>
        {Array.from({ length: rows }, (_, i) => (
          <fieldset key={i} className="grid gap-2 sm:grid-cols-3">
            <legend className="sr-only">Team member {i + 1}</legend>
            <input name={`name-${i}`} aria-label={`Name of team member ${i + 1}`} placeholder="Name" className={INPUT_CLASS} />
            <input
              name={`email-${i}`}
              aria-label={`Email of team member ${i + 1}`}
              placeholder="Email"
              type="email"
              className={INPUT_CLASS}
            />
            <input
              name={`phone-${i}`}
              aria-label={`Mobile number of team member ${i + 1}`}
              placeholder="Mobile number"
              type="tel"
              className={INPUT_CLASS}
            />
          </fieldset>
        ))}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setRows((r) => Math.min(r + 1, 20))}>
            Add another
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Adding…' : 'Save team members'}
          </Button>
        </div>
      </form>
    </Section>
  )
}
