import type { ChatWidget } from './types'

// Freshchat's web widget (Freshworks): the script at <host>/js/widget.js defines window.fcWidget; init with the web
// chat token and host, its own chat button hidden because the site's launcher opens it. isInitialized() says when
// it is ready; open() and close() show and hide its window.

interface FcWidget {
  init(options: { token: string; host: string; config?: { headerProperty?: { hideChatButton?: boolean } } }): void
  isInitialized(): boolean
  open(): void
  close(): void
}

declare global {
  interface Window {
    fcWidget?: FcWidget
  }
}

const SCRIPT_ID = 'freshchat-js-sdk'

export const FRESHCHAT_DEFAULT_HOST = 'https://wchat.freshchat.com'

export function freshchatWidget({ token, host = FRESHCHAT_DEFAULT_HOST }: { token: string; host?: string }): ChatWidget {
  const base = host.replace(/\/+$/, '')
  return {
    name: 'Freshchat',
    load() {
      if (document.getElementById(SCRIPT_ID)) return
      const script = document.createElement('script')
      script.id = SCRIPT_ID
      script.async = true
      script.src = `${base}/js/widget.js`
      script.onload = () => window.fcWidget?.init({ token, host: base, config: { headerProperty: { hideChatButton: true } } })
      document.head.appendChild(script)
    },
    isReady: () => window.fcWidget?.isInitialized() === true,
    open: () => window.fcWidget?.open(),
    close: () => window.fcWidget?.close(),
  }
}
