import type { CollectionConfig } from 'payload'
import { isOperator } from '../access'

// First-party analytics (POST /api/analytics/collect): one row per event, with its page type. Nothing personal is kept
// (the collector filters properties). Operators see counts per event and page type above the list.
const nobody = () => false

export const AnalyticsEvents: CollectionConfig = {
  slug: 'analytics-events',
  labels: { singular: 'Analytics event', plural: 'Analytics' },
  access: { read: isOperator, create: nobody, update: nobody, delete: isOperator },
  defaultSort: '-occurredAt',
  admin: {
    group: 'Insights',
    useAsTitle: 'event',
    defaultColumns: ['event', 'pageType', 'path', 'occurredAt'],
    description: 'Events from the site, newest first. The table above counts them per event and page type over the last 30 days.',
    components: { beforeListTable: ['/cms/components/AnalyticsSummary#AnalyticsSummary'] },
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'event', type: 'text', required: true, index: true },
        { name: 'pageType', type: 'text', required: true, index: true },
        { name: 'occurredAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'path', type: 'text' },
    { name: 'clientId', type: 'text' },
    { name: 'properties', type: 'json' },
  ],
}
