import type { ReactNode } from 'react'

/** The card every part of 'My account' sits in. */
export const CARD_CLASS = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6'

export function Section({ id, title, children, action }: { id: string; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={CARD_CLASS} data-account-section={id}>
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

/** A section's loading state: a few grey lines. */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div role="status" aria-label="Loading" className="grid gap-2">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="block h-4 animate-pulse rounded bg-slate-200" style={{ width: `${90 - i * 15}%` }} />
      ))}
    </div>
  )
}
