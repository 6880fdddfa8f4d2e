import type { Cart } from '@/domain/cart/types'
import { NAME_REQUIRED_MESSAGE, nameTakenMessage, nameTooCloseMessage } from '@/domain/kyc/company-name'
import { selectCompanyLookup, type CompanyLookupAdapter } from '@/integrations/kyc'
import { ApiError } from '../api/errors'
import { readVoConfig } from './get-vo-config'

// Before a virtual-office plan is paid for: when the VO config's doCheckCompanyNameBeforePurchase is on (admin:
// Catalogue → Virtual-office settings), the proposed company name given with the plan must be registrable, as the KYC
// adapter sees it (src/integrations/kyc: the demo registry, or the vendor's name search). Checkout refuses with 409
// and the reason; a source that offers no name search lets the payment go on (the registrar checks at registration).

export async function assertProposedCompanyNameRegistrable(
  cart: Pick<Cart, 'virtualOffice'>,
  adapter: CompanyLookupAdapter = selectCompanyLookup(),
): Promise<void> {
  if (!cart.virtualOffice) return
  if (!(await readVoConfig()).doCheckCompanyNameBeforePurchase) return
  const name = cart.virtualOffice.proposedCompanyName?.trim()
  if (!name) throw new ApiError('conflict', NAME_REQUIRED_MESSAGE)
  const result = await adapter.checkNameAvailability(name)
  switch (result.status) {
    case 'taken':
      throw new ApiError('conflict', nameTakenMessage(name, result.registeredName))
    case 'too-close':
      throw new ApiError('conflict', nameTooCloseMessage(name, result.registeredName))
    case 'unavailable':
      throw new ApiError('service_unavailable', result.message)
    case 'unchecked':
    case 'available':
      return
  }
}
