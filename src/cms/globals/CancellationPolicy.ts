import type { GlobalConfig } from 'payload'
import { cancellationRuleFromSettings, DEFAULT_CANCELLATION_RULE, describeCancellationRule } from '@/domain/orders/cancellation'
import { isOperator } from '../access'

// The cancellation and reschedule rule operators set (src/domain/orders/cancellation.ts): refund tiers by hours before
// a booking's start, and until when and how often a booking can be moved. Customers see it, in words, beside every
// booking and before they confirm a cancellation; the server reads it for every quote, so a change applies at once
// (to the cancellations and reschedules asked for from then on; refunds already asked for stay as they were).

const DEFAULT_TIERS = DEFAULT_CANCELLATION_RULE.refundTiers.map((tier) => ({
  minHoursBeforeStart: tier.minHoursBeforeStart,
  refundPercent: tier.refundBasisPoints / 100,
}))

export const CancellationPolicy: GlobalConfig = {
  slug: 'cancellation-policy',
  label: 'Cancellation and reschedule rule',
  access: { read: isOperator, update: isOperator },
  admin: {
    group: 'Sales',
    description: `The default: ${describeCancellationRule(DEFAULT_CANCELLATION_RULE)}`,
  },
  fields: [
    {
      name: 'refundTiers',
      type: 'array',
      label: 'Refund tiers',
      labels: { singular: 'Tier', plural: 'Tiers' },
      minRows: 1,
      maxRows: 6,
      required: true,
      defaultValue: DEFAULT_TIERS,
      admin: {
        description:
          'From the earliest cancellation to the latest: cancelling at least this many hours before the start refunds this share. ' +
          'After the last tier, cancelling refunds nothing; once a booking has started it cannot be cancelled.',
      },
      validate: (value: unknown) => {
        const rows = Array.isArray(value) ? (value as { minHoursBeforeStart?: number; refundPercent?: number }[]) : []
        const checked = cancellationRuleFromSettings({ refundTiers: rows, rescheduleAllowed: false })
        return checked.ok ? true : checked.message
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'minHoursBeforeStart',
              type: 'number',
              required: true,
              min: 0,
              max: 24 * 365,
              label: 'Hours before the start (at least)',
            },
            { name: 'refundPercent', type: 'number', required: true, min: 0, max: 100, label: 'Refund (% of what was paid)' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'rescheduleAllowed',
          type: 'checkbox',
          defaultValue: DEFAULT_CANCELLATION_RULE.rescheduleMinHoursBeforeStart !== null,
          label: 'Customers may reschedule day passes and conference rooms',
        },
        {
          name: 'rescheduleMinHoursBeforeStart',
          type: 'number',
          min: 0,
          max: 24 * 365,
          defaultValue: DEFAULT_CANCELLATION_RULE.rescheduleMinHoursBeforeStart ?? 24,
          label: 'Reschedule until (hours before the start)',
        },
        {
          name: 'maxReschedules',
          type: 'number',
          min: 0,
          max: 10,
          defaultValue: DEFAULT_CANCELLATION_RULE.maxReschedules,
          label: 'Times one booking may be moved',
        },
      ],
    },
  ],
}
