import { z } from 'zod'
import { CHAT_PRODUCTS, CHAT_TOPICS } from '@/domain/chat/types'
import { ENQUIRY_PRODUCTS } from '@/domain/leads/enquiry-products'
import { sitePath } from '@/domain/leads/context'

// POST /api/chat/messages: one question to the built-in chat assistant, with what the conversation is about so far.

export const MAX_CHAT_MESSAGE = 500

const chatContext = z
  .object({
    city: z
      .string()
      .regex(/^[a-z-]{1,40}$/)
      .optional()
      .catch(undefined),
    product: z.enum(CHAT_PRODUCTS).optional().catch(undefined),
  })
  .describe("What the previous reply's `context` said; send it back as it was")

export const chatMessageBody = z.strictObject(
  {
    message: z
      .string({ error: 'Type a question.' })
      .trim()
      .min(1, 'Type a question.')
      .max(MAX_CHAT_MESSAGE, `Keep the question under ${MAX_CHAT_MESSAGE} characters.`),
    context: chatContext.optional().catch(undefined),
    page: sitePath.optional().catch(undefined).describe('The path of the page the chat was opened on'),
  },
  { error: 'Send a JSON object with a message.' },
)

const link = z.object({ label: z.string(), href: z.string().describe('A path on this site') })

export const chatMessageAnswer = z.object({
  reply: z.object({
    topic: z.enum(CHAT_TOPICS),
    text: z.array(z.string()).describe('Paragraphs of plain text'),
    items: z.array(z.object({ title: z.string(), detail: z.string().optional(), href: z.string().optional() })),
    links: z.array(link),
    suggestions: z.array(z.string()).describe('Questions the visitor may ask next'),
    enquiry: z
      .object({ product: z.enum(ENQUIRY_PRODUCTS.map((p) => p.value) as [string, ...string[]]).nullable(), city: z.string().nullable() })
      .nullable()
      .describe("Set when the assistant offers to pass the conversation to the team: what to fill in the enquiry form's product and city"),
  }),
  context: z.object({ city: z.string().optional(), product: z.enum(CHAT_PRODUCTS).optional() }),
})

export type ChatMessageAnswer = z.infer<typeof chatMessageAnswer>
