import type { Metadata } from 'next'
import { PageShell } from '@/components/layout/PageShell'
import { VoKycApp } from '@/components/virtual-office/VoKycApp.client'
import { getSiteChrome } from '@/server/content/get-site-chrome'

// /workspaces/virtual-office/kyc/ (optional ?id=): the virtual-office KYC. Static; the document loads in the browser.
export const metadata: Metadata = { title: 'Virtual office KYC', robots: { index: false, follow: false } }

export default async function VoKycPage() {
  const chrome = await getSiteChrome()
  return (
    <PageShell chrome={chrome} path="/workspaces/virtual-office/kyc" enquiryForm="none">
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <h1 className="mb-6 text-3xl font-bold text-brand-950">Virtual office KYC</h1>
        <VoKycApp />
      </div>
    </PageShell>
  )
}
