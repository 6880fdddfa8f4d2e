import type React from 'react'
import type { HeaderOptions, SiteChrome } from '@/domain/content/views'
import { Breadcrumbs } from './Breadcrumbs'
import { SiteHeader } from './SiteHeader'

/** Header, breadcrumbs and the main landmark for one public page. The footer comes from the layout. */
export function PageShell({
  chrome,
  path,
  headerOptions,
  breadcrumbLabels,
  children,
}: {
  chrome: SiteChrome
  path: string
  headerOptions?: HeaderOptions
  breadcrumbLabels?: Record<string, string>
  children: React.ReactNode
}) {
  return (
    <>
      <SiteHeader chrome={chrome} options={headerOptions} />
      {path !== '/' && <Breadcrumbs path={path} labels={breadcrumbLabels} siteUrl={chrome.siteUrl} />}
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
    </>
  )
}
