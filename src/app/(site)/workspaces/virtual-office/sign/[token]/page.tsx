import type { Metadata } from 'next'
import { PageShell } from '@/components/layout/PageShell'
import { SigningForm } from '@/components/esign/SigningForm.client'
import { getSiteChrome } from '@/server/content/get-site-chrome'
import { openSigningPage } from '@/server/esign/signing-page'

// /workspaces/virtual-office/sign/<token>/: the built-in signing page the agreement email links to. The link is the
// credential (signed, expiring, retired by a resend), so the page is rendered per request, never indexed or cached,
// and sends no Referer with its links.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: 'Sign your virtual-office agreement',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

export default async function SignAgreementPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const [chrome, state] = await Promise.all([getSiteChrome(), openSigningPage(decodeURIComponent(token))])
  return (
    <PageShell chrome={chrome} path="/workspaces/virtual-office/sign" enquiryForm="none">
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <h1 className="mb-6 text-3xl font-bold text-brand-950">Sign your virtual-office agreement</h1>
        {state.ok ? (
          <SigningForm token={decodeURIComponent(token)} view={state.view} />
        ) : (
          <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
            <p>{state.message}</p>
            <p className="mt-3">
              <a className="font-semibold text-brand-900 underline" href="/account/virtual-office/">
                Go to your virtual-office dashboard
              </a>
            </p>
          </div>
        )}
      </div>
    </PageShell>
  )
}
