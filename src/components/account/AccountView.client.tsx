'use client'

import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { toast } from '../ui/toast'
import type { BuildingCredit } from '@/domain/customers/credits'
import { INVALID_GSTIN_MESSAGE } from '@/domain/gst/gstin'
import { daysLeft, membershipState } from '@/domain/customers/loyalty'
import { ACCOUNT_DATA_PATHS, accountFetch, apiFetch, openLogin, setUser, useAuth, type UserInfo } from './auth-store'

// 'My account' (spec sections 2 and 3): profile, team members, loyalty membership, bundle credits, wifi credentials,
// KYC status and the referral link. Everything loads in parallel once the customer is known; each section has its
// own loading and empty state.

interface Contact {
  contact_id: string
  name: string
  email: string | null
  phone_number: string | null
}
interface Loyalty {
  validity: string | null
  utilisation: { cost_saved: number }
  is_active: boolean
}
interface Wifi {
  user_name: string | null
  password: string | null
}
interface Credits {
  list: BuildingCredit[]
  pagination: { page: number; total_pages: number; total: number }
}

const CREDITS_PAGE_SIZE = 5
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' })
const card = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6'
const input =
  'block w-full rounded-lg border border-slate-300 px-3 py-2 text-base outline-none focus-visible:ring-2 focus-visible:ring-brand-700'
const primary = 'rounded-lg bg-brand-900 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-70'
const secondary = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-slate-50'

async function json<T>(response: Response): Promise<T | null> {
  if (!response.ok) return null
  return ((await response.json()) as { data: T }).data
}

function Section({ id, title, children, action }: { id: string; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={card} data-account-section={id}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-brand-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}

const Skeleton = ({ lines = 3 }: { lines?: number }) => (
  <div role="status" aria-label="Loading" className="grid gap-2">
    {Array.from({ length: lines }, (_, i) => (
      <span key={i} className="block h-4 animate-pulse rounded bg-slate-200" style={{ width: `${90 - i * 15}%` }} />
    ))}
  </div>
)

function LoggedOut() {
  return (
    <div className={`${card} text-center`}>
      <h2 className="text-xl font-semibold text-brand-900">Log in to see your account</h2>
      <p className="mt-2 text-slate-600">
        Your profile, team, bookings credits, wifi and membership are here once you log in with a one-time code.
      </p>
      <button type="button" onClick={openLogin} className={`${primary} mt-5 px-6 py-3`}>
        Log in
      </button>
    </div>
  )
}

export function AccountView() {
  const { status, user } = useAuth()
  const [contacts, setContacts] = useState<Contact[] | null>(null)
  const [loyalty, setLoyalty] = useState<Loyalty | null | undefined>(undefined)
  const [wifi, setWifi] = useState<Wifi | null | undefined>(undefined)
  const [kyc, setKyc] = useState<string | null | undefined>(undefined)
  const [credits, setCredits] = useState<Credits | null | undefined>(undefined)
  const [creditsPage, setCreditsPage] = useState(1)

  const loadContacts = useCallback(async () => setContacts((await json<Contact[]>(await apiFetch('/api/contacts'))) ?? []), [])

  useEffect(() => {
    if (status !== 'signed-in') return
    // Spec section 4: after login, team members, wifi, KYC status and loyalty load in parallel.
    void Promise.all([
      accountFetch(ACCOUNT_DATA_PATHS.contacts)
        .then(json<Contact[]>)
        .then((c) => setContacts(c ?? [])),
      accountFetch(ACCOUNT_DATA_PATHS.loyalty)
        .then(json<Loyalty>)
        .then(setLoyalty),
      accountFetch(ACCOUNT_DATA_PATHS.wifi)
        .then(json<Wifi>)
        .then(setWifi),
      accountFetch(ACCOUNT_DATA_PATHS.kyc)
        .then(json<{ kyc_status: string }>)
        .then((k) => setKyc(k?.kyc_status ?? null)),
    ]).catch(() => toast.error('Error occurred while fetching your account. Please reload the page.'))
  }, [status])

  useEffect(() => {
    if (status !== 'signed-in') return
    accountFetch(`/api/ecom/api/v1/products/users/credits?page=${creditsPage}&limit=${CREDITS_PAGE_SIZE}`)
      .then(json<Credits>)
      .then(setCredits)
      .catch(() => toast.error('Error occurred while fetching Bundle Info'))
  }, [status, creditsPage])

  if (status === 'unknown') {
    // The static page, before the browser knows whether anyone is logged in: the logged-out card's box, kept empty,
    // so the page does not move when that card shows (most visitors here are logged out).
    return (
      <div role="status" aria-label="Loading">
        <div aria-hidden="true" className="invisible">
          <LoggedOut />
        </div>
      </div>
    )
  }
  if (status === 'loading') {
    return (
      <div className="grid gap-6 lg:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={card}>
            <Skeleton />
          </div>
        ))}
      </div>
    )
  }
  if (status !== 'signed-in' || !user) return <LoggedOut />

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <Profile user={user} />
      </div>
      <TeamMembers contacts={contacts} reload={loadContacts} />
      <div className="grid gap-6">
        <LoyaltySection loyalty={loyalty} />
        <KycSection status={kyc} />
      </div>
      <CreditsSection credits={credits} page={creditsPage} setPage={setCreditsPage} />
      <div className="grid gap-6">
        <WifiSection wifi={wifi} />
        <ReferralSection />
      </div>
    </div>
  )
}

const PROFILE_FIELDS: { name: string; label: string; type?: string; half?: boolean; options?: string[] }[] = [
  { name: 'name', label: 'Full name *', half: true },
  { name: 'phone', label: 'Mobile number *', type: 'tel', half: true },
  { name: 'companyName', label: 'Company', half: true },
  { name: 'designation', label: 'Designation', half: true },
  { name: 'industry', label: 'Industry', half: true },
  { name: 'noOfEmp', label: 'Number of employees', half: true, options: ['1-10', '11-50', '51-200', '201-1000', '1000+'] },
  { name: 'dob', label: 'Date of birth', type: 'date', half: true },
  { name: 'gender', label: 'Gender', half: true, options: ['female', 'male', 'non-binary', 'prefer-not-to-say'] },
  { name: 'gstin', label: 'GSTIN', half: true },
  { name: 'gstin_address', label: 'GSTIN address', half: true },
]

function Profile({ user }: { user: UserInfo }) {
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
    const answer = (await response.json().catch(() => null)) as {
      data?: UserInfo
      message?: string
      error?: { message: string; fields?: Record<string, string> }
    } | null
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
          <div key={f.name} className={f.half ? '' : 'sm:col-span-2'}>
            <label htmlFor={`profile-${f.name}`} className="mb-1 block text-sm font-medium text-slate-800">
              {f.label}
            </label>
            {f.options ? (
              <select id={`profile-${f.name}`} name={f.name} defaultValue={value(f.name)} className={input}>
                <option value="">Choose…</option>
                {f.options.map((o) => (
                  <option key={o} value={o}>
                    {o.replace(/-/g, ' ')}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={`profile-${f.name}`}
                name={f.name}
                type={f.type ?? 'text'}
                defaultValue={value(f.name)}
                className={`${input} ${f.name === 'gstin' ? 'uppercase' : ''}`}
                aria-invalid={errors[f.name] ? true : undefined}
                aria-describedby={errors[f.name] ? `profile-${f.name}-error` : undefined}
              />
            )}
            {errors[f.name] && (
              <p id={`profile-${f.name}-error`} className="mt-1 text-sm text-red-700">
                {errors[f.name]}
              </p>
            )}
          </div>
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
          <button type="submit" disabled={saving} className={primary}>
            {saving ? 'Saving…' : 'Save details'}
          </button>
        </div>
      </form>
    </Section>
  )
}

function TeamMembers({ contacts, reload }: { contacts: Contact[] | null; reload: () => Promise<void> }) {
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
      const answer = (await response.json().catch(() => null)) as { error?: { message: string; fields?: Record<string, string> } } | null
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
              <button type="button" onClick={() => void remove(c)} className={secondary} aria-label={`Remove ${c.name}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="mt-5 grid gap-3 border-t border-slate-100 pt-4">
        <h3 className="font-medium text-slate-900">Add team members</h3>
        {Array.from({ length: rows }, (_, i) => (
          <fieldset key={i} className="grid gap-2 sm:grid-cols-3">
            <legend className="sr-only">Team member {i + 1}</legend>
            <input name={`name-${i}`} aria-label={`Name of team member ${i + 1}`} placeholder="Name" className={input} />
            <input name={`email-${i}`} aria-label={`Email of team member ${i + 1}`} placeholder="Email" type="email" className={input} />
            <input
              name={`phone-${i}`}
              aria-label={`Mobile number of team member ${i + 1}`}
              placeholder="Mobile number"
              type="tel"
              className={input}
            />
          </fieldset>
        ))}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => setRows((r) => Math.min(r + 1, 20))} className={secondary}>
            Add another
          </button>
          <button type="submit" disabled={busy} className={primary}>
            {busy ? 'Adding…' : 'Save team members'}
          </button>
        </div>
      </form>
    </Section>
  )
}

function LoyaltySection({ loyalty }: { loyalty: Loyalty | null | undefined }) {
  if (loyalty === undefined)
    return (
      <Section id="loyalty" title="Loyalty membership">
        <Skeleton lines={2} />
      </Section>
    )
  const state = membershipState(loyalty?.validity, Boolean(loyalty?.validity))
  return (
    <Section id="loyalty" title="Loyalty membership">
      {!loyalty || state === 'none' ? (
        <p className="text-slate-600">
          You are not a member yet. Members save 20% on day passes and get a free hour in a meeting room.{' '}
          <a href="/workspaces/on-demand/loyalty-program" className="font-medium text-brand-700 underline underline-offset-4">
            See the loyalty programme
          </a>
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-slate-600">Status</dt>
            <dd className="font-semibold" data-loyalty-state={state}>
              {state === 'expired'
                ? 'Expired'
                : state === 'expiring-soon'
                  ? `Expiring soon (${daysLeft(loyalty.validity!)} days left)`
                  : 'Active'}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{state === 'expired' ? 'Ended on' : 'Valid until'}</dt>
            <dd className="font-semibold">{dateFormat.format(new Date(loyalty.validity!))}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-slate-600">Saved as a member</dt>
            <dd className="font-semibold">{rupees.format(loyalty.utilisation.cost_saved)}</dd>
          </div>
        </dl>
      )}
    </Section>
  )
}

function KycSection({ status }: { status: string | null | undefined }) {
  const labels: Record<string, string> = {
    VERIFIED: 'Verified',
    PENDING: 'Pending review',
    REJECTED: 'Needs attention',
    NOT_STARTED: 'Not started',
  }
  return (
    <Section id="kyc" title="KYC status">
      {status === undefined ? (
        <Skeleton lines={1} />
      ) : (
        <p>
          <span
            className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${status === 'VERIFIED' ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'}`}
            data-kyc={status ?? 'unknown'}
          >
            {status ? (labels[status] ?? status) : 'Unknown'}
          </span>
        </p>
      )}
    </Section>
  )
}

function CreditsSection({ credits, page, setPage }: { credits: Credits | null | undefined; page: number; setPage: (p: number) => void }) {
  return (
    <Section id="credits" title="Bundle credits">
      {credits === undefined ? (
        <Skeleton />
      ) : !credits || credits.list.length === 0 ? (
        <p className="text-slate-600">
          No bundle credits yet.{' '}
          <a href="/workspaces/on-demand/day-pass" className="font-medium text-brand-700 underline underline-offset-4">
            Day-pass bundles of 5 or 10 credits
          </a>{' '}
          save on every visit.
        </p>
      ) : (
        <>
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  Building
                </th>
                <th scope="col" className="py-1 font-medium">
                  Available
                </th>
                <th scope="col" className="py-1 font-medium">
                  Used
                </th>
                <th scope="col" className="py-1 font-medium">
                  Expires
                </th>
              </tr>
            </thead>
            <tbody>
              {credits.list.map((c) => (
                <tr key={c.building_code} className="border-t border-slate-100">
                  <td className="py-2 font-medium text-slate-900">{c.building_name}</td>
                  <td className="py-2">
                    {c.credit.available} of {c.credit.purchased}
                  </td>
                  <td className="py-2">{c.credit.utilized}</td>
                  <td className="py-2">{dateFormat.format(new Date(c.credit.expiry_date))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {credits.pagination.total_pages > 1 && (
            <nav aria-label="Credit pages" className="mt-3 flex items-center gap-3 text-sm">
              <button type="button" className={secondary} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </button>
              <span>
                Page {page} of {credits.pagination.total_pages}
              </span>
              <button
                type="button"
                className={secondary}
                disabled={page >= credits.pagination.total_pages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </Section>
  )
}

function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <button
      type="button"
      className={secondary}
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => toast.success('Copied'),
          () => toast.error('Could not copy. Select the text and copy it instead.'),
        )
      }
    >
      {label}
    </button>
  )
}

function WifiSection({ wifi }: { wifi: Wifi | null | undefined }) {
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
              <button type="button" className={secondary} aria-pressed={shown} onClick={() => setShown((s) => !s)}>
                {shown ? 'Hide' : 'Reveal'}
              </button>
              {wifi.password && <CopyButton text={wifi.password} label="Copy password" />}
            </div>
          </div>
        </div>
      )}
    </Section>
  )
}

function ReferralSection() {
  const [link, setLink] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function create() {
    setBusy(true)
    const response = await apiFetch('/api/referral/create-referral-link', { method: 'POST', body: '{}' })
    setBusy(false)
    const answer = (await response.json().catch(() => null)) as { data?: { referral_link: string }; message?: string } | null
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
          <input readOnly value={link} aria-label="Your referral link" className={`${input} flex-1 text-sm`} />
          <CopyButton text={link} label="Copy link" />
        </div>
      ) : (
        <button type="button" onClick={() => void create()} disabled={busy} className={`${primary} mt-3`}>
          {busy ? 'Creating…' : 'Create my referral link'}
        </button>
      )}
    </Section>
  )
}
