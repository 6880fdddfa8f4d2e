import { createHmac, timingSafeEqual } from 'node:crypto'

// The two signatures of Razorpay's protocol, which the sandbox gateway speaks too:
// - the payment signature the browser's checkout handler receives: hex HMAC-SHA256, keyed with the key secret, of
//   "<order_id>|<payment_id>". The order id is the one WE stored for the customer's order, never the one the browser
//   sends back, so a signature of another order (even a paid one) is refused;
// - the webhook signature in X-Razorpay-Signature: hex HMAC-SHA256, keyed with the webhook secret, of the request body
//   exactly as received. Verifying re-serialised JSON fails (key order, spacing, escapes), so take the raw text.
// Both are compared in constant time.

export const WEBHOOK_SIGNATURE_HEADER = 'x-razorpay-signature'
export const WEBHOOK_EVENT_ID_HEADER = 'x-razorpay-event-id'

export function hmacSha256Hex(secret: string, message: string | Uint8Array): string {
  return createHmac('sha256', secret).update(message).digest('hex')
}

/** Constant-time comparison of two hex signatures; anything that is not 64 hex digits is refused before comparing. */
export function signaturesMatch(expected: string, given: string | null | undefined): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'))
}

export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`)
}

/** Checks the checkout handler's `razorpay_signature` against the gateway order id stored for the customer's order. */
export function verifyPaymentSignature(
  input: { storedOrderId: string; paymentId: string; signature: string | null | undefined },
  keySecret: string,
): boolean {
  if (!input.storedOrderId || !input.paymentId) return false
  return signaturesMatch(paymentSignature(input.storedOrderId, input.paymentId, keySecret), input.signature)
}

export function webhookSignature(rawBody: string | Uint8Array, webhookSecret: string): string {
  return hmacSha256Hex(webhookSecret, rawBody)
}

/** Checks X-Razorpay-Signature over the body as received (a string or the raw bytes). */
export function verifyWebhookSignature(rawBody: string | Uint8Array, signature: string | null | undefined, webhookSecret: string): boolean {
  return signaturesMatch(webhookSignature(rawBody, webhookSecret), signature)
}
