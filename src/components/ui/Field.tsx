import type { InputHTMLAttributes, ReactNode } from 'react'

// A labelled form field: the label above, the input (or a select passed as children) and its message below.

/** The text input's look, for inputs without a visible label of their own. */
export const INPUT_CLASS =
  'block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base outline-none focus-visible:ring-2 focus-visible:ring-brand-700'

export function inputClass(extra?: string): string {
  return extra ? `${INPUT_CLASS} ${extra}` : INPUT_CLASS
}

export function Field({
  id,
  label,
  error,
  className,
  inputClassName,
  children,
  ...input
}: {
  id: string
  label: ReactNode
  /** This field's own message, shown below it and announced with it. */
  error?: string
  className?: string
  inputClassName?: string
  /** Replaces the text input, e.g. a select with the same id. */
  children?: ReactNode
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'children'>) {
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children ?? (
        <input
          id={id}
          className={inputClass(inputClassName)}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
          {...input}
        />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
