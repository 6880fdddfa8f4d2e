import type { VersionedForm } from '@/domain/forms/types'
import { enquiryProductLabel, type EnquiryProduct } from '@/domain/leads/enquiry-products'
import { withTrailingSlash } from '@/domain/urls'
import { LeadFormPart } from './LeadFormPart'

/** The 'Get in touch' block of a product page: the lead form with the product already chosen. */
export function EnquirySection({ form, product, path }: { form: VersionedForm; product: EnquiryProduct; path: string }) {
  const label = enquiryProductLabel(product).toLowerCase()
  return (
    <section id="get-in-touch" aria-labelledby="get-in-touch-heading" className="mx-auto mt-12 max-w-7xl scroll-mt-24 px-4 sm:px-6">
      <div className="grid gap-8 rounded-2xl bg-sand-50 p-5 sm:p-8 lg:grid-cols-[2fr_3fr]">
        <div>
          <h2 id="get-in-touch-heading" className="text-2xl font-semibold text-brand-900">
            Get in touch
          </h2>
          <p className="mt-2 max-w-prose text-slate-700">
            Ask us about {label}: a workspace expert will call you back within one working day with options, prices and a time to visit.
          </p>
        </div>
        <LeadFormPart form={form} context={{ page: withTrailingSlash(path), product }} initialValues={{ workspace_type: product }} />
      </div>
    </section>
  )
}
