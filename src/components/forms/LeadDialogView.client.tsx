'use client'

import { useEffect, useRef } from 'react'
import { Dialog, DialogCloseButton, DialogDescription, DialogTitle } from '../ui/Dialog.client'
import { LeadForm, type LeadFormContext } from './LeadForm.client'
import type { FormSource } from '@/domain/forms/types'
import { useFetchedForm } from './lead-form-definition'
import { LeadFormPending } from './LeadFormPending.client'

const FIRST_FIELD = 'form input:not([type=hidden]):not([tabindex="-1"]), form select, form textarea'

/** The 'Get in touch' dialog itself; LeadDialog loads it on the first click, and it fetches the form's definition. */
export function LeadDialogView({
  source,
  open,
  onOpenChange: setOpen,
  target,
  onCloseAutoFocus: returnFocus,
}: {
  source: FormSource
  open: boolean
  onOpenChange: (open: boolean) => void
  target: { context: LeadFormContext; initialValues: Record<string, string> }
  onCloseAutoFocus: (event: Event) => void
}) {
  const content = useRef<HTMLDivElement>(null)
  const { form, failed, retry } = useFetchedForm(source)
  // A form that arrives after the dialog opened takes focus as it would have on opening, unless the visitor has moved
  // it: while it loads the dialog itself holds focus (below), and 'Try again' gives it up as the form replaces it.
  useEffect(() => {
    const dialog = content.current
    const active = document.activeElement
    if (!form || !dialog || (active !== dialog && active !== document.body && active !== null)) return
    dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus()
  }, [form])
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      overlayClassName="z-40 bg-slate-900/50 data-[state=open]:animate-[fade-in_150ms_ease-out]"
      ref={content}
      className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] focus:outline-none overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[min(40rem,94vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7"
      onOpenAutoFocus={(event) => {
        event.preventDefault()
        ;(content.current?.querySelector<HTMLElement>(FIRST_FIELD) ?? content.current)?.focus()
      }}
      onCloseAutoFocus={returnFocus}
    >
      <div className="mb-5 flex items-start justify-between gap-4">
        <div>
          <DialogTitle className="text-xl font-semibold text-brand-900">{form?.title || 'Get in touch'}</DialogTitle>
          <DialogDescription className="mt-1 text-sm text-slate-600">
            {form?.description || 'Tell us what you need and a workspace expert will call you back within one working day.'}
          </DialogDescription>
        </div>
        <DialogCloseButton />
      </div>
      {form ? (
        open && <LeadForm form={form} context={target.context} initialValues={target.initialValues} />
      ) : (
        <LeadFormPending failed={failed} retry={retry} />
      )}
    </Dialog>
  )
}
