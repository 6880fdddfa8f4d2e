// `node --import tsx scripts/make-phone-metadata.ts`: rewrites src/domain/forms/phone-metadata-in.json, the India-only
// slice of libphonenumber-js's full metadata. The browser form validates phone numbers with it, so it ships 5 kB of
// metadata instead of the whole world's 150 kB. Run it after upgrading libphonenumber-js.
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const full = require('libphonenumber-js/metadata.max.json') as {
  version: number
  country_calling_codes: Record<string, string[]>
  countries: Record<string, unknown>
}
const india = { version: full.version, country_calling_codes: { '91': ['IN'] }, countries: { IN: full.countries.IN }, nonGeographic: {} }
const target = path.resolve(import.meta.dirname, '../src/domain/forms/phone-metadata-in.json')
writeFileSync(target, JSON.stringify(india) + '\n')
console.log(`Wrote ${target}`)
