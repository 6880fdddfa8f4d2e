import type { CollectionConfig } from 'payload'

// Sliding-window request counters of the built-in rate limiter (src/integrations/rate-limit/postgres.ts): a row per
// key holding the times (epoch milliseconds) of the requests allowed in the last window. The key holds a hash, never a
// raw IP address. Kept as a collection so Payload's schema knows the table.
const nobody = () => false

export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    { name: 'hits', type: 'json', required: true, defaultValue: [] },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
