import type { PageBlockModel } from '@/domain/content/views'
import { PlanCards } from './PlanCards'
import { buttonClass } from '../ui/Button'
import { RichText } from './RichText'

export function PageBlocks({ blocks }: { blocks: PageBlockModel[] }) {
  if (!blocks.length) return null
  return (
    <div className="mx-auto max-w-4xl space-y-12 px-4 py-12 sm:px-6">
      {blocks.map((block) => (
        <PageBlock key={block.key} block={block} />
      ))}
    </div>
  )
}

function PageBlock({ block }: { block: PageBlockModel }) {
  switch (block.kind) {
    case 'content':
      return (
        <section>
          {block.heading && <h2 className="text-2xl font-semibold text-brand-900">{block.heading}</h2>}
          <RichText data={block.body} className="mt-3" />
        </section>
      )
    case 'faq':
      return (
        <section>
          <h2 className="text-2xl font-semibold text-brand-900">{block.heading || 'Frequently asked questions'}</h2>
          <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {block.items.map((item) => (
              <details key={item.key} className="group px-5 py-4">
                <summary className="cursor-pointer list-none font-medium text-slate-900 marker:hidden">
                  <span className="flex items-center justify-between gap-4">
                    {item.question}
                    <span aria-hidden="true" className="text-xl text-slate-500 transition-transform group-open:rotate-45">
                      +
                    </span>
                  </span>
                </summary>
                <p className="mt-2 whitespace-pre-line text-slate-700">{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      )
    case 'plans':
      return <PlanCards block={block} />
    case 'cta':
      return (
        <section className="rounded-2xl bg-brand-900 px-6 py-10 text-white sm:px-10">
          <h2 className="text-2xl font-semibold">{block.heading}</h2>
          {block.text && <p className="mt-2 max-w-prose text-slate-200">{block.text}</p>}
          <a href={block.href} className={buttonClass({ variant: 'accent', size: 'lg', className: 'mt-6 inline-block' })}>
            {block.label}
          </a>
        </section>
      )
  }
}
