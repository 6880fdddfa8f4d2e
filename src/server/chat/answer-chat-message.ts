import { answerQuestion } from '@/domain/chat/answer'
import type { ChatContext, ChatReply } from '@/domain/chat/types'
import { maskPersonalData } from '@/domain/privacy/personal-data'
import { ApiError } from '../api/errors'
import { getPayloadClient } from '../payload'
import { hitRateLimit, rateLimitKey } from '../rate-limit'
import { getChatKnowledge } from './get-chat-knowledge'

export const CHAT_RATE_LIMIT_MESSAGE =
  'You have asked a lot of questions in a short time. Please wait a minute, or raise an enquiry and our team will call you.'
const RATE_LIMIT = { limit: 30, windowSeconds: 60 }

/**
 * One question to the built-in assistant: answered from the site's content, and kept (personal data masked) so
 * operators see what visitors ask and what the site does not answer yet.
 */
export async function answerChatMessage(
  input: { message: string; context?: ChatContext; page?: string },
  request: { ip: string | null },
): Promise<ChatReply> {
  const limited = await hitRateLimit(rateLimitKey('chat', request.ip), RATE_LIMIT)
  if (limited && !limited.allowed)
    throw new ApiError('rate_limited', CHAT_RATE_LIMIT_MESSAGE, undefined, { 'Retry-After': String(limited.retryAfterSeconds) })

  const reply = answerQuestion({ message: input.message, context: input.context, page: input.page }, await getChatKnowledge())
  const payload = await getPayloadClient()
  await payload
    .create({
      collection: 'chat-questions',
      overrideAccess: true,
      depth: 0,
      data: {
        question: maskPersonalData(input.message).slice(0, 500),
        topic: reply.topic,
        answered: reply.topic !== 'unknown',
        pagePath: input.page,
      },
    })
    // The visitor's answer matters more than the log: a failed write is reported, not passed on.
    .catch((error: unknown) => console.error('Could not keep a chat question', error))
  return reply
}
