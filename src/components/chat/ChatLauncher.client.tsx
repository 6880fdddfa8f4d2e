'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { pollUntil } from '@/domain/chat/poll'
import { isChatHiddenOn } from '@/domain/chat/visibility'
import type { ChatWidget } from '@/domain/chat/widget'
import type { FormSource } from '@/domain/forms/types'
import { track } from '../analytics/track'
import { ChatIcon } from '../layout/icons'

// The chat launcher in the corner of every page but those under /workspaces/on-demand/ and /workspaces/virtual-office/
// (spec section 2). It opens the built-in assistant, whose code loads only when the visitor first asks for it; or, when
// the site is built with a third-party widget, it appears once the widget is ready (checked every 100 ms, spec
// section 9) and opens that. A widget that never gets ready (blocked, down) leaves the built-in assistant in its place.
// Which widget, if any, is the app's choice (app/(site)/SiteChat.client.tsx hands over src/integrations/chat's).

const loadPanel = () => import('./ChatPanel.client')
const ChatPanel = dynamic(() => loadPanel().then((m) => m.ChatPanel), { ssr: false })

type Mode = 'assistant' | 'widget-loading' | 'widget'

export interface ChatLauncherProps {
  /** The lead form for the chat's enquiries (fetched when one is raised), or null when the site has none. */
  leadForm: FormSource | null
  supportPhone: string
  /** Sits above the mobile sticky contact bar. */
  raised: boolean
  /** The third-party widget the site is built with, or null for the built-in assistant; read once, in the browser. */
  selectWidget: () => ChatWidget | null
}

export function ChatLauncher({ leadForm, supportPhone, raised, selectWidget }: ChatLauncherProps) {
  const pathname = usePathname() ?? '/'
  const hidden = isChatHiddenOn(pathname)
  const [widget] = useState<ChatWidget | null>(selectWidget)
  const [mode, setMode] = useState<Mode>(widget ? 'widget-loading' : 'assistant')
  // The page the conversation was opened on: following a link in it (another page) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const [wanted, setWanted] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!widget) return
    let stop = () => {}
    // After the page has loaded, so the vendor's script never competes with the page's own content.
    const start = () => {
      widget.load()
      stop = pollUntil(() => widget.isReady(), { onReady: () => setMode('widget'), onTimeout: () => setMode('assistant') })
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      window.removeEventListener('load', start)
      stop()
    }
  }, [widget])

  // A page where chat is hidden closes the vendor's window too.
  useEffect(() => {
    if (hidden && mode === 'widget') widget?.close()
  }, [hidden, mode, widget])

  if (hidden || mode === 'widget-loading') return null

  const launch = () => {
    track('chat_opened', { provider: mode === 'widget' ? widget!.name : 'assistant' })
    if (mode === 'widget') return widget!.open()
    setWanted(true)
    setOpenOn(pathname)
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={launch}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={`fixed right-4 z-30 flex items-center gap-2 rounded-full bg-brand-900 p-3.5 font-semibold text-white shadow-lg hover:bg-brand-700 sm:px-5 ${raised ? 'bottom-20 xl:bottom-6' : 'bottom-4 sm:bottom-6'}`}
        data-chat-launcher
      >
        <ChatIcon className="h-6 w-6" />
        <span className="sr-only sm:not-sr-only">Chat with us</span>
      </button>
      {wanted && (
        <ChatPanel
          open={open}
          onOpenChange={(next) => setOpenOn(next ? pathname : null)}
          leadForm={leadForm}
          supportPhone={supportPhone}
          returnFocus={button}
        />
      )}
    </>
  )
}
