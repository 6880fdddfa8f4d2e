import { cache } from 'react'
import { planPrice, type CatalogueFromPrices } from '@/domain/content/plans'
import type { PageBlockModel, PageModel } from '@/domain/content/views'
import { imageOf } from '@/domain/media/image'
import { withTrailingSlash } from '@/domain/urls'
import type { Page } from '@/payload-types'
import { getCatalogueFromPrices } from '../catalogue/get-catalogue-from-prices'
import { getPayloadClient } from '../payload'

const NO_CATALOGUE: CatalogueFromPrices = {
  'day-pass': null,
  'bundle-5': null,
  'bundle-10': null,
  'conference-room': null,
  'private-office': null,
}

type Block = NonNullable<Page['layout']>[number]

function toBlock(block: Block, catalogue: CatalogueFromPrices): PageBlockModel {
  const key = block.id ?? block.blockType
  switch (block.blockType) {
    case 'content':
      return { key, kind: 'content', heading: block.heading || null, body: block.body }
    case 'faq':
      return {
        key,
        kind: 'faq',
        heading: block.heading || null,
        items: (block.items ?? []).map((item) => ({ key: item.id ?? item.question, question: item.question, answer: item.answer })),
      }
    case 'cta':
      return { key, kind: 'cta', heading: block.heading, text: block.text || null, label: block.label, href: withTrailingSlash(block.href) }
    case 'plans':
      return {
        key,
        kind: 'plans',
        heading: block.heading,
        intro: block.intro || null,
        plans: (block.plans ?? []).map((plan, i) => ({
          key: plan.id ?? String(i),
          name: plan.name,
          audience: plan.audience,
          price: planPrice({ source: plan.priceSource, fixed: plan.price, unit: plan.priceUnit }, catalogue),
          included: (plan.included ?? []).map((row) => row.item),
          link: plan.linkLabel && plan.linkHref ? { label: plan.linkLabel, href: withTrailingSlash(plan.linkHref) } : null,
        })),
      }
  }
}

/** The CMS page at this path, as its route renders it, or null. */
export const getPageByPath = cache(async (path: string): Promise<PageModel | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: path } }, limit: 1, depth: 1 })
  const page = docs[0]
  if (!page) return null
  const catalogue = (page.layout ?? []).some((b) => b.blockType === 'plans') ? await getCatalogueFromPrices() : NO_CATALOGUE
  return {
    path: page.path,
    title: page.title,
    headerOptions: { noAuth: page.headerOptions?.noAuth ?? null, disableLogoLink: page.headerOptions?.disableLogoLink ?? null },
    hero: { heading: page.hero.heading, subheading: page.hero.subheading || null, image: imageOf(page.hero.image) },
    blocks: (page.layout ?? []).map((block) => toBlock(block, catalogue)),
    meta: {
      title: page.meta?.title || page.title,
      description: page.meta?.description || null,
      share: { meta: page.meta, hero: page.hero },
    },
  }
})
