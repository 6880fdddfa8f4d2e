import type { NumberField } from 'payload'

/** An amount in integer paise (₹1 = 100 paise). */
export function paiseField(name: string, label: string, required = true): NumberField {
  return {
    name,
    label: `${label} (paise)`,
    type: 'number',
    required,
    min: 0,
    admin: { description: 'In paise: ₹799.00 is 79900.', step: 100 },
    validate: (value: number | null | undefined) => {
      if (value === null || value === undefined) return required ? 'Enter an amount.' : true
      return Number.isSafeInteger(value) && value >= 0 ? true : 'Enter a whole number of paise (no decimals).'
    },
  }
}
