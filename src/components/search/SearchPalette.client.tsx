'use client'

import { Command } from 'cmdk'
import { useEffect, useMemo, useState } from 'react'
import type { SearchIndexAnswer } from '@/contracts/search-index'
import { indexTargets, rankTargets, type SearchTarget } from '@/domain/search/rank'
import { useAuth } from '../account/auth-store'

// The global search palette (spec section 2): Ctrl+K (Cmd+K on a Mac) opens it from any page; typing filters the jump
// targets with typo tolerance; arrows move; Enter opens the target; Esc closes it and focus returns where it was.
// This module and the targets load on first open (PageBehaviours), so pages that never use it pay nothing.

const ACCOUNT_TARGETS: SearchTarget[] = [
  { id: 'account', kind: 'account', title: 'My account', subtitle: 'Profile, team, credits, wifi', href: '/account/' },
]
const KIND_LABEL: Record<SearchTarget['kind'], string> = {
  city: 'City',
  product: 'Solution',
  building: 'Building',
  page: 'Page',
  account: 'Account',
}

/**
 * cmdk 1.1.1 leaves the input's aria-activedescendant unset for the option it selects itself (the first, on opening and
 * after each keystroke) and can leave it naming an earlier option (dip/cmdk#413), so a screen reader is not told which
 * option Enter opens. This keeps it on the option marked aria-selected, for as long as the input is mounted.
 */
function followSelectedOption(input: HTMLInputElement | null): (() => void) | undefined {
  const root = input?.closest('[cmdk-root]')
  if (!input || !root) return
  const sync = () => {
    const id = root.querySelector('[cmdk-item][aria-selected="true"]')?.id
    if (id && input.getAttribute('aria-activedescendant') !== id) input.setAttribute('aria-activedescendant', id)
    else if (!id && input.hasAttribute('aria-activedescendant')) input.removeAttribute('aria-activedescendant')
  }
  const observer = new MutationObserver(sync)
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-selected', 'aria-activedescendant'] })
  sync()
  return () => observer.disconnect()
}

export function SearchPalette({ open, onOpenChange: setOpen }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [query, setQuery] = useState('')
  const [targets, setTargets] = useState<SearchTarget[] | null>(null)
  const [failed, setFailed] = useState(false)
  const { status } = useAuth()

  useEffect(() => {
    if (!open || targets) return
    let cancelled = false
    fetch('/api/search-index')
      .then((r) => (r.ok ? (r.json() as Promise<SearchIndexAnswer>) : Promise.reject(new Error(String(r.status)))))
      .then(({ data }) => !cancelled && setTargets(data))
      .catch(() => !cancelled && setFailed(true))
    return () => {
      cancelled = true
    }
  }, [open, targets])

  const index = useMemo(() => indexTargets([...(status === 'signed-in' ? ACCOUNT_TARGETS : []), ...(targets ?? [])]), [targets, status])
  const results = useMemo(() => rankTargets(index, query, 20), [index, query])

  return (
    <Command.Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) setQuery('')
      }}
      label="Search the site"
      shouldFilter={false}
      overlayClassName="fixed inset-0 z-50 bg-slate-900/50"
      contentClassName="fixed left-1/2 top-[12vh] z-50 w-[min(40rem,94vw)] -translate-x-1/2 overflow-hidden rounded-2xl bg-white shadow-2xl"
    >
      <Command.Input
        ref={followSelectedOption}
        value={query}
        onValueChange={setQuery}
        placeholder="Search cities, buildings, areas and solutions…"
        className="w-full border-b border-slate-200 px-5 py-4 text-base outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
      />
      {/* Only options go in the listbox; what it says instead of results is a live status beside it. */}
      <p role="status" className="px-5 text-sm [&:not(:empty)]:py-4">
        {failed ? (
          <span className="text-red-700">Search is not available right now. Please try again.</span>
        ) : targets === null ? (
          <span className="text-slate-600">Loading…</span>
        ) : results.length === 0 ? (
          <span className="text-slate-600">{`No results for “${query}”. Try a city, an area or a building name.`}</span>
        ) : null}
      </p>
      <Command.List className={`max-h-[60vh] overflow-y-auto ${results.length ? 'p-2' : ''}`}>
        {results.map((t) => (
          <Command.Item
            key={t.id}
            value={t.id}
            onSelect={() => window.location.assign(t.href)}
            className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2.5 data-[selected=true]:bg-brand-50"
          >
            <span>
              <span className="block font-medium text-slate-900">{t.title}</span>
              {t.subtitle && <span className="block text-sm text-slate-600">{t.subtitle}</span>}
            </span>
            <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">{KIND_LABEL[t.kind]}</span>
          </Command.Item>
        ))}
      </Command.List>
    </Command.Dialog>
  )
}
