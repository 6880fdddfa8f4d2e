import { z } from 'zod'

// The webhook row's contract: Razorpay's event body (checked by its signature, then by the adapter's own schemas) and
// the acknowledgement.

export const webhookBody = z
  .object({
    entity: z.literal('event'),
    account_id: z.string(),
    event: z.string(),
    contains: z.array(z.string()),
    payload: z.record(z.string(), z.unknown()),
    created_at: z.number(),
  })
  .describe("Razorpay's webhook event, exactly as signed")

export const webhookAnswer = z.object({
  ok: z.literal(true),
  duplicate: z.boolean().optional().describe('The event id was stored already'),
  ignored: z.boolean().optional().describe('An event the app does not act on'),
})
