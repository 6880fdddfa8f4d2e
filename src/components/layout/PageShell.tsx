import type React from 'react'
import { getSiteChrome } from '@/server/content/get-site-chrome'
import { Breadcrumbs } from './Breadcrumbs'
import { SiteHeader, type HeaderOptions } from './SiteHeader'

/** Header, breadcrumbs and the main landmark for one public page. The footer comes from the layout. */
export async function PageShell({
  path,
  headerOptions,
  breadcrumbLabels,
  children,
}: {
  path: string
  headerOptions?: HeaderOptions
  breadcrumbLabels?: Record<string, string>
  children: React.ReactNode
}) {
  const chrome = await getSiteChrome()
  return (
    <>
      <SiteHeader chrome={chrome} options={headerOptions} />
      {path !== '/' && <Breadcrumbs path={path} labels={breadcrumbLabels} />}
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
    </>
  )
}
