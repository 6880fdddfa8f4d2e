import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { AuthRuntime } from '@/components/account/AuthRuntime.client'
import { LeadDialog } from '@/components/forms/LeadDialog.client'
import { PageBehaviours } from '@/components/page/PageBehaviours.client'
import { SkipLink } from '@/components/layout/SkipLink'
import { HydrationWindow } from '@/components/ui/hydration-window.client'
import { Toaster } from '@/components/ui/Toaster.client'
import { oidcProvider } from '@/server/auth/options'
import { getSiteChrome } from '@/server/content/get-site-chrome'
import { getFormByHandle, LEAD_FORM_HANDLE } from '@/server/forms/get-form-by-handle'
import { SiteChat } from './SiteChat.client'
import './globals.css'

/** The icon set in public/ (scripts/make-icons.ts renders it from the logo mark). */
const SITE_ICONS: Metadata['icons'] = {
  icon: [
    { url: '/favicon.ico', sizes: '48x48' },
    { url: '/icon.svg', type: 'image/svg+xml' },
  ],
  apple: { url: '/apple-touch-icon.png', sizes: '180x180' },
}

export async function generateMetadata(): Promise<Metadata> {
  const { siteName, siteUrl, defaultMeta } = await getSiteChrome()
  return {
    metadataBase: new URL(siteUrl),
    title: { default: defaultMeta.title || siteName, template: `%s | ${siteName}` },
    description: defaultMeta.description || undefined,
    openGraph: { siteName, locale: 'en_IN', type: 'website' },
    icons: SITE_ICONS,
    manifest: '/manifest.webmanifest',
  }
}

export const viewport: Viewport = { themeColor: '#1f3a5f', width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [chrome, leadForm] = await Promise.all([getSiteChrome(), getFormByHandle(LEAD_FORM_HANDLE)])
  // The 'Get in touch' dialog and the chat fetch the form's definition when they need it, as it was at this render.
  const formSource = leadForm && { handle: leadForm.handle, version: leadForm.version }
  return (
    <html lang="en-IN">
      <body className="min-h-dvh bg-white font-sans text-slate-900 antialiased">
        <SkipLink />
        {children}
        {formSource && <LeadDialog source={formSource} />}
        <AuthRuntime oidcName={oidcProvider()?.name ?? null} />
        <PageBehaviours />
        <SiteChat leadForm={formSource} supportPhone={chrome.supportPhone} raised={chrome.footer.stickyBar !== null} />
        <Toaster />
        {/* Last: its effect ends the first hydration, after every other element's (hydration-window.client.tsx). */}
        <HydrationWindow />
      </body>
    </html>
  )
}
