import type { Metadata } from 'next'
import { NextVisitSlots } from '@/components/booking/NextVisitSlots.client'
import { PageShell } from '@/components/layout/PageShell'
import { ButtonLink } from '@/components/ui/Button'
import { isEnquiryReference } from '@/domain/leads/reference'
import { HOME_PATH, PRODUCT_PATHS } from '@/domain/urls'
import { telHref } from '@/components/layout/links'
import { getSiteChrome } from '@/server/content/get-site-chrome'
import { LEAD_SAVED_MESSAGE } from '@/server/leads/submit-lead'

// Where every enquiry lands once it is saved, with or without JavaScript (page type 'Thank You').
export const metadata: Metadata = { title: 'Thank you', robots: { index: false, follow: true } }

type Props = { searchParams: Promise<{ ref?: string | string[] }> }

export default async function ThankYouPage({ searchParams }: Props) {
  const [chrome, { ref }] = await Promise.all([getSiteChrome(), searchParams])
  // The reference the form was given (and mailed): shown when it is one, never echoed otherwise.
  const reference = isEnquiryReference(ref) ? ref : null
  return (
    <PageShell chrome={chrome} path="/thank-you" enquiryForm="none">
      <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">Enquiry received</p>
        <h1 className="mt-2 text-3xl font-bold text-brand-950 sm:text-4xl">{LEAD_SAVED_MESSAGE}</h1>
        {reference && (
          <p className="mt-6 text-lg text-slate-800">
            Your enquiry reference: <strong className="font-mono tracking-wider text-brand-950">{reference}</strong>
          </p>
        )}
        <p className="mt-4 text-slate-700">
          A workspace expert will call you within one working day.{' '}
          {reference ? 'We have sent you a confirmation with this reference.' : 'We have sent you a confirmation with your reference.'}
        </p>
        <p className="mt-2 text-slate-700">
          Would you like to talk sooner? Call us on{' '}
          <a href={telHref(chrome.supportPhone)} className="font-semibold text-brand-700 underline underline-offset-4">
            {chrome.supportPhone}
          </a>
          .
        </p>
        <NextVisitSlots />
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={HOME_PATH} size="lg">
            Back to the home page
          </ButtonLink>
          <a
            href={PRODUCT_PATHS.workspaces}
            className="rounded-lg border border-brand-900 px-5 py-3 font-semibold text-brand-900 hover:bg-slate-50"
          >
            Explore all solutions
          </a>
        </div>
      </section>
    </PageShell>
  )
}
