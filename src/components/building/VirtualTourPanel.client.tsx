'use client'

import { Dialog, DialogCloseButton, DialogDescription, DialogTitle } from '../ui/Dialog.client'

const GET_IN_TOUCH = '#get-in-touch'

/** The virtual tour's dialog; VirtualTourDialog loads it when it first opens. */
export function VirtualTourPanel({
  id,
  open,
  onOpenChange,
  fullscreen,
  title,
  src,
  tourLink,
  buildingName,
}: {
  id: string
  open: boolean
  onOpenChange: (open: boolean) => void
  fullscreen: boolean
  title: string
  src: string
  tourLink: string
  buildingName: string
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      overlayClassName="z-50 bg-slate-950/70 data-[state=open]:animate-[fade-in_150ms_ease-out]"
      id={id}
      data-fullscreen={fullscreen || undefined}
      className={
        fullscreen
          ? 'fixed inset-0 z-50 flex flex-col bg-white'
          : 'fixed top-1/2 left-1/2 z-50 flex h-[min(90dvh,48rem)] w-[min(95vw,80rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl data-[state=open]:animate-[fade-in_150ms_ease-out]'
      }
      onCloseAutoFocus={(event) => {
        // Focus goes to the enquiry form, not back to the button (or nowhere, when leaving for home).
        event.preventDefault()
        if (!fullscreen) requestAnimationFrame(revealGetInTouch)
      }}
    >
      <div className="flex items-center gap-3 border-b border-slate-200 py-2 pr-2 pl-4">
        <DialogTitle className="min-w-0 flex-1 truncate text-base font-semibold text-brand-900">{title}</DialogTitle>
        <DialogDescription className="sr-only">
          A 3D walk-through of the building. Close it to get in touch with us about {buildingName}.
        </DialogDescription>
        <a
          href={tourLink}
          target="_blank"
          rel="noopener noreferrer"
          className="hidden text-sm font-medium text-brand-700 underline-offset-4 hover:underline sm:inline"
        >
          Open in a new tab<span className="sr-only"> (the tour of {buildingName})</span>
        </a>
        <DialogCloseButton label="Close virtual tour" className="rounded-md p-2 text-brand-900 hover:bg-slate-100" />
      </div>
      <div className="relative flex-1 bg-slate-100">
        <p aria-hidden="true" className="absolute inset-0 grid place-items-center text-sm text-slate-500">
          Loading the tour…
        </p>
        <iframe
          src={src}
          title={title}
          allow="fullscreen; xr-spatial-tracking"
          allowFullScreen
          className="absolute inset-0 h-full w-full border-0"
        />
      </div>
    </Dialog>
  )
}

/** Brings the get-in-touch block into view and puts the cursor in its full-name field (its heading until the form is there). */
function revealGetInTouch() {
  const section = document.querySelector<HTMLElement>(GET_IN_TOUCH)
  if (!section) return
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
  const target = section.querySelector<HTMLElement>('input[name="full_name"]') ?? section.querySelector<HTMLElement>('h2, h3')
  if (!target) return
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}
