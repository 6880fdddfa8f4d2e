import type { GlobalConfig } from 'payload'
import { isOperator } from '../access'

// The VO config (spec section 3): served by GET /api/v1/configs?type=vo to callers with a valid signature header
// (src/server/security/query-signature.ts). Customers never read the global itself.
export const VoConfig: GlobalConfig = {
  slug: 'vo-config',
  label: 'Virtual-office settings',
  access: { read: isOperator, update: isOperator },
  admin: { group: 'Catalogue' },
  fields: [
    {
      name: 'doCheckCompanyNameBeforePurchase',
      type: 'checkbox',
      defaultValue: false,
      label: 'Check the proposed company name before payment',
    },
  ],
}
