// Demo customers, one in each state the account shows (README, 'Demo customers'). They log in with a one-time code
// read from the outbox (admin: Messaging → Outbox, or /dev/outbox on a local start).

const DAY = 24 * 60 * 60 * 1000

export interface SeedCustomer {
  name: string
  email: string
  phone: string
  accountType: 'customer' | 'admin-user' | 'black-listed-user' | 'existing-enterprise-user'
  kycStatus: 'NOT_STARTED' | 'PENDING' | 'VERIFIED' | 'REJECTED'
  /** Days from the seed until the loyalty pass ends; null: not a member. */
  loyaltyDaysLeft: number | null
  costSavedPaise?: number
  wifi?: { userName: string; password: string }
  companyName?: string
  /** Bundle credits: building code, purchased, used, days until expiry. */
  credits?: [string, number, number, number][]
  team?: { name: string; email?: string; phone?: string }[]
  /** The email is linked to a private-office membership (no day passes, bundles or conference rooms). */
  privateOfficeMember?: boolean
  /** Paid virtual-office documents (business registration, 12 months) whose KYC has not started. */
  voDocumentsAwaitingKyc?: number
}

export const DEMO_CUSTOMERS: SeedCustomer[] = [
  {
    name: 'Priya Sharma',
    email: 'priya.sharma@example.in',
    phone: '9845012345',
    accountType: 'customer',
    kycStatus: 'VERIFIED',
    loyaltyDaysLeft: 62,
    costSavedPaise: 184_600,
    wifi: { userName: 'priya.sharma', password: 'Indiranagar#4821' },
    companyName: 'Lattice Analytics LLP',
    credits: [
      ['BLR-IND-01', 10, 3, 80],
      ['BLR-IND-01', 5, 0, 45],
      ['MUM-BKC-01', 5, 1, 30],
    ],
    team: [
      { name: 'Arjun Nair', email: 'arjun.nair@example.in', phone: '9886054321' },
      { name: 'Sneha Kulkarni', email: 'sneha.k@example.in' },
    ],
  },
  {
    name: 'Rohan Mehta',
    email: 'rohan.mehta@example.in',
    phone: '9820098765',
    accountType: 'customer',
    kycStatus: 'PENDING',
    loyaltyDaysLeft: 9,
    costSavedPaise: 39_800,
  },
  {
    name: 'Ananya Gupta',
    email: 'ananya.gupta@example.in',
    phone: '9811076543',
    accountType: 'customer',
    kycStatus: 'NOT_STARTED',
    loyaltyDaysLeft: -4,
    costSavedPaise: 12_000,
  },
  {
    name: 'Vikram Singh',
    email: 'vikram.singh@example.in',
    phone: '9899011122',
    accountType: 'black-listed-user',
    kycStatus: 'NOT_STARTED',
    loyaltyDaysLeft: null,
  },
  {
    name: 'Kavya Reddy',
    email: 'kavya.reddy@example.in',
    phone: '9849033344',
    accountType: 'existing-enterprise-user',
    kycStatus: 'VERIFIED',
    loyaltyDaysLeft: null,
  },
  {
    // Books day passes for her team in the cart (no loyalty, no credits).
    name: 'Meera Iyer',
    email: 'meera.iyer@example.in',
    phone: '9845077788',
    accountType: 'customer',
    kycStatus: 'NOT_STARTED',
    loyaltyDaysLeft: null,
    team: [
      { name: 'Kiran Rao', email: 'kiran.rao@example.in' },
      { name: 'Farah Khan', email: 'farah.khan@example.in' },
    ],
  },
  {
    // Buys day passes end to end in the checkout browser test (a cart no other test touches).
    name: 'Aditya Menon',
    email: 'aditya.menon@example.in',
    phone: '9847066677',
    accountType: 'customer',
    kycStatus: 'NOT_STARTED',
    loyaltyDaysLeft: null,
  },
  {
    // Books a day pass with bundle credits she holds at Meridian Tower (the checkout browser test): nothing to pay, the
    // order is confirmed without the payment sheet, and her credits are one fewer.
    name: 'Lakshmi Natarajan',
    email: 'lakshmi.natarajan@example.in',
    phone: '9845044455',
    accountType: 'customer',
    kycStatus: 'NOT_STARTED',
    loyaltyDaysLeft: null,
    credits: [['BLR-IND-01', 5, 1, 120]],
  },
  {
    // Holds a conference room in the cart and reloads the page (the cart browser test): the hold comes back.
    name: 'Nikhil Bose',
    email: 'nikhil.bose@example.in',
    phone: '9845099911',
    accountType: 'customer',
    kycStatus: 'NOT_STARTED',
    loyaltyDaysLeft: null,
  },
  {
    // Buys a day pass and moves it to another date from Account → Orders (the reschedule browser test).
    name: 'Sameer Joshi',
    email: 'sameer.joshi@example.in',
    phone: '9845033322',
    accountType: 'customer',
    kycStatus: 'NOT_STARTED',
    loyaltyDaysLeft: null,
  },
  {
    // A private-office member: the cart refuses day passes, bundles and conference rooms with spec section 8's messages.
    name: 'Dev Malhotra',
    email: 'dev.malhotra@example.in',
    phone: '9810055566',
    accountType: 'customer',
    kycStatus: 'VERIFIED',
    loyaltyDaysLeft: null,
    privateOfficeMember: true,
  },
  {
    // Two paid virtual-office plans, KYC not started (the KYC browser test: a company to be incorporated with a logo,
    // 'PAN data not found' then directors by hand, and a reset).
    name: 'Sana Kapoor',
    email: 'sana.kapoor@example.in',
    phone: '9845077712',
    accountType: 'customer',
    kycStatus: 'NOT_STARTED',
    loyaltyDaysLeft: null,
    voDocumentsAwaitingKyc: 2,
  },
]

export const daysFromNow = (days: number, now = Date.now()) => new Date(now + days * DAY).toISOString()
