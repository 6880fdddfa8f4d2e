// Amounts in words with Indian numbering (thousand, lakh, crore), as Indian tax invoices and receipts print them:
// 1,23,45,678.90 → 'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only'.

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!
  const ones = n % 10
  return ones === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[ones]}`
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  return [hundreds > 0 ? `${ONES[hundreds]} Hundred` : '', rest > 0 ? belowHundred(rest) : ''].filter(Boolean).join(' ')
}

/** A whole number in words, Indian style: 150000 → 'One Lakh Fifty Thousand'; 0 → 'Zero'. Crores repeat: 100 crore and up. */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`)
  if (n === 0) return 'Zero'
  const crore = Math.floor(n / 10_000_000)
  const lakh = Math.floor((n % 10_000_000) / 100_000)
  const thousand = Math.floor((n % 100_000) / 1_000)
  const rest = n % 1_000
  return [
    crore > 0 ? `${numberInIndianWords(crore)} Crore` : '',
    lakh > 0 ? `${belowHundred(lakh)} Lakh` : '',
    thousand > 0 ? `${belowHundred(thousand)} Thousand` : '',
    rest > 0 ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** Paise in words: 117882 → 'Rupees One Thousand One Hundred Seventy-Eight and Eighty-Two Paise Only'. */
export function amountInWords(amountPaise: number): string {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError(`Not an amount in paise: ${amountPaise}`)
  const rupees = Math.floor(amountPaise / 100)
  const paise = amountPaise % 100
  const paisePart = paise === 0 ? '' : `${belowHundred(paise)} ${paise === 1 ? 'Paisa' : 'Paise'}`
  if (rupees === 0 && paise > 0) return `${paisePart} Only`
  return `Rupees ${numberInIndianWords(rupees)}${paisePart ? ` and ${paisePart}` : ''} Only`
}
