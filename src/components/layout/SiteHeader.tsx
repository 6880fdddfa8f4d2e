import type { HeaderOptions, SiteChrome } from '@/domain/content/views'
import { splitMenu } from '@/domain/navigation/menu-split'
import { buttonClass } from '../ui/Button'
import { DesktopNav } from './DesktopNav'
import { PhoneIcon, WhatsAppIcon } from './icons'
import { AccountControls } from '../account/AccountControls.client'
import { GET_IN_TOUCH_HREF, telHref } from './links'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu.client'
import { ServerMarkup } from '../ui/server-markup'

export function SiteHeader({ chrome, options = {} }: { chrome: SiteChrome; options?: HeaderOptions }) {
  const { header, siteName, supportPhone, whatsappHref } = chrome
  const noAuth = header.noAuth || Boolean(options.noAuth)
  const linked = !(header.disableLogoLink || options.disableLogoLink)
  const { visible, more } = splitMenu(header.items)
  // The main menu fills the space after the logo, so it stays put while the page streams in: with the row spread
  // apart instead, a half-parsed menu would first paint at the right edge and jump left (a layout shift). Its seven
  // entries (spec: six and 'More') need about 750 px beside the contacts, the log-in and 'Get in touch': the row has
  // that from 1280 px (the page's widest, max-w-7xl) with the phone and WhatsApp links as icons; narrower screens get
  // the mobile menu.
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        {/* Sent once, as HTML. */}
        <ServerMarkup>
          <Logo siteName={siteName} linked={linked} />
        </ServerMarkup>
        <DesktopNav visible={visible} more={more} />
        <div className="hidden items-center gap-2 xl:flex">
          {/* Links only: sent once, as HTML. */}
          <ServerMarkup className="flex items-center gap-2">
            <a
              href={telHref(supportPhone)}
              className="flex items-center gap-1.5 whitespace-nowrap text-sm font-medium text-slate-700 hover:text-brand-900"
              aria-label={`Call us on ${supportPhone}`}
            >
              <PhoneIcon className="h-4 w-4" />
              <span className="sr-only">{supportPhone}</span>
            </a>
            {whatsappHref && (
              <a
                href={whatsappHref}
                target="_blank"
                rel="noopener"
                className="flex items-center gap-1 whitespace-nowrap text-sm font-medium text-slate-700 hover:text-brand-900"
                aria-label="Chat with us on WhatsApp (opens in a new tab)"
                data-whatsapp
              >
                <WhatsAppIcon className="h-4 w-4" />
                <span className="sr-only">WhatsApp</span>
              </a>
            )}
          </ServerMarkup>
          {!noAuth && <AccountControls />}
          <a href={GET_IN_TOUCH_HREF} className={buttonClass({ variant: 'accent', size: 'md', className: 'whitespace-nowrap text-sm' })}>
            Get in touch
          </a>
        </div>
        <MobileMenu phone={supportPhone} whatsappHref={whatsappHref} noAuth={noAuth} />
      </div>
    </header>
  )
}
