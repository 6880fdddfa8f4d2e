import type { VersionedForm } from '@/domain/forms/types'
import { leadFormPrefill, workspaceTypeFor, type EnquiryContext } from '@/domain/guided-selling/enquiry'
import { GUIDED_PRODUCT_INFO } from '@/domain/guided-selling/products'
import { LeadFormPart } from '../forms/LeadFormPart'

/**
 * The enquiry at the end of a journey: the lead form, prefilled from the answers (what they want, the city, the team
 * size and a summary in the message), with the matching buildings as the other way forward.
 */
export function EnquiryCta({
  context,
  buildings,
  form,
  path,
}: {
  context: EnquiryContext
  buildings: { name: string; href: string }[]
  form: VersionedForm | null
  path: string
}) {
  const info = GUIDED_PRODUCT_INFO[context.product]
  return (
    <section id="get-in-touch" aria-labelledby="enquiry-heading" className="scroll-mt-24 rounded-2xl bg-brand-950 p-6 text-white sm:p-8">
      <h2 id="enquiry-heading" className="text-2xl font-semibold">
        Talk to a workspace expert
      </h2>
      <p className="mt-2 max-w-prose text-slate-200">
        Tell us how to reach you and we will call back within one working day with availability and a quote for your {info.label} in{' '}
        {context.city.name}.
      </p>
      {context.summary.length > 0 && (
        <dl className="mt-5 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          {context.summary.map((s) => (
            <div key={s.name}>
              <dt className="text-slate-300">{s.name}</dt>
              <dd className="font-medium">{s.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {form && (
        <div className="mt-6">
          <LeadFormPart
            form={form}
            tone="dark"
            context={{ page: path, city: context.city.handle, product: workspaceTypeFor(context) }}
            initialValues={leadFormPrefill(context)}
            submitLabel="Get in touch"
          />
        </div>
      )}
      {buildings.length > 0 && (
        <div className="mt-8 border-t border-white/15 pt-6">
          <h3 className="font-semibold">Or look around a building first</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {buildings.map((b) => (
              <li key={b.href}>
                <a href={b.href} className="block rounded-full border border-white/30 px-4 py-1.5 text-sm hover:bg-white/10">
                  {b.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
