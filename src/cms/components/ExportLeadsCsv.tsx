'use client'

import { useSearchParams } from 'next/navigation'

/** Above the leads list: downloads the leads that the list's current filters and search select. */
export function ExportLeadsCsv() {
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params) if (key.startsWith('where')) query.append(key, value)
  const search = query.toString()
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`/cms-api/leads/export.csv${search ? `?${search}` : ''}`} download>
        Export CSV{search ? ' (filtered)' : ''}
      </a>
    </div>
  )
}
