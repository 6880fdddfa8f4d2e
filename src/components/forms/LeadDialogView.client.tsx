'use client'

import { useEffect, useRef } from 'react'
import { Dialog, DialogCloseButton, DialogDescription, DialogTitle } from '../ui/Dialog.client'
import { LeadForm, type LeadFormContext } from './LeadForm.client'
import { useLeadForm } from './lead-form-definition'
import { LeadFormPending } from './LeadFormPending.client'

const FIRST_FIELD = 'form input:not([type=hidden]):not([tabindex="-1"]), form select, form textarea'

/** The 'Get in touch' dialog itself; LeadDialog loads it on the first click, and it fetches the form's definition. */
export function LeadDialogView({
  open,
  onOpenChange: setOpen,
  target,
  onCloseAutoFocus: returnFocus,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  target: { context: LeadFormContext; initialValues: Record<string, string> }
  onCloseAutoFocus: (event: Event) => void
}) {
  const content = useRef<HTMLDivElement>(null)
  const { form, failed, retry } = useLeadForm()
  // A form that arrives after the dialog opened takes focus as it would have on opening, unless the visitor has moved it.
  useEffect(() => {
    const dialog = content.current
    if (!form || !dialog || dialog.querySelector('form')?.contains(document.activeElement)) return
    dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus()
  }, [form])
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      overlayClassName="z-40 bg-slate-900/50 data-[state=open]:animate-[fade-in_150ms_ease-out]"
      ref={content}
      className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[min(40rem,94vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7"
      onOpenAutoFocus={(event) => {
        const first = content.current?.querySelector<HTMLElement>(FIRST_FIELD)
        if (first) {
          event.preventDefault()
          first.focus()
        }
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
