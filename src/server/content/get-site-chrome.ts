import { cache } from 'react'
import type { FooterLinksModel, FooterModel, HeaderModel, SiteChrome } from '@/domain/content/views'
import type { MenuItem } from '@/domain/navigation/menu-split'
import { cityPath, micromarketPath, withTrailingSlash } from '@/domain/urls'
import type { Footer, Header } from '@/payload-types'
import { populated, populatedAll } from '@/cms/relation'
import { cachedAnswer } from '../cache/answer-cache'
import { env } from '../env'
import { toFormDefinition, versioned } from '../forms/get-form-by-handle'
import { pageExists } from '../navigation/known-addresses'
import { getSiteGlobals } from './get-site-globals'
import { whatsappHref } from '@/domain/contact/whatsapp'

type HeaderItem = NonNullable<Header['items']>[number]

function toMenuItem(item: HeaderItem | NonNullable<HeaderItem['menus']>[number]): MenuItem {
  return {
    title: item.title,
    href: item.href ? withTrailingSlash(item.href) : null,
    icon: item.icon ?? null,
    description: item.description ?? null,
    isLive: item.isLive ?? null,
    action: item.action ?? null,
    ...('menus' in item ? { menus: item.menus ? item.menus.map(toMenuItem) : null } : {}),
  }
}

function toHeader(header: Header): HeaderModel {
  return {
    items: (header.items ?? []).map(toMenuItem),
    noAuth: Boolean(header.noAuth),
    disableLogoLink: Boolean(header.disableLogoLink),
  }
}

function toFooter(footer: Footer): FooterModel {
  const form = populated(footer.form?.form)
  const sticky = footer.stickyBottomBar
  return {
    enquiry: {
      heading: footer.form?.heading || null,
      text: footer.form?.text || null,
      form: form ? versioned(toFormDefinition(form)) : null,
    },
    menus: (footer.menus ?? []).map((menu) => ({
      key: menu.id ?? menu.title,
      title: menu.title,
      links: (menu.links ?? []).map((link) => ({ key: link.id ?? link.href, title: link.title, href: withTrailingSlash(link.href) })),
    })),
    cities: (footer.citiesWithMicromarkets ?? []).flatMap((entry) => {
      const city = populated(entry.city)
      if (!city) return []
      return [
        {
          key: entry.id ?? city.handle,
          name: city.name,
          href: cityPath(city.handle),
          micromarkets: populatedAll(entry.micromarkets).map((m) => ({
            key: String(m.id),
            title: m.name,
            href: micromarketPath(city.handle, m.handle),
          })),
        },
      ]
    }),
    company: {
      name: footer.meta.name,
      address: footer.meta.address || null,
      phone: footer.meta.phone || null,
      email: footer.meta.email || null,
    },
    social: (footer.meta.socialMediaLinks ?? []).map((s) => ({ key: s.id ?? s.url, platform: s.platform, url: s.url })),
    copyright: footer.copyright || null,
    stickyBar:
      footer.hasStickyBottomBar && sticky?.ctaLabel
        ? { text: sticky.text ?? null, ctaLabel: sticky.ctaLabel, ctaHref: sticky.ctaHref ? withTrailingSlash(sticky.ctaHref) : null }
        : null,
  }
}

/**
 * The footer without its links to pages of this site that do not exist (yet): a link the operators added before its
 * page was built (the virtual-office KYC) shows once the page answers. Links elsewhere are kept.
 */
async function withExistingPages(footer: FooterModel): Promise<FooterModel> {
  const exists = async (href: string) =>
    !href.startsWith('/') || href.startsWith('//') || (await pageExists(href.split(/[?#]/)[0]!)) !== false
  const menus = await Promise.all(
    footer.menus.map(async (menu) => {
      const keep = await Promise.all(menu.links.map((link) => exists(link.href)))
      return { ...menu, links: menu.links.filter((_, i) => keep[i]) }
    }),
  )
  return { ...footer, menus }
}

/** The header, footer and settings every public page shows, once per render. */
export const getSiteChrome = cache(async (): Promise<SiteChrome> => {
  const { header, footer, settings } = await getSiteGlobals()
  return {
    siteName: settings.siteName,
    supportPhone: settings.supportPhone,
    whatsappHref: whatsappHref(settings.whatsappNumber),
    siteUrl: env().SITE_URL,
    defaultMeta: { title: settings.defaultMeta?.title || null, description: settings.defaultMeta?.description || null },
    header: toHeader(header),
    footer: await withExistingPages(toFooter(footer)),
  }
})

/**
 * The footer's link columns and its cities with their neighbourhoods, served at footerLinksPath for the footer to
 * fetch as it nears the screen. Kept in the process like the catalogue answers (a minute, cleared by any CMS change).
 */
export const getFooterLinks = cachedAnswer('footer-links', async (): Promise<FooterLinksModel> => {
  const { footer } = await getSiteChrome()
  return { menus: footer.menus, cities: footer.cities }
})
