import { cache } from 'react'
import type { PageBlockModel, PageModel } from '@/domain/content/views'
import { imageOf } from '@/domain/media/image'
import type { Page } from '@/payload-types'
import { getPayloadClient } from '../payload'

function toBlock(block: NonNullable<Page['layout']>[number]): PageBlockModel {
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
      return { key, kind: 'cta', heading: block.heading, text: block.text || null, label: block.label, href: block.href }
  }
}

/** The CMS page at this path, as its route renders it, or null. */
export const getPageByPath = cache(async (path: string): Promise<PageModel | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: path } }, limit: 1, depth: 1 })
  const page = docs[0]
  if (!page) return null
  return {
    path: page.path,
    title: page.title,
    headerOptions: { noAuth: page.headerOptions?.noAuth ?? null, disableLogoLink: page.headerOptions?.disableLogoLink ?? null },
    hero: { heading: page.hero.heading, subheading: page.hero.subheading || null, image: imageOf(page.hero.image) },
    blocks: (page.layout ?? []).map(toBlock),
    meta: {
      title: page.meta?.title || page.title,
      description: page.meta?.description || null,
      share: { meta: page.meta, hero: page.hero },
    },
  }
})
