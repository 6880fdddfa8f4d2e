import { ServerMarkup } from '../ui/server-markup'
import { allCrumbs, breadcrumbJsonLd, buildBreadcrumbs } from '@/domain/navigation/breadcrumbs'

/** Breadcrumbs for a path, with BreadcrumbList structured data. Collapsed crumbs open from the ellipsis without script. */
export function Breadcrumbs({ path, labels, siteUrl }: { path: string; labels?: Record<string, string>; siteUrl: string }) {
  const trail = buildBreadcrumbs(path, { labels })
  if (!trail) return null
  const jsonLd = breadcrumbJsonLd(allCrumbs(trail), siteUrl)
  const [home, ...afterHome] = trail.items
  const link = 'rounded text-slate-600 underline-offset-4 hover:text-brand-900 hover:underline'
  return (
    // Links and a native details element: the browser keeps the server's markup.
    <ServerMarkup as="nav" aria-label="Breadcrumb" className="mx-auto max-w-7xl px-4 pt-4 sm:px-6">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {home && (
          <li>
            <a href={home.href} className={link}>
              {home.label}
            </a>
          </li>
        )}
        {trail.collapsed.length > 0 && (
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="text-slate-400">
              /
            </span>
            <details className="relative">
              <summary
                className="cursor-pointer list-none rounded px-1 text-slate-600 hover:text-brand-900"
                aria-label={`Show ${trail.collapsed.length} more`}
              >
                …
              </summary>
              <ol className="absolute left-0 top-full z-20 mt-1 min-w-48 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
                {trail.collapsed.map((c) => (
                  <li key={c.href}>
                    <a href={c.href} className={`block px-2 py-1 ${link}`}>
                      {c.label}
                    </a>
                  </li>
                ))}
              </ol>
            </details>
          </li>
        )}
        {afterHome.map((c) => (
          <li key={c.href} className="flex items-center gap-2">
            <span aria-hidden="true" className="text-slate-400">
              /
            </span>
            <a href={c.href} className={link}>
              {c.label}
            </a>
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="text-slate-400">
            /
          </span>
          <span aria-current="page" className="font-medium text-slate-900">
            {trail.current.label}
          </span>
        </li>
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
    </ServerMarkup>
  )
}
