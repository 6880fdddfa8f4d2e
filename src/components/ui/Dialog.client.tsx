'use client'

import * as RadixDialog from '@radix-ui/react-dialog'
import type { ComponentProps, ReactNode } from 'react'
import { CloseIcon } from '../layout/icons'

// The one dialog shell of the site (Radix: focus trapped inside, Esc and the overlay close it, focus returns): the
// login, session-expired, lead-form, chat, keyboard-shortcuts, mobile-menu and virtual-tour dialogs all use it. Only
// modules that load when a dialog first opens import this file, so Radix never weighs on a page's first load.

export const DialogTitle = RadixDialog.Title
export const DialogDescription = RadixDialog.Description

export function Dialog({
  open,
  onOpenChange,
  overlayClassName = 'z-40 bg-slate-900/50',
  children,
  ...content
}: {
  open: boolean
  onOpenChange?: (open: boolean) => void
  /** Stacking and tint of the overlay behind the dialog. */
  overlayClassName?: string
  children: ReactNode
} & ComponentProps<typeof RadixDialog.Content>) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={`fixed inset-0 ${overlayClassName}`} />
        <RadixDialog.Content {...content}>{children}</RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/** The close (×) button in a dialog's corner. */
export function DialogCloseButton({
  label = 'Close',
  className = 'rounded-md p-2 text-slate-600 hover:bg-slate-100',
  iconClassName,
}: {
  label?: string
  className?: string
  iconClassName?: string
}) {
  return (
    <RadixDialog.Close className={className} aria-label={label}>
      <CloseIcon className={iconClassName} />
    </RadixDialog.Close>
  )
}
