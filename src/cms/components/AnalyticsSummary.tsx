import type { Payload } from 'payload'

// Above the analytics list: counts per event and page type over the last 30 days (a server component; one query).
export async function AnalyticsSummary({ payload }: { payload: Payload }) {
  const { rows } = await payload.db.pool.query<{ event: string; page_type: string; count: string }>(
    `SELECT event, page_type, count(*)::text AS count FROM analytics_events WHERE occurred_at > now() - interval '30 days' GROUP BY event, page_type ORDER BY count(*) DESC, event, page_type LIMIT 200`,
  )
  if (rows.length === 0) return <p style={{ marginBottom: 'var(--base)' }}>No events in the last 30 days.</p>
  return (
    <table style={{ marginBottom: 'calc(var(--base) * 2)', borderCollapse: 'collapse', width: '100%' }} data-analytics-summary>
      <caption style={{ textAlign: 'left', fontWeight: 600, marginBottom: 8 }}>Last 30 days</caption>
      <thead>
        <tr>
          {['Event', 'Page type', 'Count'].map((h) => (
            <th
              key={h}
              scope="col"
              style={{
                textAlign: h === 'Count' ? 'right' : 'left',
                padding: '4px 8px',
                borderBottom: '1px solid var(--theme-elevation-150)',
              }}
            >
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.event}-${r.page_type}`}>
            <td style={{ padding: '4px 8px' }}>{r.event}</td>
            <td style={{ padding: '4px 8px' }}>{r.page_type}</td>
            <td style={{ padding: '4px 8px', textAlign: 'right' }}>{Number(r.count).toLocaleString('en-IN')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
