'use client'

import * as Accordion from '@radix-ui/react-accordion'
import { MobileAccountLinks } from '../account/AccountControls.client'
import { buttonClass } from '../ui/Button'
import { Dialog, DialogCloseButton, DialogDescription, DialogTitle } from '../ui/Dialog.client'
import { ChevronDown, PhoneIcon } from './icons'
import { GET_IN_TOUCH_HREF, menuHref as hrefOf, telHref } from './links'
import { menuFromNav } from './menu-from-nav'

/** The mobile menu's panel; MobileMenu loads it on the first tap of its button, which gets focus back on close. Its
 * items are the desktop menu's, read from the page (menu-from-nav.ts). */
export function MobileMenuDialog({
  id,
  phone,
  noAuth,
  open,
  onOpenChange: setOpen,
  onCloseAutoFocus,
}: {
  id: string
  phone: string
  noAuth: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus: (event: Event) => void
}) {
  const close = () => setOpen(false)
  const nav = document.querySelector('nav[aria-label="Main"]')
  const items = nav ? menuFromNav(nav) : []
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      overlayClassName="z-40 bg-slate-900/40 data-[state=open]:animate-[fade-in_150ms_ease-out]"
      id={id}
      onCloseAutoFocus={onCloseAutoFocus}
      className="fixed inset-y-0 right-0 z-50 flex w-[min(24rem,90vw)] flex-col bg-white shadow-2xl data-[state=open]:animate-[slide-in_200ms_ease-out]"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <DialogTitle className="text-base font-semibold text-brand-900">Menu</DialogTitle>
        <DialogDescription className="sr-only">Site navigation</DialogDescription>
        <DialogCloseButton label="Close menu" className="rounded-md p-2 hover:bg-slate-100" />
      </div>
      <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-2 py-2">
        <Accordion.Root type="multiple" className="divide-y divide-slate-100">
          {items.map((item) =>
            item.menus?.length ? (
              <Accordion.Item key={item.title} value={item.title}>
                <Accordion.Header>
                  <Accordion.Trigger className="group flex w-full items-center justify-between px-3 py-3 text-left font-medium text-slate-900">
                    {item.title}
                    <ChevronDown className="h-5 w-5 transition-transform group-data-[state=open]:rotate-180" />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className="pb-2">
                  <ul>
                    {item.href && (
                      <li>
                        <a
                          href={item.href}
                          onClick={close}
                          className="block rounded-md px-5 py-2 text-sm font-semibold text-brand-900 hover:bg-slate-50"
                        >
                          {item.title} overview
                        </a>
                      </li>
                    )}
                    {item.menus.map((sub) => (
                      <li key={`${sub.title}-${sub.href ?? ''}`}>
                        <a
                          href={hrefOf(sub)}
                          onClick={close}
                          className="block rounded-md px-5 py-2 text-sm text-slate-700 hover:bg-slate-50"
                        >
                          {sub.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </Accordion.Content>
              </Accordion.Item>
            ) : (
              <div key={item.title}>
                <a href={hrefOf(item)} onClick={close} className="block px-3 py-3 font-medium text-slate-900 hover:bg-slate-50">
                  {item.title}
                </a>
              </div>
            ),
          )}
        </Accordion.Root>
      </nav>
      <div className="grid gap-2 border-t border-slate-200 p-4">
        <a href={GET_IN_TOUCH_HREF} onClick={close} className={buttonClass({ variant: 'accent', size: 'lg', className: 'text-center' })}>
          Get in touch
        </a>
        {!noAuth && <MobileAccountLinks onNavigate={close} />}
        <a href={telHref(phone)} className="flex items-center justify-center gap-2 py-2 text-sm text-slate-700">
          <PhoneIcon className="h-4 w-4" /> {phone}
        </a>
      </div>
    </Dialog>
  )
}
