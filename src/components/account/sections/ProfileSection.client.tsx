'use client'

import { useState, type FormEvent } from 'react'
import type { CustomerUpdatedAnswer } from '@/contracts/customers'
import type { ErrorBody } from '@/contracts/errors'
import { INVALID_GSTIN_MESSAGE } from '@/domain/gst/gstin'
import { Button } from '../../ui/Button'
import { Field, INPUT_CLASS } from '../../ui/Field'
import { toast } from '../../ui/toast'
import { apiFetch, setUser, type UserInfo } from '../auth-store'
import { Section } from './Section'

/** How the gender options read (the stored values are lower-case keys). */
const GENDER_LABELS: Record<string, string> = {
  female: 'Female',
  male: 'Male',
  'non-binary': 'Non-binary',
  'prefer-not-to-say': 'Prefer not to say',
}

const PROFILE_FIELDS: {
  name: string
  label: string
  type?: string
  half?: boolean
  options?: string[]
  optionLabels?: Record<string, string>
}[] = [
  { name: 'name', label: 'Full name *', half: true },
  { name: 'phone', label: 'Mobile number *', type: 'tel', half: true },
  { name: 'companyName', label: 'Company', half: true },
  { name: 'designation', label: 'Designation', half: true },
  { name: 'industry', label: 'Industry', half: true },
  { name: 'noOfEmp', label: 'Number of employees', half: true, options: ['1-10', '11-50', '51-200', '201-1000', '1000+'] },
  { name: 'dob', label: 'Date of birth', type: 'date', half: true },
  {
    name: 'gender',
    label: 'Gender',
    half: true,
    options: ['female', 'male', 'non-binary', 'prefer-not-to-say'],
    optionLabels: GENDER_LABELS,
  },
  { name: 'gstin', label: 'GSTIN', half: true },
  { name: 'gstin_address', label: 'GSTIN address', half: true },
]

/** The customer's profile, edited in place (POST /api/customers/update). */
export function ProfileSection({ user }: { user: UserInfo }) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const [formKey, setFormKey] = useState(0)
  const [cleared, setCleared] = useState<Record<string, string>>({})

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const body: Record<string, unknown> = {}
    for (const f of PROFILE_FIELDS) {
      const value = String(data.get(f.name) ?? '').trim()
      body[f.name] = value === '' ? (f.name === 'name' || f.name === 'phone' ? undefined : null) : value
    }
    // Spec section 5: GSTIN is upper-cased before update; the phone is sent as text.
    if (typeof body.gstin === 'string') body.gstin = body.gstin.toUpperCase()
    body.isWhatsappEnabled = data.get('isWhatsappEnabled') === 'on'
    setSaving(true)
    setErrors({})
    const response = await apiFetch('/api/customers/update', { method: 'POST', body: JSON.stringify(body) })
    setSaving(false)
    const answer = (await response.json().catch(() => null)) as (Partial<CustomerUpdatedAnswer> & Partial<ErrorBody>) | null
    if (response.ok && answer?.data) {
      setUser(answer.data)
      setCleared({})
      setFormKey((k) => k + 1)
      toast.success(answer.message ?? 'Details Updated Successfully')
      return
    }
    if (answer?.error?.message === INVALID_GSTIN_MESSAGE) {
      // 'Invalid GSTIN' shows on the GSTIN field and clears the GSTIN and its address.
      setCleared({ gstin: '', gstin_address: '' })
      setFormKey((k) => k + 1)
      setErrors({ gstin: INVALID_GSTIN_MESSAGE })
      return
    }
    setErrors(answer?.error?.fields ?? {})
    toast.error(answer?.error?.message ?? 'Error occurred while saving details')
  }

  const value = (name: string) => (name in cleared ? cleared[name] : String((user as Record<string, unknown>)[name] ?? ''))
  return (
    <Section id="profile" title="Profile">
      <form key={formKey} onSubmit={save} noValidate className="grid gap-4 sm:grid-cols-2">
        <p className="text-sm text-slate-600 sm:col-span-2">
          Logged in as <strong>{user.email ?? `+91 ${user.phone}`}</strong>
        </p>
        {PROFILE_FIELDS.map((f) => (
          <Field
            key={f.name}
            id={`profile-${f.name}`}
            label={f.label}
            className={f.half ? '' : 'sm:col-span-2'}
            error={errors[f.name]}
            name={f.name}
            type={f.type ?? 'text'}
            defaultValue={value(f.name)}
            inputClassName={f.name === 'gstin' ? 'uppercase' : undefined}
          >
            {f.options ? (
              <select id={`profile-${f.name}`} name={f.name} defaultValue={value(f.name)} className={INPUT_CLASS}>
                <option value="">Choose…</option>
                {f.options.map((o) => (
                  <option key={o} value={o}>
                    {f.optionLabels?.[o] ?? o.replace(/-/g, ' ')}
                  </option>
                ))}
              </select>
            ) : undefined}
          </Field>
        ))}
        <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
          <input
            type="checkbox"
            name="isWhatsappEnabled"
            defaultChecked={Boolean(user.isWhatsappEnabled)}
            className="h-4 w-4 accent-brand-700"
          />
          Send me booking updates on WhatsApp
        </label>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save details'}
          </Button>
        </div>
      </form>
    </Section>
  )
}
