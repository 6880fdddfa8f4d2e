import { z } from 'zod'
import { CONTEXT_FIELD, CONSENT_FIELD, HONEYPOT_FIELD, LEAD_CHANNELS, UTM_FIELDS } from '@/domain/leads/context'

// POST /api/leads. The visitor's answers are keyed by the CMS form's field names, so the body is an open object; the
// form engine's own keys are listed for the contract. The answers are checked against the form's fields on the server.
export const leadBody = z
  .object({
    [CONTEXT_FIELD.form]: z.string({ error: 'Say which form this is.' }).describe("The form's handle, e.g. lead-form"),
    [CONTEXT_FIELD.page]: z.string().optional().describe('The path of the page the form was on'),
    [CONTEXT_FIELD.building]: z.string().optional().describe('The building code, on a building page'),
    [CONTEXT_FIELD.city]: z.string().optional().describe('The city handle of the page'),
    [CONTEXT_FIELD.product]: z.string().optional().describe('The enquiry product of the page'),
    [CONTEXT_FIELD.channel]: z
      .enum(LEAD_CHANNELS)
      .optional()
      .describe("How the enquiry came: 'form' (the default) or 'chat' (the chat assistant's hand-off)"),
    ...Object.fromEntries(UTM_FIELDS.map((f) => [f, z.string().optional()])),
    [CONSENT_FIELD]: z.union([z.boolean(), z.string()]).optional().describe('Agreed to marketing messages'),
    [HONEYPOT_FIELD]: z.string().optional().describe('Leave empty'),
  })
  .catchall(z.union([z.string(), z.number(), z.boolean()], { error: 'Send this as text.' }))

export const leadAnswer = z.object({
  reference: z.string(),
  message: z.literal('Information saved, Thank you!'),
})
export type LeadAnswer = z.infer<typeof leadAnswer>

/** Bodies larger than this are refused before they are read. */
export const MAX_LEAD_BODY_BYTES = 32 * 1024
