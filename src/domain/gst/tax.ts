import { percentOfPaise, sumPaise, type Paise } from '@/domain/money'
import { gstStateForIsoCode, type StateTaxName } from './state-codes'

// GST on what the cart sells. Every product is workspace in a building: SAC 997212 (rental or leasing of own or
// leased non-residential property) at 18%. The place of supply of a service directly related to immovable property is
// where the property is (IGST Act section 12(3)), so tax is always intra-state in the building's state: CGST 9% plus
// SGST 9% (UTGST 9% in a union territory without a legislature), whatever state the buyer or their GSTIN is in.
//
// Rounding: tax is computed per invoice line, CGST and the state share each 9% of the line's taxable value rounded to
// the nearest paisa, halves up. The invoice's tax totals are the sums of its lines, so every printed line adds up to the
// printed total and CGST always equals the state share. (A total taxed in one go could differ by a paisa or two.)

export const SAC_WORKSPACE = '997212'
export const GST_RATE_BASIS_POINTS = 1800
export const CGST_RATE_BASIS_POINTS = 900
export const STATE_TAX_RATE_BASIS_POINTS = 900

export interface PlaceOfSupply {
  /** ISO code, as buildings store their state. */
  isoCode: string
  gstCode: string
  name: string
  /** SGST in a state (and Delhi, Puducherry), UTGST in a union territory without a legislature. */
  stateTax: StateTaxName
}

/** The place of supply of a building's workspace: its own state. Undefined when the building's state code is unknown. */
export function placeOfSupplyForBuilding(buildingStateIsoCode: string): PlaceOfSupply | undefined {
  const state = gstStateForIsoCode(buildingStateIsoCode)
  if (!state) return undefined
  return { isoCode: buildingStateIsoCode, gstCode: state.gstCode, name: state.name, stateTax: state.stateTax }
}

export interface LineTax {
  taxablePaise: Paise
  cgstPaise: Paise
  /** SGST or UTGST, as the place of supply says. */
  stateTaxPaise: Paise
  taxPaise: Paise
}

/** CGST 9% and SGST/UTGST 9% of one line's taxable value, each rounded to the paisa. */
export function taxOfLine(taxablePaise: Paise): LineTax {
  const cgstPaise = percentOfPaise(taxablePaise, CGST_RATE_BASIS_POINTS)
  const stateTaxPaise = percentOfPaise(taxablePaise, STATE_TAX_RATE_BASIS_POINTS)
  return { taxablePaise, cgstPaise, stateTaxPaise, taxPaise: sumPaise(cgstPaise, stateTaxPaise) }
}

/** The invoice's totals: sums of the lines, never a tax on the sum. */
export function sumLineTaxes(lines: readonly LineTax[]): LineTax {
  return {
    taxablePaise: sumPaise(...lines.map((l) => l.taxablePaise)),
    cgstPaise: sumPaise(...lines.map((l) => l.cgstPaise)),
    stateTaxPaise: sumPaise(...lines.map((l) => l.stateTaxPaise)),
    taxPaise: sumPaise(...lines.map((l) => l.taxPaise)),
  }
}
