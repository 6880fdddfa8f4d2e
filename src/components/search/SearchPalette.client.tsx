'use client'

import { Command } from 'cmdk'
import { useEffect, useMemo, useState } from 'react'
import type { SearchIndexAnswer } from '@/contracts/search-index'
import { indexTargets, rankTargets, type SearchTarget } from '@/domain/search/rank'
import { useAuthValue } from '../account/auth-store'

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

/** How long typing must pause before the palette asks the server (a large index only). */
const SERVER_SEARCH_DELAY_MS = 150

/**
 * With a large catalogue the index answer is not complete (src/server/search/search-index.ts): the palette then asks
 * the server for each query, after a short pause in typing, and shows its ranking; the last answer wins.
 */
function useServerResults(enabled: boolean, query: string): { results: SearchTarget[] | null; failed: boolean } {
  const [answer, setAnswer] = useState<{ query: string; results: SearchTarget[] } | null>(null)
  const [failed, setFailed] = useState(false)
  const trimmed = query.trim()
  useEffect(() => {
    if (!enabled || !trimmed) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/api/search-index?q=${encodeURIComponent(trimmed.slice(0, 100))}`, { signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<SearchIndexAnswer>) : Promise.reject(new Error(String(r.status)))))
        .then(({ data }) => {
          setFailed(false)
          setAnswer({ query: trimmed, results: data })
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setFailed(Boolean(error))
        })
    }, SERVER_SEARCH_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [enabled, trimmed])
  return { results: enabled && trimmed && answer?.query === trimmed ? answer.results : null, failed: enabled && failed }
}

export function SearchPalette({ open, onOpenChange: setOpen }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [query, setQuery] = useState('')
  const [loaded, setLoaded] = useState<SearchIndexAnswer | null>(null)
  const [failed, setFailed] = useState(false)
  const signedIn = useAuthValue((s) => s.status === 'signed-in')

  useEffect(() => {
    if (!open || loaded) return
    let cancelled = false
    fetch('/api/search-index')
      .then((r) => (r.ok ? (r.json() as Promise<SearchIndexAnswer>) : Promise.reject(new Error(String(r.status)))))
      .then((answer) => !cancelled && setLoaded(answer))
      .catch(() => !cancelled && setFailed(true))
    return () => {
      cancelled = true
    }
  }, [open, loaded])

  const targets = loaded?.data ?? null
  const accountTargets = useMemo(() => (signedIn ? ACCOUNT_TARGETS : []), [signedIn])
  const index = useMemo(() => indexTargets([...accountTargets, ...(targets ?? [])]), [targets, accountTargets])
  const server = useServerResults(loaded?.complete === false, query)
  const results = useMemo(() => {
    const local = rankTargets(index, query, 20)
    if (loaded?.complete !== false || !query.trim()) return local
    if (!server.results) return null
    // The server ranks every target but the account's own, which only this browser knows about.
    const own = rankTargets(indexTargets(accountTargets), query, 20)
    return [...own, ...server.results].slice(0, 20)
  }, [index, query, loaded, server.results, accountTargets])
  const searchFailed = failed || server.failed

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
        {searchFailed ? (
          <span className="text-red-700">Search is not available right now. Please try again.</span>
        ) : targets === null ? (
          <span className="text-slate-600">Loading…</span>
        ) : results === null ? (
          <span className="text-slate-600">Searching…</span>
        ) : results.length === 0 ? (
          <span className="text-slate-600">{`No results for “${query}”. Try a city, an area or a building name.`}</span>
        ) : null}
      </p>
      <Command.List className={`max-h-[60vh] overflow-y-auto ${results?.length ? 'p-2' : ''}`}>
        {(results ?? []).map((t) => (
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
