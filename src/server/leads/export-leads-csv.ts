import type { PayloadHandler, Where } from 'payload'
import { toCsv } from '@/domain/leads/csv'
import { enquiryProductLabel } from '@/domain/leads/enquiry-products'
import type { Building, City, Lead } from '@/payload-types'

// GET /cms-api/leads/export.csv?where[...]: the leads an operator sees in the admin list with the same filters, as a
// CSV file. Access is the collection's own (operators only), applied by the local API with the request's user.

const HEADER = [
  'Reference',
  'Received (IST)',
  'Name',
  'Email',
  'Phone',
  'Company',
  'Looking for',
  'Desks',
  'City',
  'Building',
  'Message',
  'Status',
  'Marketing consent',
  'Channel',
  'Page',
  'Page type',
  'UTM source',
  'UTM medium',
  'UTM campaign',
  'UTM term',
  'UTM content',
]

const IST = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })

function row(lead: Lead): unknown[] {
  const city = typeof lead.city === 'object' ? (lead.city as City | null) : null
  const building = typeof lead.building === 'object' ? (lead.building as Building | null) : null
  const s = lead.source ?? {}
  return [
    lead.reference,
    IST.format(new Date(lead.createdAt)),
    lead.fullName,
    lead.email,
    lead.phone,
    lead.company,
    lead.product ? enquiryProductLabel(lead.product) : '',
    lead.desks,
    city?.name,
    building ? `${building.name} (${building.buildingCode})` : '',
    lead.message,
    lead.status,
    lead.marketingConsent ? 'yes' : 'no',
    s.channel === 'chat' ? 'Chat assistant' : 'Form',
    s.pagePath,
    s.pageType,
    s.utmSource,
    s.utmMedium,
    s.utmCampaign,
    s.utmTerm,
    s.utmContent,
  ]
}

export const exportLeadsCsv: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ errors: [{ message: 'Log in to the admin to export leads.' }] }, { status: 401 })
  const where = (req.query?.where ?? {}) as Where
  const { docs } = await req.payload.find({
    collection: 'leads',
    where,
    sort: '-createdAt',
    depth: 1,
    pagination: false,
    overrideAccess: false,
    req,
    select: {
      reference: true,
      createdAt: true,
      fullName: true,
      email: true,
      phone: true,
      company: true,
      product: true,
      desks: true,
      city: true,
      building: true,
      message: true,
      status: true,
      marketingConsent: true,
      source: true,
    },
  })
  const date = new Date().toISOString().slice(0, 10)
  return new Response(
    toCsv(
      HEADER,
      docs.map((d) => row(d as Lead)),
    ),
    {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${date}.csv"`,
        'Cache-Control': 'no-store',
      },
    },
  )
}
