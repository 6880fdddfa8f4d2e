import { freshchatWidget } from './freshchat'
import type { ChatWidget } from './types'

export type { ChatWidget } from './types'

export interface ChatWidgetEnv {
  NEXT_PUBLIC_CHAT_PROVIDER?: string
  NEXT_PUBLIC_FRESHCHAT_TOKEN?: string
  NEXT_PUBLIC_FRESHCHAT_HOST?: string
}

// NEXT_PUBLIC_* values are written into the browser bundle at build time, so each is read by its literal name here.
const buildEnv = (): ChatWidgetEnv => ({
  NEXT_PUBLIC_CHAT_PROVIDER: process.env.NEXT_PUBLIC_CHAT_PROVIDER,
  NEXT_PUBLIC_FRESHCHAT_TOKEN: process.env.NEXT_PUBLIC_FRESHCHAT_TOKEN,
  NEXT_PUBLIC_FRESHCHAT_HOST: process.env.NEXT_PUBLIC_FRESHCHAT_HOST,
})

/**
 * The third-party chat widget the site is built with, or null for the built-in assistant (the default).
 * NEXT_PUBLIC_CHAT_PROVIDER=freshchat with NEXT_PUBLIC_FRESHCHAT_TOKEN selects Freshchat.
 */
export function selectChatWidget(env: ChatWidgetEnv = buildEnv()): ChatWidget | null {
  const provider = (env.NEXT_PUBLIC_CHAT_PROVIDER ?? 'assistant').trim().toLowerCase()
  if (provider === 'freshchat' && env.NEXT_PUBLIC_FRESHCHAT_TOKEN)
    return freshchatWidget({ token: env.NEXT_PUBLIC_FRESHCHAT_TOKEN, host: env.NEXT_PUBLIC_FRESHCHAT_HOST || undefined })
  return null
}
