'use client'

import { Button } from '../ui/Button'

/** In place of a lead form whose definition is being fetched (useLeadForm), or could not be: with a way to try again. */
export function LeadFormPending({ failed, retry }: { failed: boolean; retry: () => void }) {
  return failed ? (
    <div role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
      <p>We could not load the form. Check your connection and try again.</p>
      <Button type="button" variant="secondary" size="sm" className="mt-3" onClick={retry}>
        Try again
      </Button>
    </div>
  ) : (
    <p role="status" aria-busy="true" className="min-h-40 py-8 text-center text-sm text-slate-600">
      Loading the form…
    </p>
  )
}
