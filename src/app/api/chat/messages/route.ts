import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { handler } from '@/server/api/handler'
import { answerChatMessage } from '@/server/chat/answer-chat-message'
import { requestIp } from '@/server/leads/client-ip'
import { chatMessageAnswer, chatMessageBody } from '@/contracts/chat'

export const dynamic = 'force-dynamic'

// POST /api/chat/messages { message, context?, page? }: the built-in assistant's answer, from the site's own content.
export const POST = handler(async (request: Request) => {
  const { message, context, page } = await parseJsonBody(request, chatMessageBody, 'Type a question of up to 500 characters.')
  const reply = await answerChatMessage({ message, context, page }, { ip: requestIp(request.headers) })
  const { context: next, ...shown } = reply
  return NextResponse.json(chatMessageAnswer.parse({ reply: shown, context: next }), { headers: { 'Cache-Control': 'no-store' } })
})
