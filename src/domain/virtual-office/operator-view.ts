import type { OperatorMoveOption } from './operator-moves'
import type { VoHistoryEntry } from './transitions'

// What an operator sees of a virtual-office document in the admin: made on the server
// (src/server/virtual-office/get-operator-document.ts), shown by the panel (src/cms/components/VoDocumentOperatorPanel.client.tsx).
// Every identity number in it is masked; encrypted values never leave the server.

export interface OperatorDocumentView {
  id: string
  title: string | null
  status: string
  statusLabel: string
  dashboardState: string
  totalKycComplete: boolean
  unIncorporatedRegistration: boolean
  kycRequest: { reason: string; requestedAt: string; by: string } | null
  history: (Omit<VoHistoryEntry, 'actor'> & { actor: string })[]
  company: {
    source: string
    pan: string
    cin: string
    name: string
    gstin: string | null
    directors: { din: string; name: string; designation: string | null }[]
  } | null
  proposedCompany: {
    name: string
    natureOfFirm: string
    directors: { id: string; name: string; din: string | null; pan: string | null }[]
  } | null
  logoFileId: string | null
  directorsKyc: {
    id: string
    name: string
    din: string | null
    pan: string | null
    identity: { type: string; number: string; fileId: string }
    verifiedAt: string
  }[]
  moves: OperatorMoveOption[]
}
