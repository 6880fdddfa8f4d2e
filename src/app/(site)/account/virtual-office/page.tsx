import type { Metadata } from 'next'
import { PageShell } from '@/components/layout/PageShell'
import { VoDashboard } from '@/components/virtual-office/VoDashboard.client'
import { getSiteChrome } from '@/server/content/get-site-chrome'

// /account/virtual-office/: the customer's virtual-office documents, each with what to do next and its readiness.
export const metadata: Metadata = { title: 'My virtual office', robots: { index: false, follow: false } }

export default async function VoDashboardPage() {
  const chrome = await getSiteChrome()
  return (
    <PageShell chrome={chrome} path="/account/virtual-office" enquiryForm="none">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <h1 className="mb-6 text-3xl font-bold text-brand-950">My virtual office</h1>
        <VoDashboard />
      </div>
    </PageShell>
  )
}
