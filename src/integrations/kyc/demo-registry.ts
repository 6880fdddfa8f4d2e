import type { IsoDate } from '@/domain/calendar/business-date'
import { isCinOrLlpin, isPan, normaliseIdentifier, normaliseRegistrationNumber } from '@/domain/kyc/identifiers'
import { compareCompanyNames } from '@/domain/kyc/company-name'
import {
  companyKindOf,
  notFound,
  type CompanyDirector,
  type CompanyKind,
  type CompanyLookupAdapter,
  type CompanyRecord,
  type NameCheckResult,
} from './types'

// The built-in company lookup: a small registry of demo companies, so the incorporated KYC flow runs on one machine
// with no vendor. The companies, their numbers and their directors are fictional; each number has the right format
// (a company's PAN has C as its 4th letter, an LLP's F, a proprietor's P; CIN years match the incorporation dates).
// Any other PAN or CIN answers 'PAN data not found', which opens manual entry of directors.

interface DemoCompany {
  companyName: string
  pan: string
  cin: string | null
  incorporationDate: IsoDate | null
  status: string
  kind?: CompanyKind
  directors: CompanyDirector[]
}

const d = (din: string | null, name: string, designation: string): CompanyDirector => ({ din, name, designation })

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    companyName: 'Kaveri Spice Traders Private Limited',
    pan: 'AAKCK4821M',
    cin: 'U47211KA2019PTC124587',
    incorporationDate: '2019-06-14',
    status: 'ACTIVE',
    directors: [d('08451276', 'Ramesh Gowda', 'Managing Director'), d('08451277', 'Lakshmi Ramesh', 'Director')],
  },
  {
    companyName: 'Nimbus Ledger Technologies Private Limited',
    pan: 'AAGCN7305Q',
    cin: 'U62099MH2021PTC358912',
    incorporationDate: '2021-03-08',
    status: 'ACTIVE',
    directors: [
      d('09087123', 'Aditya Kulkarni', 'Director'),
      d('09087124', 'Sneha Joshi', 'Director'),
      d('09412376', 'Farhan Qureshi', 'Whole-time Director'),
    ],
  },
  {
    companyName: 'Saffron Loom Textiles Private Limited',
    pan: 'AAHCS2194L',
    cin: 'U13920GJ2016PTC093418',
    incorporationDate: '2016-11-22',
    status: 'ACTIVE',
    directors: [d('07658234', 'Hitesh Patel', 'Managing Director'), d('07658235', 'Kinjal Patel', 'Director')],
  },
  {
    companyName: 'Brightpath Learning Private Limited',
    pan: 'AAJCB6638F',
    cin: 'U85499DL2020PTC371245',
    incorporationDate: '2020-09-01',
    status: 'ACTIVE',
    directors: [d('08867450', 'Meera Khanna', 'Director'), d('08867451', 'Arjun Bhatia', 'Director')],
  },
  {
    companyName: 'Coastal Crate Logistics Private Limited',
    pan: 'AAFCC9012D',
    cin: 'U52291TN2018PTC125634',
    incorporationDate: '2018-02-19',
    status: 'ACTIVE',
    directors: [d('08034519', 'Karthik Subramanian', 'Director'), d('08034520', 'Divya Narayanan', 'Director')],
  },
  {
    companyName: 'Greenleaf Agritech (OPC) Private Limited',
    pan: 'AAKCG5517H',
    cin: 'U01100UP2022OPC165432',
    incorporationDate: '2022-07-05',
    status: 'ACTIVE',
    directors: [d('09654321', 'Saurabh Tiwari', 'Director')],
  },
  {
    companyName: 'Deccan Byte Systems Private Limited',
    pan: 'AAECD3907P',
    cin: 'U62011TG2017PTC119876',
    incorporationDate: '2017-05-29',
    status: 'ACTIVE',
    directors: [d('07812345', 'Srinivas Reddy', 'Managing Director'), d('07812346', 'Anjali Rao', 'Director')],
  },
  {
    companyName: 'Hillcrest Consulting Private Limited',
    pan: 'AADCH3348R',
    cin: 'U74140HR2014PTC052876',
    incorporationDate: '2014-04-10',
    status: 'STRIKE OFF',
    directors: [d('06845123', 'Vikas Malhotra', 'Director')],
  },
  {
    companyName: 'Tidewater Design Studio LLP',
    pan: 'AAOFT4471K',
    cin: 'AAK-4521',
    incorporationDate: '2017-08-30',
    status: 'ACTIVE',
    directors: [d('07923456', 'Nikhil Menon', 'Designated Partner'), d('07923457', 'Ananya Pillai', 'Designated Partner')],
  },
  {
    companyName: 'Redstone Analytics LLP',
    pan: 'AAQFR8812B',
    cin: 'ABD-7788',
    incorporationDate: '2023-01-16',
    status: 'ACTIVE',
    directors: [d('09876543', 'Sameer Deshpande', 'Designated Partner'), d('09876544', 'Pooja Iyer', 'Designated Partner')],
  },
  {
    companyName: 'Sharma Print House',
    pan: 'BVKPS4417N',
    cin: null,
    incorporationDate: null,
    status: 'ACTIVE',
    kind: 'proprietorship',
    directors: [d(null, 'Rajesh Sharma', 'Proprietor')],
  },
]

function toRecord(company: DemoCompany): CompanyRecord {
  return {
    companyName: company.companyName,
    kind: company.kind ?? companyKindOf(company.cin),
    pan: company.pan,
    cin: company.cin,
    incorporationDate: company.incorporationDate,
    status: company.status,
    directors: company.directors.map((director) => ({ ...director })),
    source: 'demo',
  }
}

export function createDemoCompanyLookup(companies: readonly DemoCompany[] = DEMO_COMPANIES): CompanyLookupAdapter {
  const byPan = new Map(companies.map((c) => [c.pan, c]))
  const byCin = new Map(companies.filter((c) => c.cin !== null).map((c) => [c.cin!, c]))
  return {
    name: 'demo',
    async checkNameAvailability(name) {
      // Every name on the registry counts, struck off or not: the registrar keeps those names too.
      let closest: NameCheckResult = { status: 'available' }
      for (const company of companies) {
        const comparison = compareCompanyNames(name, company.companyName)
        if (comparison === 'identical') return { status: 'taken', registeredName: company.companyName }
        if (comparison === 'too-close') closest = { status: 'too-close', registeredName: company.companyName }
      }
      return closest
    },
    async findByPan(pan) {
      const key = normaliseIdentifier(pan)
      const company = isPan(key) ? byPan.get(key) : undefined
      return company ? { status: 'found', company: toRecord(company) } : notFound()
    },
    async findByCin(cin) {
      const key = normaliseRegistrationNumber(cin)
      const company = isCinOrLlpin(key) ? byCin.get(key) : undefined
      return company ? { status: 'found', company: toRecord(company) } : notFound()
    },
  }
}
