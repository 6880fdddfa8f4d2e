import { describe, expect, it } from 'vitest'
import { INDIAN_STATES } from '@/domain/geo/indian-states'
import { checkGstinForState, gstinCheckCharacter, INVALID_GSTIN_MESSAGE, isValidGstin, normaliseGstin } from '@/domain/gst/gstin'
import { GST_STATES, gstStateByCode, gstStateForIsoCode } from '@/domain/gst/state-codes'
import { placeOfSupplyForBuilding, sumLineTaxes, taxOfLine } from '@/domain/gst/tax'
import { paise } from '@/domain/money'

const withCheck = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`

describe('GST state codes beside the ISO codes', () => {
  it('every state and union territory of the site has one GST code, under the same name', () => {
    for (const state of INDIAN_STATES) {
      const gst = gstStateForIsoCode(state.code)
      expect(gst, state.code).toBeDefined()
      expect(gst!.name).toBe(state.name)
    }
    expect(GST_STATES.filter((s) => s.isoCode !== null)).toHaveLength(INDIAN_STATES.length)
  })

  it('codes are unique', () => {
    expect(new Set(GST_STATES.map((s) => s.gstCode)).size).toBe(GST_STATES.length)
  })

  it.each<[string, string, string, string, 'SGST' | 'UTGST']>([
    ['01', 'JK', 'JK', 'Jammu and Kashmir', 'SGST'],
    ['04', 'CH', 'CH', 'Chandigarh', 'UTGST'],
    ['05', 'UT', 'UK', 'Uttarakhand', 'SGST'],
    ['06', 'HR', 'HR', 'Haryana', 'SGST'],
    ['07', 'DL', 'DL', 'Delhi', 'SGST'],
    ['09', 'UP', 'UP', 'Uttar Pradesh', 'SGST'],
    ['21', 'OR', 'OD', 'Odisha', 'SGST'],
    ['22', 'CT', 'CG', 'Chhattisgarh', 'SGST'],
    ['26', 'DH', 'DNHDD', 'Dadra and Nagar Haveli and Daman and Diu', 'UTGST'],
    ['27', 'MH', 'MH', 'Maharashtra', 'SGST'],
    ['29', 'KA', 'KA', 'Karnataka', 'SGST'],
    ['31', 'LD', 'LD', 'Lakshadweep', 'UTGST'],
    ['33', 'TN', 'TN', 'Tamil Nadu', 'SGST'],
    ['34', 'PY', 'PY', 'Puducherry', 'SGST'],
    ['35', 'AN', 'AN', 'Andaman and Nicobar Islands', 'UTGST'],
    ['36', 'TG', 'TS', 'Telangana', 'SGST'],
    ['37', 'AP', 'AP', 'Andhra Pradesh', 'SGST'],
    ['38', 'LA', 'LA', 'Ladakh', 'UTGST'],
  ])('%s is %s (%s, GST %s): %s, %s', (gstCode, isoCode, gstAlpha, name, stateTax) => {
    expect(gstStateByCode(gstCode)).toEqual({ gstCode, isoCode, gstAlpha, name, stateTax })
    expect(gstStateForIsoCode(isoCode)?.gstCode).toBe(gstCode)
  })

  it.each(['25', '28', '00', '39', '99'])('%s is no current state', (code) => {
    expect(gstStateByCode(code)).toBeUndefined()
  })

  it('97 is Other Territory, with no ISO code', () => {
    expect(gstStateByCode('97')).toMatchObject({ name: 'Other Territory', isoCode: null })
  })
})

describe('GSTIN: format and check character', () => {
  it('computes the published test vector 27AAPFU0939F1ZV', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V')
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true)
  })

  it.each<[string, string, boolean]>([
    ['the test vector', '27AAPFU0939F1ZV', true],
    ['lower case and spaces forgiven', ' 27aapfu0939f1zv ', true],
    ['a wrong check character', '27AAPFU0939F1ZW', false],
    ['two characters swapped', '27AAPFU0939F1VZ', false],
    ['a digit changed in the PAN', '27AAPFU0938F1ZV', false],
    ['14 characters', '27AAPFU0939F1Z', false],
    ['16 characters', '27AAPFU0939F1ZVX', false],
    ['no Z in 14th place', withCheck('27AAPFU0939F1Y'), false],
    ['entity number 0', withCheck('27AAPFU0939F0Z'), false],
    ['PAN of the wrong shape', withCheck('27AAPF10939F1Z'), false],
    ['Karnataka with its check character', withCheck('29AAACL1234F1Z'), true],
    ['legacy code 28 (Andhra Pradesh before 2014)', withCheck('28AAPFU0939F1Z'), false],
    ['legacy code 25 (Daman and Diu before 2020)', withCheck('25AAPFU0939F1Z'), false],
    ['no such state 45', withCheck('45AAPFU0939F1Z'), false],
    ['Other Territory 97', withCheck('97AAPFU0939F1Z'), true],
    ['empty', '', false],
  ])('%s: %s → %s', (_name, value, ok) => {
    expect(isValidGstin(value)).toBe(ok)
  })

  it('is upper-cased and stripped of spaces before it is checked or saved', () => {
    expect(normaliseGstin(' 27aa pfu0939f1zv ')).toBe('27AAPFU0939F1ZV')
  })
})

describe('GSTIN and the billing state', () => {
  it.each<[string, string, string, ReturnType<typeof checkGstinForState>]>([
    ['Maharashtra GSTIN, Maharashtra address', '27aapfu0939f1zv', 'MH', { ok: true, gstin: '27AAPFU0939F1ZV', gstCode: '27' }],
    [
      'Maharashtra GSTIN, Karnataka address',
      '27AAPFU0939F1ZV',
      'KA',
      {
        ok: false,
        reason: 'state-mismatch',
        message:
          'This GSTIN is registered in Maharashtra, but the billing state is Karnataka. Choose Maharashtra as the billing state or enter a GSTIN registered in Karnataka.',
      },
    ],
    [
      'Telangana GSTIN (36), Telangana address (TG)',
      withCheck('36AAPFU0939F1Z'),
      'TG',
      { ok: true, gstin: withCheck('36AAPFU0939F1Z'), gstCode: '36' },
    ],
    ['an invalid GSTIN', '27AAPFU0939F1ZW', 'MH', { ok: false, reason: 'invalid', message: INVALID_GSTIN_MESSAGE }],
  ])('%s', (_name, gstin, state, expected) => {
    expect(checkGstinForState(gstin, state)).toEqual(expected)
  })
})

describe('GST on a line', () => {
  it.each<[number, number, number]>([
    [100_00, 9_00, 18_00],
    [499_00, 44_91, 89_82],
    [499_50, 44_96, 89_92],
    [1, 0, 0],
    [6, 1, 2],
    [0, 0, 0],
  ])('%i paise taxable → CGST %i, SGST the same, tax %i', (taxable, cgst, tax) => {
    expect(taxOfLine(paise(taxable))).toEqual({ taxablePaise: taxable, cgstPaise: cgst, stateTaxPaise: cgst, taxPaise: tax })
  })

  it('totals are the sums of the lines', () => {
    expect(sumLineTaxes([taxOfLine(paise(499_50)), taxOfLine(paise(499_50))])).toEqual({
      taxablePaise: 999_00,
      cgstPaise: 89_92,
      stateTaxPaise: 89_92,
      taxPaise: 179_84,
    })
  })

  it('the place of supply is the building’s state', () => {
    expect(placeOfSupplyForBuilding('KA')).toEqual({ isoCode: 'KA', gstCode: '29', name: 'Karnataka', stateTax: 'SGST' })
    expect(placeOfSupplyForBuilding('ZZ')).toBeUndefined()
  })
})
