import type { Metadata } from 'next'
import { AccountView } from '@/components/account/AccountView.client'
import { PageShell } from '@/components/layout/PageShell'
import { getSiteChrome } from '@/server/content/get-site-chrome'

// /account/: 'My account'. The page itself is static and holds nothing personal; the customer's data loads in the
// browser from the customer API, with the session cookie.
export const metadata: Metadata = { title: 'My account', robots: { index: false, follow: false } }

export default async function AccountPage() {
  const chrome = await getSiteChrome()
  return (
    <PageShell chrome={chrome} path="/account" enquiryForm="none">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <h1 className="mb-6 text-3xl font-bold text-brand-950">My account</h1>
        <p className="mb-6">
          <a className="font-semibold text-brand-900 underline" href="/account/virtual-office/">
            My virtual office: documents and KYC
          </a>
        </p>
        <AccountView />
      </div>
    </PageShell>
  )
}
