import { PRODUCT_PATHS } from '@/domain/urls'
import { Button } from '../../ui/Button'
import { Section, Skeleton } from './Section'
import { dateFormat, type Credits } from './types'

/** Bundle credits per building, a page at a time. */
export function CreditsSection({
  credits,
  page,
  setPage,
}: {
  credits: Credits | null | undefined
  page: number
  setPage: (p: number) => void
}) {
  return (
    <Section id="credits" title="Bundle credits">
      {credits === undefined ? (
        <Skeleton />
      ) : !credits || credits.list.length === 0 ? (
        <p className="text-slate-600">
          No bundle credits yet.{' '}
          <a href={PRODUCT_PATHS.dayPass} className="font-medium text-brand-700 underline underline-offset-4">
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
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span>
                Page {page} of {credits.pagination.total_pages}
              </span>
              <Button variant="secondary" size="sm" disabled={page >= credits.pagination.total_pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </Section>
  )
}
