import type { UseFormRegisterReturn } from 'react-hook-form'
import { fieldLabel } from '@/domain/forms/labels'
import type { FormFieldDefinition } from '@/domain/forms/types'

// One field of a CMS form: its label (required ones end in ' *'), its control, and its message, linked for screen
// readers (aria-invalid, aria-describedby). The control's type, keyboard and autofill follow the field's type.

export type Tone = 'light' | 'dark'

const AUTOCOMPLETE: Record<string, string> = {
  full_name: 'name',
  name: 'name',
  email: 'email',
  phone: 'tel',
  company_name: 'organization',
  company: 'organization',
  city: 'address-level2',
}

/** A control's look (globals.css: .form-control); its border turns red while it is aria-invalid. */
function fieldControlClass(tone: Tone): string {
  return tone === 'dark' ? 'form-control form-control-dark' : 'form-control'
}

function inputAttributes(field: FormFieldDefinition): { type: string; inputMode?: 'email' | 'tel' | 'numeric' | 'decimal' | 'text' } {
  switch (field.type) {
    case 'email':
      return { type: 'email', inputMode: 'email' }
    case 'phone':
      return { type: 'tel', inputMode: 'tel' }
    case 'number':
      return { type: 'text', inputMode: 'decimal' }
    default:
      return { type: 'text' }
  }
}

export function FormFieldInput({
  field,
  id,
  registration,
  defaultValue,
  error,
  tone,
}: {
  field: FormFieldDefinition
  id: string
  registration: UseFormRegisterReturn
  defaultValue: string | boolean
  error?: string
  tone: Tone
}) {
  const errorId = `${id}-error`
  const dark = tone === 'dark'
  const described = error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}
  const common = { id, ...registration, ...described, 'aria-required': field.required ? (true as const) : undefined }
  const labelClass = `mb-1.5 block text-sm font-medium ${dark ? 'text-slate-100' : 'text-slate-800'}`
  const span = field.column === 'half' ? '' : '@lg:col-span-2'
  const message = error ? (
    <p id={errorId} className={`mt-1.5 text-sm ${dark ? 'text-red-200' : 'text-red-700'}`}>
      {error}
    </p>
  ) : null

  if (field.type === 'checkbox') {
    return (
      <div className={span}>
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            {...common}
            defaultChecked={defaultValue === true}
            className={`mt-1 h-4 w-4 shrink-0 rounded ${dark ? 'accent-accent-500' : 'accent-brand-700'}`}
          />
          <label htmlFor={id} className={`text-sm ${dark ? 'text-slate-200' : 'text-slate-700'}`}>
            {fieldLabel(field)}
          </label>
        </div>
        {message}
      </div>
    )
  }

  const control =
    field.type === 'select' ? (
      <select {...common} defaultValue={String(defaultValue)} className={fieldControlClass(tone)}>
        <option value="">{field.placeholder || 'Choose…'}</option>
        {(field.options ?? []).map((o) => (
          <option key={o.value} value={o.value} className="text-slate-900">
            {o.label}
          </option>
        ))}
      </select>
    ) : field.type === 'textarea' ? (
      <textarea
        {...common}
        rows={3}
        defaultValue={String(defaultValue)}
        placeholder={field.placeholder ?? undefined}
        className={fieldControlClass(tone)}
      />
    ) : (
      <input
        {...common}
        {...inputAttributes(field)}
        autoComplete={AUTOCOMPLETE[field.name] ?? (field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'off')}
        defaultValue={String(defaultValue)}
        placeholder={field.placeholder ?? undefined}
        className={fieldControlClass(tone)}
      />
    )
  return (
    <div className={span}>
      <label htmlFor={id} className={labelClass}>
        {fieldLabel(field)}
      </label>
      {control}
      {message}
    </div>
  )
}
