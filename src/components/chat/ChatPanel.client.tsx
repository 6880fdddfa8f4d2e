'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react'
import type { ChatMessageAnswer } from '@/contracts/chat'
import { telHref } from '../layout/links'
import { SendIcon } from '../layout/icons'
import { Button, buttonClass } from '../ui/Button'
import { Dialog, DialogCloseButton, DialogDescription, DialogTitle } from '../ui/Dialog.client'
import { track } from '../analytics/track'
import type { FormSource } from '@/domain/forms/types'
import { FetchedLeadForm } from '../forms/FetchedLeadForm.client'

// The built-in assistant's conversation. Questions go to POST /api/chat/messages, which answers from the site's own
// content; a reply that offers an enquiry shows the CMS lead form here, filled in from the conversation, and sends
// it through the same lead pipeline as every other form (marked as coming from the chat). The conversation is kept
// for the browser tab's session, so it is still there after following a link and opening the chat again.

/** What POST /api/chat/messages answers: the assistant's reply, and the conversation's context to send back next time. */
type Reply = ChatMessageAnswer['reply']
type Context = ChatMessageAnswer['context']
type Message = { id: number; from: 'visitor'; text: string } | { id: number; from: 'assistant'; reply: Reply }

const STORAGE_KEY = 'sthana:chat'
const MAX_KEPT = 40
const FAILURE = 'I could not reach our assistant. Check your connection and try again.'

const WELCOME: Reply = {
  topic: 'greeting',
  text: [
    'Hi! I answer questions about our workspaces, prices, locations and policies, from what our site says. For anything else, I can pass you to our team.',
  ],
  items: [],
  links: [],
  suggestions: [
    'Day pass prices in Bangalore',
    'Virtual office plans',
    'Which cities are you in?',
    'What is the cancellation policy?',
    'Talk to a person',
  ],
  enquiry: null,
}

interface Saved {
  messages: Message[]
  context: Context
}

function loadSaved(): Saved {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Saved | null
    if (saved && Array.isArray(saved.messages) && saved.messages.length) return saved
  } catch {
    // Storage may be off or hold something else: start afresh.
  }
  return { messages: [{ id: 0, from: 'assistant', reply: WELCOME }], context: {} }
}

/** Only paths on this site become links. */
const isSitePath = (href: string | undefined): href is string => typeof href === 'string' && /^\/(?!\/)/.test(href)

/** The visitor's questions, for the enquiry's message box: the team sees what was asked. */
function transcript(messages: readonly Message[]): string {
  const asked = messages.flatMap((m) => (m.from === 'visitor' ? [m.text] : []))
  return asked.length ? `Asked in the chat: ${asked.slice(-5).join(' / ')}`.slice(0, 990) : ''
}

export function ChatPanel({
  open,
  onOpenChange,
  leadForm,
  supportPhone,
  returnFocus,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  leadForm: FormSource | null
  supportPhone: string
  returnFocus: RefObject<HTMLElement | null>
}) {
  const [state, setState] = useState<Saved>(loadSaved)
  const [draft, setDraft] = useState('')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [handoff, setHandoff] = useState<Reply['enquiry']>(null)
  const nextId = useRef(0)
  const input = useRef<HTMLInputElement>(null)
  const log = useRef<HTMLOListElement>(null) // the list of messages inside the live region
  const id = useId()

  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...state, messages: state.messages.slice(-MAX_KEPT) }))
    } catch {
      // Without storage the conversation lasts until the page changes.
    }
    // The newest message from its top: a long answer is read from its first line.
    log.current?.lastElementChild?.scrollIntoView({ block: 'start' })
  }, [state])

  const say = (message: Message) => setState((s) => ({ ...s, messages: [...s.messages, message] }))
  /** Message ids, counting on from the kept conversation's. */
  const newId = () => {
    nextId.current = Math.max(nextId.current, ...state.messages.map((m) => m.id)) + 1
    return nextId.current
  }

  async function ask(question: string) {
    const message = question.trim()
    if (!message || pending) return
    setError(null)
    setPending(true)
    setDraft('')
    const visitor: Message = { id: newId(), from: 'visitor', text: message }
    say(visitor)
    try {
      const response = await fetch('/api/chat/messages', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message, context: state.context, page: window.location.pathname }),
      })
      const answer = (await response.json().catch(() => null)) as (ChatMessageAnswer & { error?: { message?: string } }) | null
      if (!response.ok || !answer?.reply) throw new Error(answer?.error?.message ?? FAILURE)
      setState((s) => ({ context: answer.context, messages: [...s.messages, { id: newId(), from: 'assistant', reply: answer.reply }] }))
      track('chat_message_sent', { topic: answer.reply.topic })
    } catch (e) {
      // Nothing typed is lost: the question goes back into the box to send again.
      setState((s) => ({ ...s, messages: s.messages.filter((m) => m !== visitor) }))
      setDraft(message)
      setError(e instanceof Error && e.message !== 'Failed to fetch' ? e.message : FAILURE)
    } finally {
      setPending(false)
      input.current?.focus()
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void ask(draft)
  }

  const startEnquiry = (enquiry: NonNullable<Reply['enquiry']>) => {
    track('chat_enquiry_started', { product: enquiry.product })
    setHandoff(enquiry)
  }

  const enquirySaved = ({ reference, name }: { reference: string; name: string }) => {
    setHandoff(null)
    const first = name.trim().split(' ')[0]
    say({
      id: newId(),
      from: 'assistant',
      reply: {
        ...WELCOME,
        topic: 'human',
        text: [
          `Thank you${first ? `, ${first}` : ''}! Your enquiry is with our team (reference ${reference}). A workspace expert will call you back within one working day.`,
        ],
        suggestions: [],
      },
    })
  }

  const last = state.messages.at(-1)
  const suggestions = !pending && last?.from === 'assistant' ? last.reply.suggestions : []

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      overlayClassName="z-40 bg-slate-900/30 sm:bg-slate-900/10"
      className="fixed inset-0 z-50 flex flex-col bg-white shadow-2xl sm:inset-auto sm:bottom-6 sm:right-4 sm:h-[min(40rem,calc(100dvh-3rem))] sm:w-[26rem] sm:rounded-2xl"
      onOpenAutoFocus={(event) => {
        event.preventDefault()
        input.current?.focus()
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault()
        returnFocus.current?.focus()
      }}
      data-chat-panel
    >
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <div>
          <DialogTitle className="text-lg font-semibold text-brand-900">Chat with us</DialogTitle>
          <DialogDescription className="text-sm text-slate-600">
            Answers from our site. Our team is on{' '}
            <a href={telHref(supportPhone)} className="font-medium text-brand-700 underline">
              {supportPhone}
            </a>
            .
          </DialogDescription>
        </div>
        <DialogCloseButton label="Close chat" iconClassName="h-5 w-5" />
      </div>

      {handoff && leadForm ? (
        <div className="flex-1 overflow-y-auto px-5 py-4">
          <div className="mb-4 flex items-center justify-between gap-3">
            <h3 className="font-semibold text-brand-900">Raise an enquiry</h3>
            <button
              type="button"
              onClick={() => setHandoff(null)}
              className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 underline hover:bg-slate-100"
            >
              Back to chat
            </button>
          </div>
          <FetchedLeadForm
            source={leadForm}
            context={{
              page: typeof window === 'undefined' ? undefined : window.location.pathname,
              product: handoff.product ?? undefined,
              city: handoff.city ?? undefined,
              channel: 'chat',
            }}
            initialValues={{
              ...(handoff.product ? { workspace_type: handoff.product } : {}),
              ...(handoff.city ? { city: handoff.city } : {}),
              message: transcript(state.messages),
            }}
            onSaved={enquirySaved}
            submitLabel="Send to the team"
          />
        </div>
      ) : (
        <>
          <div role="log" aria-live="polite" aria-label="Conversation" aria-busy={pending} className="flex-1 overflow-y-auto px-5 py-4">
            <ol ref={log} className="space-y-3">
              {state.messages.map((m) =>
                m.from === 'visitor' ? (
                  <li key={m.id} data-message="visitor" className="ml-10 rounded-2xl rounded-br-sm bg-brand-900 px-4 py-2 text-white">
                    <span className="sr-only">You: </span>
                    {m.text}
                  </li>
                ) : (
                  <li
                    key={m.id}
                    data-message="assistant"
                    className="mr-6 space-y-2 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3 text-slate-900"
                  >
                    <span className="sr-only">Assistant: </span>
                    {m.reply.text.map((p, i) => (
                      <p key={i}>{p}</p>
                    ))}
                    {m.reply.items.length > 0 && (
                      <ul className="divide-y divide-slate-200 rounded-lg bg-white text-sm">
                        {m.reply.items.map((item) => (
                          <li key={`${item.title}-${item.href ?? ''}`} className="px-3 py-2">
                            {isSitePath(item.href) ? (
                              <Link href={item.href} className="font-medium text-brand-700 underline">
                                {item.title}
                              </Link>
                            ) : (
                              <span className="font-medium">{item.title}</span>
                            )}
                            {item.detail && <span className="block text-slate-600">{item.detail}</span>}
                          </li>
                        ))}
                      </ul>
                    )}
                    {m.reply.links.filter((l) => isSitePath(l.href)).length > 0 && (
                      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                        {m.reply.links
                          .filter((l) => isSitePath(l.href))
                          .map((l) => (
                            <Link key={l.href} href={l.href} className="font-medium text-brand-700 underline">
                              {l.label}
                            </Link>
                          ))}
                      </p>
                    )}
                    {m.reply.enquiry && leadForm && (
                      <button
                        type="button"
                        onClick={() => startEnquiry(m.reply.enquiry!)}
                        className={buttonClass({ variant: 'accent', size: 'sm' })}
                      >
                        Raise an enquiry
                      </button>
                    )}
                  </li>
                ),
              )}
              {pending && (
                <li
                  className="mr-6 w-fit rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3 text-slate-600"
                  aria-label="The assistant is typing"
                >
                  <span aria-hidden="true" className="inline-flex gap-1">
                    <span className="h-2 w-2 animate-pulse rounded-full bg-slate-500" />
                    <span className="h-2 w-2 animate-pulse rounded-full bg-slate-500 [animation-delay:150ms]" />
                    <span className="h-2 w-2 animate-pulse rounded-full bg-slate-500 [animation-delay:300ms]" />
                  </span>
                </li>
              )}
            </ol>
          </div>

          {suggestions.length > 0 && (
            <div className="flex flex-wrap gap-2 px-5 pb-2" role="group" aria-label="Suggested questions">
              {suggestions.map((s) => (
                <button
                  key={s}
                  type="button"
                  onClick={() => void ask(s)}
                  className="rounded-full border border-brand-700 px-3 py-1 text-sm text-brand-700 hover:bg-brand-50"
                >
                  {s}
                </button>
              ))}
            </div>
          )}

          <form onSubmit={submit} className="border-t border-slate-200 px-5 py-3">
            {error && (
              <p role="alert" className="mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                {error}
              </p>
            )}
            <label htmlFor={`${id}-question`} className="sr-only">
              Your question
            </label>
            <div className="flex gap-2">
              <input
                ref={input}
                id={`${id}-question`}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                maxLength={500}
                autoComplete="off"
                placeholder="Ask about prices, locations, policies…"
                className="min-w-0 flex-1 rounded-lg border border-slate-400 px-3 py-2 text-base"
              />
              <Button type="submit" size="icon" disabled={pending || !draft.trim()} aria-label="Send">
                <SendIcon />
              </Button>
            </div>
          </form>
        </>
      )}
    </Dialog>
  )
}
