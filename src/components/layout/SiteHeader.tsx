import { splitMenu, type MenuItem } from '@/domain/navigation/menu-split'
import type { SiteChrome } from '@/server/content/get-site-chrome'
import { DesktopNav } from './DesktopNav.client'
import { PhoneIcon } from './icons'
import { AccountControls } from '../account/AccountControls.client'
import { GET_IN_TOUCH_HREF, telHref } from './links'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu.client'

export interface HeaderOptions {
  noAuth?: boolean | null
  disableLogoLink?: boolean | null
}

export function SiteHeader({ chrome, options = {} }: { chrome: SiteChrome; options?: HeaderOptions }) {
  const { header, settings } = chrome
  const noAuth = Boolean(header.noAuth || options.noAuth)
  const linked = !(header.disableLogoLink || options.disableLogoLink)
  const items = (header.items ?? []) as MenuItem[]
  const { visible, more } = splitMenu(items)
  // The main menu fills the space after the logo, so it stays put while the page streams in: with the row spread
  // apart instead, a half-parsed menu would first paint at the right edge and jump left (a layout shift).
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo siteName={settings.siteName} linked={linked} />
        <DesktopNav visible={visible} more={more} />
        <div className="hidden items-center gap-2 lg:flex">
          <a
            href={telHref(settings.supportPhone)}
            className="flex items-center gap-1.5 whitespace-nowrap text-sm font-medium text-slate-700 hover:text-brand-900"
            aria-label={`Call us on ${settings.supportPhone}`}
          >
            <PhoneIcon className="h-4 w-4" />
            <span className="sr-only xl:not-sr-only">{settings.supportPhone}</span>
          </a>
          {!noAuth && <AccountControls />}
          <a
            href={GET_IN_TOUCH_HREF}
            className="whitespace-nowrap rounded-lg bg-accent-500 px-4 py-2 text-sm font-semibold text-brand-950 hover:bg-accent-400"
          >
            Get in touch
          </a>
        </div>
        <MobileMenu items={[...visible, ...more]} phone={settings.supportPhone} noAuth={noAuth} />
      </div>
    </header>
  )
}
