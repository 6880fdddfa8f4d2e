'use client'

import { useRef } from 'react'
import type { FormDefinition } from '@/domain/forms/types'
import { Dialog, DialogCloseButton, DialogDescription, DialogTitle } from '../ui/Dialog.client'
import { LeadForm, type LeadFormContext } from './LeadForm.client'

/** The 'Get in touch' dialog itself; LeadDialog loads it on the first click. */
export function LeadDialogView({
  form,
  open,
  onOpenChange: setOpen,
  target,
  onCloseAutoFocus: returnFocus,
}: {
  form: FormDefinition
  open: boolean
  onOpenChange: (open: boolean) => void
  target: { context: LeadFormContext; initialValues: Record<string, string> }
  onCloseAutoFocus: (event: Event) => void
}) {
  const content = useRef<HTMLDivElement>(null)
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      overlayClassName="z-40 bg-slate-900/50 data-[state=open]:animate-[fade-in_150ms_ease-out]"
      ref={content}
      className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[min(40rem,94vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7"
      onOpenAutoFocus={(event) => {
        const first = content.current?.querySelector<HTMLElement>(
          'form input:not([type=hidden]):not([tabindex="-1"]), form select, form textarea',
        )
        if (first) {
          event.preventDefault()
          first.focus()
        }
      }}
      onCloseAutoFocus={returnFocus}
    >
      <div className="mb-5 flex items-start justify-between gap-4">
        <div>
          <DialogTitle className="text-xl font-semibold text-brand-900">{form.title}</DialogTitle>
          <DialogDescription className="mt-1 text-sm text-slate-600">
            {form.description || 'Tell us what you need and a workspace expert will call you back within one working day.'}
          </DialogDescription>
        </div>
        <DialogCloseButton />
      </div>
      {open && <LeadForm form={form} context={target.context} initialValues={target.initialValues} />}
    </Dialog>
  )
}
