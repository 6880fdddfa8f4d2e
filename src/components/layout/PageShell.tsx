import type React from 'react'
import type { HeaderOptions, SiteChrome } from '@/domain/content/views'
import { Breadcrumbs } from './Breadcrumbs'
import { SiteFooter, type FooterEnquiryForm } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/**
 * Header, breadcrumbs, the main landmark and the footer of one public page. `enquiryForm` says where the page's one
 * lead form is: the footer's (the default), the page's own ('page'), or none ('none').
 */
export function PageShell({
  chrome,
  path,
  headerOptions,
  breadcrumbLabels,
  enquiryForm = 'footer',
  children,
}: {
  chrome: SiteChrome
  path: string
  headerOptions?: HeaderOptions
  breadcrumbLabels?: Record<string, string>
  enquiryForm?: FooterEnquiryForm
  children: React.ReactNode
}) {
  return (
    <>
      <SiteHeader chrome={chrome} options={headerOptions} />
      {path !== '/' && <Breadcrumbs path={path} labels={breadcrumbLabels} siteUrl={chrome.siteUrl} />}
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter chrome={chrome} enquiryForm={enquiryForm} />
    </>
  )
}
