import type { IndianStateCode } from '@/domain/geo/indian-states'

// GST state codes: the two digits that open every GSTIN and name the place of supply on a tax invoice. The site keys
// states by their ISO 3166-2:IN code (src/domain/geo/indian-states.ts: buildings, cities, billing addresses); this
// table sits beside it and gives each state and union territory its GST code, the GST portal's own letters where they
// differ from ISO (CG, OD, TS, UK, DNHDD), and whether its state share of tax is SGST or UTGST (union territories
// without a legislature levy UTGST in place of SGST: UTGST Act 2017, section 7).
// Codes 25 (Daman and Diu, merged into 26 in 2020) and 28 (Andhra Pradesh before 2014) are legacy and not accepted;
// 97 is 'Other Territory' (offshore areas), which has no ISO code and is never a building's or billing address's state.

export type StateTaxName = 'SGST' | 'UTGST'

export interface GstState {
  /** Two digits, '01'–'38' or '97'. */
  gstCode: string
  /** The ISO 3166-2:IN code the rest of the site uses; null for 'Other Territory'. */
  isoCode: IndianStateCode | null
  /** The GST portal's letters (mostly equal to ISO). */
  gstAlpha: string
  name: string
  stateTax: StateTaxName
}

export const GST_STATES: readonly GstState[] = [
  { gstCode: '01', isoCode: 'JK', gstAlpha: 'JK', name: 'Jammu and Kashmir', stateTax: 'SGST' },
  { gstCode: '02', isoCode: 'HP', gstAlpha: 'HP', name: 'Himachal Pradesh', stateTax: 'SGST' },
  { gstCode: '03', isoCode: 'PB', gstAlpha: 'PB', name: 'Punjab', stateTax: 'SGST' },
  { gstCode: '04', isoCode: 'CH', gstAlpha: 'CH', name: 'Chandigarh', stateTax: 'UTGST' },
  { gstCode: '05', isoCode: 'UT', gstAlpha: 'UK', name: 'Uttarakhand', stateTax: 'SGST' },
  { gstCode: '06', isoCode: 'HR', gstAlpha: 'HR', name: 'Haryana', stateTax: 'SGST' },
  { gstCode: '07', isoCode: 'DL', gstAlpha: 'DL', name: 'Delhi', stateTax: 'SGST' },
  { gstCode: '08', isoCode: 'RJ', gstAlpha: 'RJ', name: 'Rajasthan', stateTax: 'SGST' },
  { gstCode: '09', isoCode: 'UP', gstAlpha: 'UP', name: 'Uttar Pradesh', stateTax: 'SGST' },
  { gstCode: '10', isoCode: 'BR', gstAlpha: 'BR', name: 'Bihar', stateTax: 'SGST' },
  { gstCode: '11', isoCode: 'SK', gstAlpha: 'SK', name: 'Sikkim', stateTax: 'SGST' },
  { gstCode: '12', isoCode: 'AR', gstAlpha: 'AR', name: 'Arunachal Pradesh', stateTax: 'SGST' },
  { gstCode: '13', isoCode: 'NL', gstAlpha: 'NL', name: 'Nagaland', stateTax: 'SGST' },
  { gstCode: '14', isoCode: 'MN', gstAlpha: 'MN', name: 'Manipur', stateTax: 'SGST' },
  { gstCode: '15', isoCode: 'MZ', gstAlpha: 'MZ', name: 'Mizoram', stateTax: 'SGST' },
  { gstCode: '16', isoCode: 'TR', gstAlpha: 'TR', name: 'Tripura', stateTax: 'SGST' },
  { gstCode: '17', isoCode: 'ML', gstAlpha: 'ML', name: 'Meghalaya', stateTax: 'SGST' },
  { gstCode: '18', isoCode: 'AS', gstAlpha: 'AS', name: 'Assam', stateTax: 'SGST' },
  { gstCode: '19', isoCode: 'WB', gstAlpha: 'WB', name: 'West Bengal', stateTax: 'SGST' },
  { gstCode: '20', isoCode: 'JH', gstAlpha: 'JH', name: 'Jharkhand', stateTax: 'SGST' },
  { gstCode: '21', isoCode: 'OR', gstAlpha: 'OD', name: 'Odisha', stateTax: 'SGST' },
  { gstCode: '22', isoCode: 'CT', gstAlpha: 'CG', name: 'Chhattisgarh', stateTax: 'SGST' },
  { gstCode: '23', isoCode: 'MP', gstAlpha: 'MP', name: 'Madhya Pradesh', stateTax: 'SGST' },
  { gstCode: '24', isoCode: 'GJ', gstAlpha: 'GJ', name: 'Gujarat', stateTax: 'SGST' },
  { gstCode: '26', isoCode: 'DH', gstAlpha: 'DNHDD', name: 'Dadra and Nagar Haveli and Daman and Diu', stateTax: 'UTGST' },
  { gstCode: '27', isoCode: 'MH', gstAlpha: 'MH', name: 'Maharashtra', stateTax: 'SGST' },
  { gstCode: '29', isoCode: 'KA', gstAlpha: 'KA', name: 'Karnataka', stateTax: 'SGST' },
  { gstCode: '30', isoCode: 'GA', gstAlpha: 'GA', name: 'Goa', stateTax: 'SGST' },
  { gstCode: '31', isoCode: 'LD', gstAlpha: 'LD', name: 'Lakshadweep', stateTax: 'UTGST' },
  { gstCode: '32', isoCode: 'KL', gstAlpha: 'KL', name: 'Kerala', stateTax: 'SGST' },
  { gstCode: '33', isoCode: 'TN', gstAlpha: 'TN', name: 'Tamil Nadu', stateTax: 'SGST' },
  { gstCode: '34', isoCode: 'PY', gstAlpha: 'PY', name: 'Puducherry', stateTax: 'SGST' },
  { gstCode: '35', isoCode: 'AN', gstAlpha: 'AN', name: 'Andaman and Nicobar Islands', stateTax: 'UTGST' },
  { gstCode: '36', isoCode: 'TG', gstAlpha: 'TS', name: 'Telangana', stateTax: 'SGST' },
  { gstCode: '37', isoCode: 'AP', gstAlpha: 'AP', name: 'Andhra Pradesh', stateTax: 'SGST' },
  { gstCode: '38', isoCode: 'LA', gstAlpha: 'LA', name: 'Ladakh', stateTax: 'UTGST' },
  { gstCode: '97', isoCode: null, gstAlpha: 'OT', name: 'Other Territory', stateTax: 'UTGST' },
]

const byGstCode = new Map(GST_STATES.map((s) => [s.gstCode, s]))
const byIsoCode = new Map(GST_STATES.filter((s) => s.isoCode !== null).map((s) => [s.isoCode as string, s]))

/** The state or union territory of a two-digit GST code ('29' → Karnataka), or undefined for legacy and unknown codes. */
export function gstStateByCode(gstCode: string): GstState | undefined {
  return byGstCode.get(gstCode)
}

/** The GST entry of a state given by its ISO code ('KA' → 29), or undefined when the code is not an Indian state. */
export function gstStateForIsoCode(isoCode: string): GstState | undefined {
  return byIsoCode.get(isoCode)
}
