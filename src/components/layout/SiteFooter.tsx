import type { FooterModel, SiteChrome } from '@/domain/content/views'
import { footerLinksPath } from '@/domain/urls'
import { LeadFormPart } from '../forms/LeadFormPart'
import { buttonClass } from '../ui/Button'
import { ServerMarkup } from '../ui/server-markup'
import { PhoneIcon, WhatsAppIcon } from './icons'
import { GET_IN_TOUCH_HREF, telHref } from './links'
import { LogoMark } from './Logo'
import { FooterLinks } from './FooterLinks.client'

/**
 * Where the page's lead form is: in the footer (most pages), on the page itself (product and building pages: the
 * footer then points to it), or nowhere (the thank-you page, the account).
 */
export type FooterEnquiryForm = 'footer' | 'page' | 'none'

const SOCIAL_LABELS: Record<string, string> = {
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  facebook: 'Facebook',
  youtube: 'YouTube',
}

/**
 * The footer's links to the site's policies (terms, privacy): in every page's markup, so they are there without
 * JavaScript and before the rest of the footer's links arrive.
 */
function policyLinks(footer: FooterModel) {
  const seen = new Set<string>()
  return footer.menus
    .flatMap((menu) => menu.links)
    .filter((link) => link.href.startsWith('/policies/') && !seen.has(link.href) && seen.add(link.href))
}

/**
 * The footer on every page: the enquiry form, the company's address and the policies in the page; the link columns
 * and the cities last, fetched as the footer nears the screen (FooterLinks). It is laid out with the rest
 * of the page (no `content-visibility: auto`): a skipped footer has no background an accessibility checker can see, so
 * its light text reads as failing contrast on white.
 */
export function SiteFooter({ chrome, enquiryForm = 'footer' }: { chrome: SiteChrome; enquiryForm?: FooterEnquiryForm }) {
  const { footer, supportPhone, whatsappHref } = chrome
  const { enquiry, company, stickyBar } = footer
  // One lead form per page: the footer's shows only where the page has none of its own, and not at all on pages
  // where an enquiry makes no sense (the thank-you page, the account).
  const form = enquiryForm === 'footer' ? enquiry.form : null
  const legal = policyLinks(footer)
  return (
    <>
      <footer className={`mt-16 bg-brand-950 text-slate-200 ${stickyBar ? 'pb-16 xl:pb-0' : ''}`} aria-labelledby="footer-heading">
        <h2 id="footer-heading" className="sr-only">
          Footer
        </h2>

        <section
          id="enquire"
          tabIndex={-1}
          aria-labelledby="footer-form-heading"
          className="scroll-mt-20 border-b border-white/10 outline-none"
        >
          <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[2fr_3fr]">
            {/* Text and links: sent once, as HTML. */}
            <ServerMarkup>
              <h3 id="footer-form-heading" className="text-2xl font-semibold text-white">
                {enquiry.heading || 'Talk to our workspace experts'}
              </h3>
              {enquiry.text && <p className="mt-2 max-w-prose text-slate-300">{enquiry.text}</p>}
              <div className="mt-6 flex flex-wrap items-start gap-3">
                <a
                  href={telHref(supportPhone)}
                  className="flex items-center gap-2 rounded-lg border border-white/30 px-4 py-2.5 font-semibold text-white hover:bg-white/10"
                >
                  <PhoneIcon className="h-4 w-4" /> Call {supportPhone}
                </a>
                {whatsappHref && (
                  <a
                    href={whatsappHref}
                    target="_blank"
                    rel="noopener"
                    className="flex items-center gap-2 rounded-lg border border-white/30 px-4 py-2.5 font-semibold text-white hover:bg-white/10"
                    data-whatsapp
                  >
                    <WhatsAppIcon className="h-4 w-4" /> Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                )}
                {enquiryForm === 'page' && (
                  <a href="#get-in-touch" className="rounded-lg bg-accent-500 px-4 py-2.5 font-semibold text-brand-950 hover:bg-accent-400">
                    Send an enquiry
                  </a>
                )}
                {company.email && (
                  <a
                    href={`mailto:${company.email}`}
                    className="rounded-lg border border-white/30 px-4 py-2.5 font-semibold text-white hover:bg-white/10"
                  >
                    Email {company.email}
                  </a>
                )}
              </div>
            </ServerMarkup>
            {form && (
              <div data-form-slot={form.handle}>
                <LeadFormPart form={form} tone="dark" />
              </div>
            )}
          </div>
        </section>

        {/* The company, the social links and the policies: links only, kept as the server wrote them. */}
        <ServerMarkup className="border-t border-white/10">
          <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:flex-row lg:items-start lg:justify-between">
            <div className="flex items-start gap-3">
              <LogoMark className="h-10 w-10 shrink-0" />
              <address className="text-sm not-italic text-slate-300">
                <span className="block font-semibold text-white">{company.name}</span>
                {company.address && <span className="block">{company.address}</span>}
                {company.phone && (
                  <a href={telHref(company.phone)} className="block py-1 hover:text-white">
                    {company.phone}
                  </a>
                )}
                {company.email && (
                  <a href={`mailto:${company.email}`} className="block py-1 hover:text-white">
                    {company.email}
                  </a>
                )}
              </address>
            </div>
            {footer.social.length ? (
              <ul className="flex flex-wrap gap-4 text-sm" aria-label="Social media">
                {footer.social.map((s) => (
                  <li key={s.key}>
                    <a href={s.url} rel="noopener noreferrer" target="_blank" className="text-slate-300 hover:text-white">
                      {SOCIAL_LABELS[s.platform] ?? s.platform}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="mx-auto flex max-w-7xl flex-wrap items-baseline gap-x-6 gap-y-2 px-4 pb-8 text-xs text-slate-400 sm:px-6">
            {footer.copyright && <p>{footer.copyright}</p>}
            {legal.length ? (
              <ul className="flex flex-wrap gap-x-4 gap-y-2 [&_a:hover]:text-white" aria-label="Policies">
                {legal.map((link) => (
                  <li key={link.key}>
                    <a href={link.href}>{link.title}</a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </ServerMarkup>
        <FooterLinks href={footerLinksPath} />
      </footer>
      {stickyBar ? (
        <ServerMarkup
          as="aside"
          aria-label="Quick contact"
          className="fixed inset-x-0 bottom-0 z-20 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 text-sm text-slate-900 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] xl:hidden"
        >
          <span>{stickyBar.text}</span>
          <a
            href={stickyBar.ctaHref || GET_IN_TOUCH_HREF}
            className={buttonClass({ variant: 'accent', size: 'md', className: 'shrink-0' })}
          >
            {stickyBar.ctaLabel}
          </a>
        </ServerMarkup>
      ) : null}
    </>
  )
}
