'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useRef, useState } from 'react'
import type { FormDefinition } from '@/domain/forms/types'
import { enquiryProductForPath } from '@/domain/leads/enquiry-products'
import { CloseIcon } from '../layout/icons'
import { GET_IN_TOUCH_HREF } from '../layout/links'
import { LeadForm, type LeadFormContext } from './LeadForm.client'

// 'Get in touch' from the header, the mobile menu, menu items and the sticky bar: every link to GET_IN_TOUCH_HREF opens
// this dialog on the page instead of leaving it. Without JavaScript the same links scroll to the footer's form.
// A page can say what the enquiry is about with data-lead-context (the building page does: its building and city).

function pageContext(): { context: LeadFormContext; initialValues: Record<string, string> } {
  const page = window.location.pathname
  const product = enquiryProductForPath(page)
  const holder = document.querySelector<HTMLElement>('[data-lead-context]')
  const fromPage = holder ? (JSON.parse(holder.dataset.leadContext ?? '{}') as { building?: string; city?: string }) : {}
  const initialValues: Record<string, string> = {}
  if (product) initialValues.workspace_type = product
  if (fromPage.city) initialValues.city = fromPage.city
  return { context: { page, product, ...fromPage }, initialValues }
}

export function LeadDialog({ form }: { form: FormDefinition }) {
  const [open, setOpen] = useState(false)
  const content = useRef<HTMLDivElement>(null)
  const [target, setTarget] = useState<ReturnType<typeof pageContext>>({ context: {}, initialValues: {} })

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a')
      if (!link || link.getAttribute('href') !== GET_IN_TOUCH_HREF) return
      event.preventDefault()
      setTarget(pageContext())
      setOpen(true)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          ref={content}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[min(40rem,94vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7"
          onOpenAutoFocus={(event) => {
            const first = content.current?.querySelector<HTMLElement>('form input:not([type=hidden]):not([tabindex="-1"]), form select, form textarea')
            if (first) {
              event.preventDefault()
              first.focus()
            }
          }}
        >
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-semibold text-brand-900">{form.title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {form.description || 'Tell us what you need and a workspace expert will call you back within one working day.'}
              </Dialog.Description>
            </div>
            <Dialog.Close className="rounded-md p-2 text-slate-600 hover:bg-slate-100" aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          {open && <LeadForm form={form} context={target.context} initialValues={target.initialValues} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
