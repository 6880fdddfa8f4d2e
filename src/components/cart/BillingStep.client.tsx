'use client'

import { useEffect, useState, type ComponentProps, type FormEvent } from 'react'
import { INDIAN_STATES } from '@/domain/geo/indian-states'
import { apiFetch } from '../account/auth-store'
import { Field } from '../ui/Field'

// The billing step (spec section 3 'Billing address'): the customer's saved addresses, the default first, or a new
// one in the client fields; the server checks it (GSTIN format and check character, its state code against the
// billing state, a company name with a GSTIN) and answers each field's message ('Invalid GSTIN'). The review step
// then confirms the cart as ready to pay with the address chosen.

interface SavedAddress {
  id: string
  first_name: string
  address_line1: string
  address_line2: string | null
  city: string
  state: string
  pincode: string
  gstin: string | null
  company_name: string | null
  is_default: boolean
}

const EMPTY_FORM = {
  fullName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  pincode: '',
  phoneNumber: '',
  saveBillingAddress: true,
  isGSTAvailable: false,
  gstin: '',
  companyName: '',
}

export function BillingStep({
  review,
  selectedId,
  awaitingPayment,
  ready,
  totalLabel,
  onReady,
}: {
  review: boolean
  selectedId: string | null
  awaitingPayment: boolean
  ready: boolean
  totalLabel: string
  onReady: (answer: unknown) => void
}) {
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [chosen, setChosen] = useState<string | null>(selectedId)
  const [adding, setAdding] = useState(false)
  const [form, setForm] = useState(EMPTY_FORM)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    apiFetch('/api/cart/billing-addresses')
      .then(async (response) => {
        if (!response.ok) throw new Error()
        const { data } = (await response.json()) as { data: SavedAddress[] }
        setAddresses(data)
        setChosen((current) => current ?? data[0]?.id ?? null)
        if (data.length === 0) setAdding(true)
      })
      .catch(() => setFailed(true))
  }, [])

  async function save(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    setMessage(null)
    try {
      const response = await apiFetch('/api/cart/billing-addresses', { method: 'POST', body: JSON.stringify(form) })
      const body = (await response.json()) as { data?: SavedAddress; error?: { message: string; fields?: Record<string, string> } }
      if (!response.ok || !body.data) {
        setErrors(body.error?.fields ?? {})
        setMessage(body.error?.message ?? 'Error occurred while saving details')
        return
      }
      const saved = body.data
      setAddresses((list) => [saved, ...(list ?? []).map((a) => (saved.is_default ? { ...a, is_default: false } : a))])
      setChosen(saved.id)
      setAdding(false)
      setForm(EMPTY_FORM)
    } finally {
      setBusy(false)
    }
  }

  async function confirm() {
    if (!chosen) return
    setBusy(true)
    setMessage(null)
    try {
      const response = await apiFetch('/api/cart/ready', { method: 'POST', body: JSON.stringify({ billingAddressId: chosen }) })
      const body = (await response.json()) as { error?: { message: string } }
      if (!response.ok) {
        setMessage(body.error?.message ?? 'We could not confirm your cart. Please try again.')
        return
      }
      onReady(body)
    } finally {
      setBusy(false)
    }
  }

  const set = (key: keyof typeof EMPTY_FORM) => (value: string | boolean) => setForm((f) => ({ ...f, [key]: value }))
  type TextKey = { [K in keyof typeof EMPTY_FORM]: (typeof EMPTY_FORM)[K] extends string ? K : never }[keyof typeof EMPTY_FORM]
  /** One labelled text input of the address form, bound to its value and its message. */
  const textField = (
    key: TextKey,
    id: string,
    label: string,
    props: Omit<ComponentProps<typeof Field>, 'id' | 'label' | 'value' | 'onChange' | 'error'>,
    normalise: (value: string) => string = (value) => value,
  ) => (
    <Field {...props} id={id} label={label} value={form[key]} onChange={(e) => set(key)(normalise(e.target.value))} error={errors[key]} />
  )

  if (failed) return <p role="alert">Error occurred while fetching your billing addresses. Please reload the page.</p>
  if (!addresses) return <p role="status">Loading your billing addresses…</p>

  if (review) {
    const address = addresses.find((a) => a.id === chosen)
    return (
      <div className="space-y-4">
        {address ? (
          <p className="text-slate-700">
            Bill to {address.first_name}, {address.address_line1}, {address.city}, {address.state} {address.pincode}
            {address.gstin && ` (GSTIN ${address.gstin}, ${address.company_name})`}
          </p>
        ) : (
          <p role="alert">Choose a billing address in the previous step.</p>
        )}
        {message && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
            {message}
          </p>
        )}
        {ready ? (
          <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 font-semibold text-emerald-900">
            Ready to pay: {totalLabel}. Your cart stays as it is while you pay; your coupon and credits are used by the order.
          </p>
        ) : (
          <button
            type="button"
            disabled={busy || !address || awaitingPayment}
            onClick={() => void confirm()}
            className="rounded-lg bg-accent-500 px-5 py-3 font-semibold text-brand-950 disabled:opacity-60"
          >
            Confirm, ready to pay {totalLabel}
          </button>
        )}
      </div>
    )
  }

  return (
    <div className="space-y-4">
      {addresses.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="font-semibold text-brand-950">Saved addresses</legend>
          {addresses.map((a) => (
            <label key={a.id} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
              <input
                type="radio"
                name="billing-address"
                className="mt-1 size-4"
                checked={chosen === a.id}
                onChange={() => setChosen(a.id)}
              />
              <span>
                {a.first_name}, {a.address_line1}
                {a.address_line2 ? `, ${a.address_line2}` : ''}, {a.city}, {a.state} {a.pincode}
                {a.gstin && ` · GSTIN ${a.gstin}`}
                {a.is_default && ' · default'}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {!adding ? (
        <button type="button" className="font-semibold text-brand-900 underline" onClick={() => setAdding(true)}>
          Add another address
        </button>
      ) : (
        <form onSubmit={(e) => void save(e)} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="New billing address">
          {textField('fullName', 'bill-name', 'Full name *', { autoComplete: 'name' })}
          {textField('phoneNumber', 'bill-phone', 'Mobile number *', { inputMode: 'tel', autoComplete: 'tel' })}
          {textField('addressLine1', 'bill-line1', 'Address line 1 *', { autoComplete: 'address-line1', className: 'sm:col-span-2' })}
          {textField('addressLine2', 'bill-line2', 'Address line 2', { autoComplete: 'address-line2', className: 'sm:col-span-2' })}
          {textField('city', 'bill-city', 'City *', { autoComplete: 'address-level2' })}
          <Field id="bill-state" label="State *" error={errors.state}>
            <select
              id="bill-state"
              className="block w-full rounded-lg border border-slate-300 px-3 py-2.5"
              value={form.state}
              onChange={(e) => set('state')(e.target.value)}
              {...(errors.state ? { 'aria-invalid': true, 'aria-describedby': 'bill-state-error' } : {})}
            >
              <option value="">Choose a state</option>
              {INDIAN_STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          </Field>
          {textField('pincode', 'bill-pincode', 'PIN code *', { inputMode: 'numeric', autoComplete: 'postal-code' })}
          <label className="flex items-center gap-3 sm:col-span-2">
            <input
              type="checkbox"
              className="size-5"
              checked={form.isGSTAvailable}
              onChange={(e) => set('isGSTAvailable')(e.target.checked)}
            />
            I have a GSTIN
          </label>
          {form.isGSTAvailable && (
            <>
              {textField('gstin', 'bill-gstin', 'GSTIN *', {}, (value) => value.toUpperCase())}
              {textField('companyName', 'bill-company', 'Company name *', { autoComplete: 'organization' })}
            </>
          )}
          <label className="flex items-center gap-3 sm:col-span-2">
            <input
              type="checkbox"
              className="size-5"
              checked={form.saveBillingAddress}
              onChange={(e) => set('saveBillingAddress')(e.target.checked)}
            />
            Make this my default billing address
          </label>
          {message && (
            <p role="alert" className="text-red-800 sm:col-span-2">
              {message}
            </p>
          )}
          <div className="sm:col-span-2">
            <button
              type="submit"
              disabled={busy}
              className="rounded-lg bg-brand-900 px-4 py-2 font-semibold text-white disabled:opacity-60"
            >
              Save address
            </button>
          </div>
        </form>
      )}
    </div>
  )
}
