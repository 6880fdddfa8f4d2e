import type { GlobalConfig } from 'payload'
import { isOperator } from '../access'
import { revalidateSiteGlobal } from '../hooks/revalidate'

// The VO config (spec section 3): served by GET /api/v1/configs?type=vo to callers with a valid signature header
// (src/server/security/query-signature.ts). Customers never read the global itself.
export const VoConfig: GlobalConfig = {
  slug: 'vo-config',
  label: 'Virtual-office settings',
  access: { read: isOperator, update: isOperator },
  // The virtual-office page asks for the proposed company name when the check is on.
  hooks: { afterChange: [revalidateSiteGlobal] },
  admin: { group: 'Catalogue' },
  fields: [
    {
      name: 'doCheckCompanyNameBeforePurchase',
      type: 'checkbox',
      defaultValue: false,
      label: 'Check the proposed company name before payment',
      admin: {
        description:
          'The plan chooser asks for the proposed company name, and checkout refuses a name that is registered already or too ' +
          'close to a registered one (through the company KYC lookup).',
      },
    },
  ],
}
