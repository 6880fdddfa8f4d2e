// Site-wide demo settings: menus, footer, settings and the lead form.
import type { SeedCity } from './types'
import { ENQUIRY_PRODUCTS } from '../../src/domain/leads/enquiry-products'

export const SITE_NAME = 'Sthana Workspaces'
export const SUPPORT_PHONE = '1800 266 4545'
/** The sales team's WhatsApp (fictional): click-to-chat beside the phone number in the header and footer. */
export const WHATSAPP_NUMBER = '+91 98450 26645'
export const SUPPORT_EMAIL = 'hello@sthanaworkspaces.in'
export const ALL_ACCESS_PLUS_EMAIL = 'allaccess@sthanaworkspaces.in'

/** The enquiry product options of spec section 9, as the site settings and the lead form's choices. */
export const ENQUIRY_PRODUCT_OPTIONS = ENQUIRY_PRODUCTS.map(({ label, value }) => ({ label, value }))

type Item = { title: string; href?: string; icon?: string; description?: string; isLive?: boolean; action?: string; menus?: Item[] }

export function headerItems(cities: SeedCity[]): Item[] {
  return [
    {
      title: 'Workspaces',
      icon: 'workspaces',
      description: 'Offices, passes and services for every way of working',
      menus: [
        {
          title: 'Private Office Space',
          href: '/workspaces/private-office-space',
          icon: 'private-office',
          description: 'Furnished, lockable offices for teams of 2 to 50',
        },
        {
          title: 'On Demand',
          href: '/workspaces/on-demand',
          icon: 'on-demand',
          description: 'Day passes, meeting rooms and bundles, by the day or hour',
        },
        {
          title: 'All Access Plus',
          href: '/workspaces/all-access-plus',
          icon: 'all',
          description: 'One monthly membership, every Sthana building',
        },
        {
          title: 'Virtual Office',
          href: '/workspaces/virtual-office',
          icon: 'virtual-office',
          description: 'A registered business address with GST support',
        },
        {
          title: 'On Demand for Business',
          href: '/workspaces/on-demand-business',
          icon: 'on-demand',
          description: 'Shared credits and one GST invoice for your team',
        },
        { title: 'Enterprise', href: '/enterprise', icon: 'enterprise', description: 'Managed and custom-built offices' },
        { title: 'Labs', href: '/labs', icon: 'labs', description: 'Flexible lab and R&D space' },
        { title: 'Studios', href: '/studios', icon: 'studios', description: 'Podcast, photo and video studios by the hour' },
        { title: 'Events', href: '/events', icon: 'events', description: 'Venues for launches, offsites and meetups' },
        { title: 'Business Solutions', href: '/business-solutions', icon: 'company', description: 'Payroll, IT and legal add-ons' },
        { title: 'Workplace', href: '/workplace', icon: 'enterprise', description: 'Run your own office with our workplace app' },
        { title: 'Advertise', href: '/advertise', icon: 'offer', description: 'Reach our member community' },
        { title: 'All Solutions', href: '/workspaces', icon: 'all', description: 'Compare every way to work with us' },
      ],
    },
    {
      title: 'Locations',
      icon: 'city',
      description: 'Eight cities, one membership',
      menus: cities.map((c) => ({ title: c.name, href: `/${c.handle}`, icon: 'city', description: c.tagline })),
    },
    {
      title: 'On Demand',
      href: '/workspaces/on-demand',
      icon: 'on-demand',
      menus: [
        { title: 'Day Pass', href: '/workspaces/on-demand/day-pass', description: 'A desk for the day, from ₹499' },
        { title: 'Conference Room', href: '/workspaces/on-demand/conference-room', description: 'Book a room by the hour' },
        { title: 'Loyalty Program', href: '/workspaces/on-demand/loyalty-program', description: '20% off every booking' },
        { title: 'Refer a Friend', href: '/workspaces/on-demand/refer', description: 'Give and get a free meeting-room hour' },
      ],
    },
    { title: 'Virtual Office', href: '/workspaces/virtual-office', icon: 'virtual-office' },
    { title: 'Enterprise', href: '/enterprise', icon: 'enterprise' },
    {
      title: 'Company',
      icon: 'company',
      menus: [
        { title: 'Blogs', href: '/blogs' },
        { title: 'Careers', href: '/careers' },
        { title: 'Amenities', href: '/amenities' },
        { title: 'Impact', href: '/impact' },
        { title: 'Referrals', href: '/referrals' },
        { title: 'Brokers', href: '/brokers' },
      ],
    },
    {
      title: 'Partners',
      icon: 'company',
      menus: [
        { title: 'Landlords', href: '/partners/landlords' },
        { title: 'Channel Partners', href: '/partners/channel' },
      ],
    },
    { title: 'Festive Offer', href: '/festiveoffer', icon: 'offer', description: 'Up to 30% off private offices' },
    { title: 'Support', href: '/support', icon: 'support' },
    {
      title: 'Member App',
      href: '/workplace',
      icon: 'workspaces',
      isLive: false,
      description: 'Shown once the member app launches in all cities',
    },
  ]
}

export const GUIDED_PRODUCTS = [
  { handle: 'private-office-space', title: 'Private office' },
  { handle: 'co-working-space', title: 'Co-working space' },
  { handle: 'virtual-office', title: 'Virtual office' },
  { handle: 'events-and-shoots', title: 'Events and shoots' },
]

export function footerMenus(cities: SeedCity[]) {
  return [
    {
      title: 'Solutions',
      links: [
        { title: 'Private Office Space', href: '/workspaces/private-office-space' },
        { title: 'Day Pass', href: '/workspaces/on-demand/day-pass' },
        { title: 'Conference Room', href: '/workspaces/on-demand/conference-room' },
        { title: 'On Demand', href: '/workspaces/on-demand' },
        { title: 'On Demand for Business', href: '/workspaces/on-demand-business' },
        { title: 'All Access Plus', href: '/workspaces/all-access-plus' },
        { title: 'Virtual Office', href: '/workspaces/virtual-office' },
        { title: 'Enterprise', href: '/enterprise' },
        { title: 'Labs', href: '/labs' },
        { title: 'Studios', href: '/studios' },
        { title: 'Events', href: '/events' },
        { title: 'Business Solutions', href: '/business-solutions' },
        { title: 'Workplace', href: '/workplace' },
        { title: 'Advertise', href: '/advertise' },
        { title: 'All Solutions', href: '/workspaces' },
      ],
    },
    { title: 'Cities', links: cities.map((c) => ({ title: `Workspaces in ${c.name}`, href: `/${c.handle}` })) },
    {
      title: 'Find your workspace',
      links: GUIDED_PRODUCTS.map((p) => ({ title: p.title, href: `/guided-selling/${p.handle}/${cities[0]?.handle ?? 'bangalore'}` })),
    },
    {
      title: 'Company',
      links: [
        { title: 'Blogs', href: '/blogs' },
        { title: 'Careers', href: '/careers' },
        { title: 'Brokers', href: '/brokers' },
        { title: 'Impact', href: '/impact' },
        { title: 'Referrals', href: '/referrals' },
        { title: 'Amenities', href: '/amenities' },
        { title: 'Landlords', href: '/partners/landlords' },
        { title: 'Channel Partners', href: '/partners/channel' },
      ],
    },
    {
      title: 'Members',
      links: [
        { title: 'My account', href: '/account' },
        { title: 'Virtual office KYC', href: '/workspaces/virtual-office/kyc' },
        { title: 'Loyalty Program', href: '/workspaces/on-demand/loyalty-program' },
        { title: 'Refer a Friend', href: '/workspaces/on-demand/refer' },
        { title: 'Festive Offer', href: '/festiveoffer' },
      ],
    },
    {
      title: 'Help',
      links: [
        { title: 'Support', href: '/support' },
        { title: 'Terms and Conditions', href: '/policies/terms-and-conditions' },
        { title: 'Privacy Policy', href: '/policies/privacy' },
        { title: 'Equal Opportunity Statement', href: '/policies/equal-opportunity-statement' },
      ],
    },
  ]
}

const NAME_PATTERN = "^[A-Za-z.']+(?: [A-Za-z.']+)*$"
const EMAIL_PATTERN = '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,10}$'

export function leadFormFields(cities: SeedCity[]) {
  return [
    {
      name: 'full_name',
      customName: 'Full name',
      type: 'text',
      required: true,
      column: 'half',
      placeholder: 'Your name',
      validations: [
        { key: 'pattern', pattern: NAME_PATTERN, message: 'Use letters, dots and apostrophes, with single spaces between words' },
        { key: 'maxLength', value: 80, message: 'Keep the name under 80 characters' },
      ],
    },
    {
      name: 'email',
      customName: 'Work email',
      type: 'email',
      required: true,
      column: 'half',
      pattern: EMAIL_PATTERN,
      message: 'Enter a valid email address',
    },
    { name: 'phone', customName: 'Phone number', type: 'phone', required: true, column: 'half', placeholder: '10-digit mobile number' },
    { name: 'company_name', customName: 'Company', type: 'text', required: false, column: 'half' },
    {
      name: 'workspace_type',
      customName: 'What are you looking for?',
      type: 'select',
      required: true,
      column: 'half',
      options: ENQUIRY_PRODUCT_OPTIONS,
    },
    {
      name: 'desks_required',
      customName: 'Desks required',
      type: 'select',
      required: true,
      column: 'half',
      dependentOn: 'workspace_type',
      dependentFor: ['private-office-space', 'all-access', 'workplace'],
      options: [
        { label: '1 to 10', value: '1-10' },
        { label: '11 to 50', value: '11-50' },
        { label: '51 to 100', value: '51-100' },
        { label: '101 to 250', value: '101-250' },
        { label: 'More than 250', value: '250+' },
      ],
    },
    {
      name: 'city',
      customName: 'City',
      type: 'select',
      required: true,
      column: 'half',
      options: cities.map((c) => ({ label: c.name, value: c.handle })),
    },
    {
      name: 'message',
      customName: 'Anything else we should know?',
      type: 'textarea',
      required: false,
      column: 'full',
      validations: [{ key: 'maxLength', value: 1000, message: 'Keep the message under 1,000 characters' }],
    },
  ]
}
