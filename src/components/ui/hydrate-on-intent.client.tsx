'use client'

import {
  Component,
  lazy,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react'
import { keptMarkupProps, useKeepsServerMarkup } from './server-markup.client'

// Parts of a page that need their code only once the visitor comes near them: the lead form at the foot of the page, a
// building's visit booking, a plan's options. The server renders them whole, so they are there to read (and a form to
// send, through its server action) before any script runs. In the browser their code is a chunk of its own, loaded when
// the part comes within 600 px of the viewport or is pointed at, touched, focused or typed into; until then the
// server's markup stays as it is (React does not hydrate inside an element it renders with `dangerouslySetInnerHTML`).
// Once the code is there, the part is rendered afresh as a transition (in slices, so a phone's main thread is never
// held for long) and put in place of that markup in one commit (same markup, so nothing moves); `keep` carries over
// what the visitor did to it meanwhile, read again just before that commit. Mounted in the browser instead (a
// client-side navigation), a part simply loads.
//
// Why not a Suspense boundary that holds the hydration back: the server would stream the part as a late boundary when
// it waits on anything (a form's server action encodes its bound state asynchronously), and a page without scripts
// would then miss it.

/** Nearer than this below the fold, a part's code starts loading. */
const NEAR_VIEWPORT = '600px 0px'
const INTENT_EVENTS = ['pointerenter', 'pointerdown', 'focusin', 'keydown', 'input'] as const

/** What a part needs to carry over from the server's markup to its live copy. */
export interface DeferredPartOptions<P> {
  /** What must be there, besides the code, before the server's markup is replaced (data the live part fetches). While
   * it cannot be had, the server's markup stays, and the visitor's next move tries again. */
  ready?: () => Promise<unknown>
  /** Read from the server's markup when the code has loaded: props to render the live part with. */
  keep?: (container: HTMLElement) => Partial<P>
  /** After the live part is in place (same task, before paint), with the server's markup it replaced. Focus and the
   * caret are given back by name without this. */
  restore?: (container: HTMLElement, from: HTMLElement) => void
}

export interface DeferredPart<P> {
  load: () => Promise<ComponentType<P>>
  /** The component on the server: a lazy one, with no Suspense boundary of its own, so the page's HTML waits for it. */
  OnServer: ComponentType<P>
}

/** A part whose code `load` imports dynamically, once (tried again after a failure). Create once, at module level. */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): DeferredPart<P> {
  let loading: Promise<ComponentType<P>> | undefined
  const loadOnce = () => {
    if (!loading) {
      const attempt = load()
      loading = attempt
      attempt.catch(() => loading === attempt && (loading = undefined))
    }
    return loading
  }
  const OnServer = lazy(() => loadOnce().then((component) => ({ default: component })))
  return { load: loadOnce, OnServer: OnServer as unknown as ComponentType<P> }
}

interface FocusRecord {
  name: string
  start: number | null
  end: number | null
}

/** The named control that has focus inside `container`, with its selection. */
function focusIn(container: HTMLElement): FocusRecord | null {
  const active = document.activeElement
  if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement)) return null
  if (!container.contains(active) || !active.name) return null
  const text = active instanceof HTMLSelectElement ? null : active
  return { name: active.name, start: text?.selectionStart ?? null, end: text?.selectionEnd ?? null }
}

/** Gives focus (and the caret) back to the control of the same name in the live part. */
function refocus(container: HTMLElement, focus: FocusRecord): void {
  const control = container.querySelector<HTMLInputElement>(`[name="${CSS.escape(focus.name)}"]`)
  if (!control) return
  control.focus({ preventScroll: true })
  if (focus.start !== null && typeof control.setSelectionRange === 'function') {
    try {
      control.setSelectionRange(focus.start, focus.end ?? focus.start)
    } catch {
      // Controls without a text selection (email inputs in some browsers) keep the caret where focus put it.
    }
  }
}

/** Listens on the server's markup for the visitor coming near; `wake` also lets a part be woken from elsewhere. */
function useIntent(ref: RefObject<HTMLElement | null>, active: boolean, wake: () => void): void {
  useEffect(() => {
    const container = ref.current
    if (!active || !container) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), { rootMargin: NEAR_VIEWPORT })
    observer.observe(container)
    for (const name of INTENT_EVENTS) container.addEventListener(name, wake, { capture: true, passive: true })
    return () => {
      observer.disconnect()
      for (const name of INTENT_EVENTS) container.removeEventListener(name, wake, { capture: true })
    }
  }, [ref, active, wake])
}

/**
 * Renders `part` with `props`: on the server whole, in the browser as described above. `wakeRef` receives a function
 * that wakes the part from elsewhere (a plan card prefilling the lead form); `serverMarkupRef` the server's markup
 * while it is in place.
 */
export function DeferredPartView<P extends object>({
  part,
  props,
  options,
  wakeRef,
  serverMarkupRef,
}: {
  part: DeferredPart<P>
  props: P
  options?: DeferredPartOptions<P>
  wakeRef?: { current: (() => void) | null }
  serverMarkupRef?: { current: HTMLElement | null }
}) {
  const keepsServerMarkup = useKeepsServerMarkup()
  // Fixed for the part's life: the server's render, a hydration of the server's markup, or a mount in the browser.
  const mode = typeof window === 'undefined' ? 'server' : keepsServerMarkup ? 'hydrate' : 'client'
  const [live, setLive] = useState<LivePart<P> | null>(null)
  // The server's markup is read through a ref, never kept in state: a state update from a ref callback during the
  // hydration's commit is a synchronous one, which drew every effect of the page into that commit's task (a long task
  // on a phone, seen in a trace of the page's load: decision 0004).
  const serverRef = useRef<HTMLDivElement>(null)
  const liveRef = useRef<HTMLDivElement>(null)
  const woken = useRef(false)
  const submitted = useRef(false)
  const optionsRef = useRef(options)
  const pendingRef = useRef<SwapRead<P> | null>(null)
  useEffect(() => {
    optionsRef.current = options
  })

  const wake = useCallback(() => {
    if (woken.current) return
    woken.current = true
    // Rendered as a transition, in slices, while the server's markup stays in place and in use: what the visitor does
    // to it meanwhile is read again just before the commit that replaces it (readBeforeSwap), and handed over then.
    const swap = (Component: ComponentType<P>) => {
      // A form in the server's markup already sent (its server action, without script) is left alone: replacing it
      // would cancel the submission under way.
      if (submitted.current) return
      const markup = serverRef.current
      const kept = markup ? (optionsRef.current?.keep?.(markup) ?? {}) : {}
      startTransition(() => setLive({ Component, kept, generation: 0 }))
    }
    // The transition commits in a task of its own, never in the middle of the event that woke the part (its code may be
    // there already, another copy having loaded it): a press's target replaced before its default action would not take
    // focus. What the part needs besides its code is waited for only when there is server's markup to keep meanwhile.
    const ready = mode === 'hydrate' ? optionsRef.current?.ready?.() : undefined
    Promise.all([part.load(), ready]).then(
      ([Component]) => swap(Component),
      () => (woken.current = false),
    )
  }, [part, mode])
  useEffect(() => {
    if (serverMarkupRef) serverMarkupRef.current = live ? null : serverRef.current
    if (wakeRef) wakeRef.current = wake
    if (mode === 'client') wake()
  }, [serverMarkupRef, live, wakeRef, wake, mode])
  useIntent(serverRef, mode === 'hydrate' && !live, wake)
  useEffect(() => {
    const markup = serverRef.current
    if (!markup) return
    const onSubmit = () => (submitted.current = true)
    markup.addEventListener('submit', onSubmit)
    return () => markup.removeEventListener('submit', onSubmit)
  }, [])

  // In the commit that replaces the server's markup, before the page changes: what the visitor has typed there and
  // the field they are in. The render began with what was typed when the code arrived; keys pressed since then are
  // carried over by rendering the part again at once, in the same task, before the browser handles another key.
  const readBeforeSwap = (): SwapRead<P> | null => {
    const markup = serverRef.current
    if (!live || !markup) return null
    return { markup, focus: focusIn(markup), kept: optionsRef.current?.keep?.(markup) ?? {} }
  }
  const afterSwap = (read: SwapRead<P> | null) => {
    const from = read ?? pendingRef.current
    pendingRef.current = null
    if (!from || !live || !liveRef.current) return
    if (JSON.stringify(from.kept) !== JSON.stringify(live.kept)) {
      pendingRef.current = from
      setLive({ ...live, kept: from.kept, generation: live.generation + 1 })
      return
    }
    optionsRef.current?.restore?.(liveRef.current, from.markup)
    if (from.focus) refocus(liveRef.current, from.focus)
  }

  if (mode === 'server') {
    const { OnServer } = part
    return (
      <div>
        <OnServer {...props} />
      </div>
    )
  }
  if (live) {
    const { Component, kept, generation } = live
    return (
      <ReadBeforeCommit read={readBeforeSwap} after={afterSwap}>
        <div key={`live-${generation}`} ref={liveRef}>
          <Component {...props} {...kept} />
        </div>
      </ReadBeforeCommit>
    )
  }
  // The server's markup, left as it is until the part wakes.
  return (
    <ReadBeforeCommit read={readBeforeSwap} after={afterSwap}>
      <div key="server" ref={serverRef} {...keptMarkupProps} />
    </ReadBeforeCommit>
  )
}

interface LivePart<P> {
  Component: ComponentType<P>
  kept: Partial<P>
  /** Bumped to mount the part afresh with what was typed while it rendered. */
  generation: number
}

interface SwapRead<P> {
  markup: HTMLElement
  focus: FocusRecord | null
  kept: Partial<P>
}

/**
 * Reads the page in a commit before React changes it (getSnapshotBeforeUpdate, which only a class has) and hands what
 * it read to `after` once the commit is done, in the same task.
 */
class ReadBeforeCommit<T> extends Component<{ read: () => T; after: (value: T) => void; children: ReactNode }> {
  getSnapshotBeforeUpdate(): T {
    return this.props.read()
  }
  componentDidUpdate(_props: unknown, _state: unknown, read: T): void {
    this.props.after(read)
  }
  render() {
    return this.props.children
  }
}

/** A component rendered as a deferred part, for parts that need nothing carried over. */
export function deferredHydration<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const part = deferredPart(load)
  function Deferred(props: P) {
    return <DeferredPartView part={part} props={props} />
  }
  return Deferred
}
