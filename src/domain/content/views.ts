import type { VersionedForm } from '../forms/types'
import type { ImageModel } from '../media/image'
import type { MenuItem } from '../navigation/menu-split'
import type { OgImageSource } from '../seo/og-image'
import type { PlanCardModel } from './plans'

// What the site's chrome and its CMS pages and posts render, as the loaders in src/server/content hand it over.

/** A page's title and description for its metadata, and the images it may be shared with. */
export interface PageMeta {
  title: string
  description: string | null
  share: OgImageSource
}

/** Per-page header switches (a CMS page can hide login or unlink the logo). */
export interface HeaderOptions {
  noAuth?: boolean | null
  disableLogoLink?: boolean | null
}

export interface HeaderModel {
  items: MenuItem[]
  noAuth: boolean
  disableLogoLink: boolean
}

export interface LinkModel {
  key: string
  title: string
  href: string
}

export interface FooterModel {
  /** The enquiry block at the top of the footer; the form is null when none is chosen. */
  enquiry: { heading: string | null; text: string | null; form: VersionedForm | null }
  menus: { key: string; title: string; links: LinkModel[] }[]
  /** 'Workspaces near you': cities with their neighbourhoods. */
  cities: { key: string; name: string; href: string; micromarkets: LinkModel[] }[]
  company: { name: string; address: string | null; phone: string | null; email: string | null }
  social: { key: string; platform: string; url: string }[]
  copyright: string | null
  /** The mobile 'Quick contact' bar, when switched on and given a call to action. */
  stickyBar: { text: string | null; ctaLabel: string; ctaHref: string | null } | null
}

/**
 * The footer's link columns and 'Workspaces near you': fetched by the browser as the footer nears the screen
 * (footerLinksPath), not carried in every page.
 */
export type FooterLinksModel = Pick<FooterModel, 'menus' | 'cities'>

/** Header, footer and settings of every public page. */
export interface SiteChrome {
  siteName: string
  supportPhone: string
  /** WhatsApp click-to-chat (https://wa.me/…) with the number set in the admin; null when none is set. */
  whatsappHref: string | null
  /** The site's absolute address, for structured data. */
  siteUrl: string
  defaultMeta: { title: string | null; description: string | null }
  header: HeaderModel
  footer: FooterModel
}

/** Rich text from the CMS editor (Lexical's serialized state), rendered by components/content/RichText. */
export interface RichTextData {
  root: unknown
}

export type PageBlockModel =
  | { key: string; kind: 'content'; heading: string | null; body: RichTextData }
  | { key: string; kind: 'faq'; heading: string | null; items: { key: string; question: string; answer: string }[] }
  | { key: string; kind: 'cta'; heading: string; text: string | null; label: string; href: string }
  | { key: string; kind: 'plans'; heading: string; intro: string | null; plans: PlanCardModel[] }

export interface PageModel {
  path: string
  title: string
  headerOptions: HeaderOptions
  hero: { heading: string; subheading: string | null; image: ImageModel | null }
  blocks: PageBlockModel[]
  meta: PageMeta
}

export interface PostSummary {
  id: number
  slug: string
  href: string
  title: string
  author: string
  /** ISO date. */
  publishedAt: string
  excerpt: string
  cover: ImageModel | null
}

export interface PostModel extends PostSummary {
  tags: string[]
  content: RichTextData
  meta: PageMeta
}
