'use client'

import dynamic from 'next/dynamic'
import { useRef, useState } from 'react'
import { useLazyDialog } from '../ui/use-opened-once'
import { MenuIcon, PhoneIcon, WhatsAppIcon } from './icons'
import { telHref } from './links'

// The panel (Radix dialog and accordion) loads on the first tap of the menu button, so no page carries it in its
// first load; the button says what it opens as Radix's own trigger would.
const MobileMenuDialog = dynamic(() => import('./MobileMenuDialog.client').then((m) => m.MobileMenuDialog), { ssr: false })

/** The slide-in hamburger menu for small screens: every live item, groups as accordions (the desktop menu's items,
 * read from its markup when the panel opens, so they are not this component's props). */
export function MobileMenu({
  phone,
  whatsappHref,
  noAuth,
}: {
  phone: string
  /** WhatsApp click-to-chat beside the phone; null when the admin sets no number. */
  whatsappHref?: string | null
  noAuth: boolean
}) {
  const [open, setOpen] = useState(false)
  const { used, panelId, triggerProps } = useLazyDialog(open)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <div className="flex items-center gap-1 xl:hidden">
      <a href={telHref(phone)} className="rounded-md p-2 text-brand-900 hover:bg-slate-100" aria-label={`Call us on ${phone}`}>
        <PhoneIcon />
      </a>
      {whatsappHref && (
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener"
          className="rounded-md p-2 text-brand-900 hover:bg-slate-100"
          aria-label="Chat with us on WhatsApp (opens in a new tab)"
          data-whatsapp
        >
          <WhatsAppIcon className="h-6 w-6" />
        </a>
      )}
      <button
        ref={button}
        type="button"
        {...triggerProps}
        onClick={() => setOpen(true)}
        className="rounded-md p-2 text-brand-900 hover:bg-slate-100"
        aria-label="Open menu"
      >
        <MenuIcon />
      </button>
      {used && (
        <MobileMenuDialog
          id={panelId}
          phone={phone}
          noAuth={noAuth}
          open={open}
          onOpenChange={setOpen}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            button.current?.focus()
          }}
        />
      )}
    </div>
  )
}
