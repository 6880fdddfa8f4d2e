'use client'

import { ChatLauncher, type ChatLauncherProps } from '@/components/chat/ChatLauncher.client'
import { selectChatWidget } from '@/integrations/chat'

/**
 * The chat launcher with the vendor widget this build selects (NEXT_PUBLIC_CHAT_PROVIDER, read at build time). The
 * launcher knows no vendor: the site's layout picks the adapter here and hands it over, in the browser.
 */
export function SiteChat(props: Omit<ChatLauncherProps, 'selectWidget'>) {
  return <ChatLauncher {...props} selectWidget={selectChatWidget} />
}
