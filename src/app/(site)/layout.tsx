import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { AuthRuntime } from '@/components/account/AuthRuntime.client'
import { ChatLauncher } from '@/components/chat/ChatLauncher.client'
import { LeadDialog } from '@/components/forms/LeadDialog.client'
import { PageBehaviours } from '@/components/page/PageBehaviours.client'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SkipLink } from '@/components/layout/SkipLink'
import { Toaster } from '@/components/ui/Toaster.client'
import { oidcProvider } from '@/server/auth/options'
import { getSiteChrome } from '@/server/content/get-site-chrome'
import { getFormByHandle, LEAD_FORM_HANDLE } from '@/server/forms/get-form-by-handle'
import { env } from '@/server/env'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await getSiteChrome()
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: settings.defaultMeta?.title || settings.siteName, template: `%s | ${settings.siteName}` },
    description: settings.defaultMeta?.description || undefined,
    openGraph: { siteName: settings.siteName, locale: 'en_IN', type: 'website' },
  }
}

export const viewport: Viewport = { themeColor: '#1f3a5f', width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [chrome, leadForm] = await Promise.all([getSiteChrome(), getFormByHandle(LEAD_FORM_HANDLE)])
  return (
    <html lang="en-IN">
      <body className="min-h-dvh bg-white font-sans text-slate-900 antialiased">
        <SkipLink />
        {children}
        <SiteFooter chrome={chrome} />
        {leadForm && <LeadDialog form={leadForm} />}
        <AuthRuntime oidcName={oidcProvider()?.name ?? null} />
        <PageBehaviours />
        <ChatLauncher
          leadForm={leadForm}
          supportPhone={chrome.settings.supportPhone}
          raised={Boolean(chrome.footer.hasStickyBottomBar && chrome.footer.stickyBottomBar?.ctaLabel)}
        />
        <Toaster />
      </body>
    </html>
  )
}
