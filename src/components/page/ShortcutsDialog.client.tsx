'use client'

import type { KeyboardEvent as ReactKeyboardEvent } from 'react'
import { Dialog, DialogCloseButton, DialogDescription, DialogTitle } from '../ui/Dialog.client'

// The 'Keyboard shortcuts' dialog (spec section 2): '?' toggles it anywhere but in a field; Space, Enter or Esc
// closes it; focus stays inside while it is open and returns to where it was. Loaded on the first '?' (PageBehaviours).

export const SHORTCUT_SECTIONS: { title: string; lines: [keys: string, action: string][] }[] = [
  {
    title: 'Navigation',
    lines: [
      ['?', 'Opens this help'],
      ['Space, Enter or Esc', 'Closes it'],
      ['Tab and Shift+Tab', 'Move focus'],
      ['Down Arrow and Space', 'Scroll'],
      ['Enter', 'Opens links'],
    ],
  },
  {
    title: 'Actions',
    lines: [
      ['Ctrl+K', 'Opens global search'],
      ['Esc', 'Closes it'],
      ['Arrows', 'Move'],
      ['Enter', 'Opens a link'],
    ],
  },
  { title: 'Media', lines: [['—', 'Media shortcuts will be listed here']] },
]

export function ShortcutsDialog({ open, onOpenChange: setOpen }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const closeOnKeys = (event: ReactKeyboardEvent) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault()
      setOpen(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      overlayClassName="z-50 bg-slate-900/50"
      onKeyDown={closeOnKeys}
      className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[min(34rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl"
    >
      <div className="flex items-start justify-between gap-4">
        <DialogTitle className="text-xl font-semibold text-brand-900">Keyboard shortcuts</DialogTitle>
        <DialogCloseButton />
      </div>
      <DialogDescription className="mt-1 text-sm text-slate-600">Press Space, Enter or Esc to close.</DialogDescription>
      {SHORTCUT_SECTIONS.map((section) => (
        <section key={section.title} aria-labelledby={`shortcuts-${section.title}`} className="mt-5">
          <h3 id={`shortcuts-${section.title}`} className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            {section.title}
          </h3>
          <dl className="mt-2 divide-y divide-slate-100">
            {section.lines.map(([keys, action]) => (
              <div key={`${keys}-${action}`} className="flex items-center justify-between gap-4 py-2 text-sm">
                <dt>
                  <kbd className="rounded border border-slate-300 bg-slate-50 px-2 py-0.5 font-mono text-xs text-slate-800">{keys}</kbd>
                </dt>
                <dd className="text-right text-slate-700">{action}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Dialog>
  )
}
