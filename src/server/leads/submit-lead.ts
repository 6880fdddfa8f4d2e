import { randomBytes } from 'node:crypto'
import { enquiryReference } from '@/domain/leads/reference'
import type { Payload } from 'payload'
import { buildFormSchema, type RawValues } from '@/domain/forms/schema'
import { leadContextSchema, toLeadContext, type LeadContext } from '@/domain/leads/context'
import { leadRecordFrom, type LeadRecord } from '@/domain/leads/lead-record'
import { acknowledgementEmail, acknowledgementSms, operatorNotification, type LeadMessageContext } from '@/domain/leads/messages'
import { pageTypeForPath } from '@/domain/analytics/page-type'
import { selectMessaging, type OutgoingMessage } from '@/integrations/messaging'
import { ApiError, fieldsFromZod } from '../api/errors'
import { assertStorableText } from '../api/storable-text'
import { inTransaction } from '../db/transaction'
import { env } from '../env'
import { getFormByHandle } from '../forms/get-form-by-handle'
import { getPayloadClient } from '../payload'
import { checkLeadRateLimit } from './check-lead-rate-limit'
import { leadsConfig } from './config'
import { deliverSoon, queueCrmDelivery } from './deliver-crm-leads'

// The one way a lead enters the system, for the JSON API (POST /api/leads) and for the form posted without
// JavaScript (the server action). Validation uses the same schema the browser form uses; the lead, its messages (each
// with its dispatch job) and its CRM delivery with the job that sends it are written in one transaction, so either all
// of them exist or none.

export const LEAD_SAVED_MESSAGE = 'Information saved, Thank you!'
export const FORM_INVALID_MESSAGE = 'Please correct the highlighted fields.'
export const FORM_GONE_MESSAGE = 'This form is no longer available. Please reload the page and try again.'

export interface SubmittedLead {
  reference: string
  message: typeof LEAD_SAVED_MESSAGE
  /** The page type of the page the form was on, for the 'form_submitted' analytics event. */
  pageType: string
}

export async function submitLead(raw: RawValues, request: { ip: string | null }): Promise<SubmittedLead> {
  // Both ways in (the JSON row and the form posted without JavaScript) are checked here, before anything is written.
  assertStorableText(raw)
  const parsedContext = leadContextSchema.safeParse(raw)
  if (!parsedContext.success) throw new ApiError('bad_request', 'Say which form this is.', fieldsFromZod(parsedContext.error))
  const context = toLeadContext(parsedContext.data)
  const pageType = pageTypeForPath(context.page ?? '/')
  // A bot filled in the hidden field: it is told all went well, and nothing is kept or sent.
  if (context.isBot) return { reference: enquiryReference(randomBytes(8)), message: LEAD_SAVED_MESSAGE, pageType }

  const form = await getFormByHandle(context.form)
  if (!form) throw new ApiError('not_found', FORM_GONE_MESSAGE)
  const checked = buildFormSchema(form.fields).safeParse(raw)
  if (!checked.success) throw new ApiError('bad_request', FORM_INVALID_MESSAGE, fieldsFromZod(checked.error))

  await checkLeadRateLimit(request.ip)

  const payload = await getPayloadClient()
  const record = leadRecordFrom(form.fields, checked.data, context)
  const reference = enquiryReference(randomBytes(8))
  const saved = await saveLead(payload, { formId: form.id, record, context, answers: checked.data, reference, pageType })
  // Deliver at once rather than at a worker's next poll; a failure here is the queue's to retry.
  if (saved.queuedForCrm) deliverSoon({ payload })
  return { reference, message: LEAD_SAVED_MESSAGE, pageType }
}

interface LeadToSave {
  formId: number
  record: LeadRecord
  context: LeadContext
  answers: Record<string, string | boolean>
  reference: string
  pageType: string
}

async function saveLead(payload: Payload, lead: LeadToSave): Promise<{ queuedForCrm: boolean }> {
  const { record, context } = lead
  const [building, city] = await Promise.all([findBuilding(payload, record.building), findCity(payload, record.city)])
  return inTransaction(
    async (tx) => {
      const { req } = tx
      const doc = await payload.create({
        collection: 'leads',
        req,
        depth: 0,
        overrideAccess: true,
        data: {
          fullName: record.fullName,
          email: record.email,
          phone: record.phone,
          company: record.company,
          product: record.product,
          desks: record.desks,
          city: city?.id ?? building?.cityId,
          building: building?.id,
          message: record.message,
          marketingConsent: context.marketingConsent,
          reference: lead.reference,
          status: 'new',
          form: lead.formId,
          source: {
            channel: context.channel,
            pagePath: context.page,
            pageType: lead.pageType,
            utmSource: context.utm.utm_source,
            utmMedium: context.utm.utm_medium,
            utmCampaign: context.utm.utm_campaign,
            utmTerm: context.utm.utm_term,
            utmContent: context.utm.utm_content,
          },
          answers: lead.answers,
        },
      })
      const settings = await payload.findGlobal({ slug: 'site-settings', req, depth: 0 })
      const footer = await payload.findGlobal({ slug: 'footer', req, depth: 0 })
      const messageContext: LeadMessageContext = {
        reference: lead.reference,
        siteName: settings.siteName,
        supportPhone: settings.supportPhone,
        buildingName: building?.name,
        cityName: city?.name ?? building?.cityName,
        adminUrl: `${env().SITE_URL}/admin/collections/leads/${doc.id}`,
        pagePath: context.page,
        utm: context.utm,
        marketingConsent: context.marketingConsent,
        answers: lead.answers,
      }
      await selectMessaging().send(
        leadMessages(record, messageContext, doc.id, leadsConfig().LEADS_NOTIFY_EMAIL ?? footer.meta.email ?? undefined),
        { req },
      )
      const queuedForCrm = await queueCrmDelivery(tx, { id: doc.id, reference: lead.reference })
      return { queuedForCrm }
    },
    { payload },
  )
}

function leadMessages(record: LeadRecord, context: LeadMessageContext, leadId: number, notify: string | undefined): OutgoingMessage[] {
  const messages: OutgoingMessage[] = []
  if (record.email) {
    const mail = acknowledgementEmail(record, context)
    messages.push({ channel: 'email', kind: 'lead-acknowledgement', to: record.email, subject: mail.subject, body: mail.body, leadId })
  } else if (record.phone) {
    messages.push({ channel: 'sms', kind: 'lead-acknowledgement', to: record.phone, body: acknowledgementSms(record, context), leadId })
  }
  if (notify) {
    const note = operatorNotification(record, context)
    messages.push({ channel: 'email', kind: 'lead-notification', to: notify, subject: note.subject, body: note.body, leadId })
  }
  return messages
}

async function findBuilding(
  payload: Payload,
  code: string | undefined,
): Promise<{ id: number; name: string; cityId?: number; cityName?: string } | null> {
  if (!code) return null
  const { docs } = await payload.find({
    collection: 'buildings',
    where: { buildingCode: { equals: code } },
    limit: 1,
    depth: 1,
    select: { name: true, city: true },
  })
  const building = docs[0]
  if (!building) return null
  const city = typeof building.city === 'object' ? building.city : null
  return { id: building.id, name: building.name, cityId: city?.id, cityName: city?.name }
}

async function findCity(payload: Payload, handle: string | undefined): Promise<{ id: number; name: string } | null> {
  if (!handle) return null
  const { docs } = await payload.find({
    collection: 'cities',
    where: { handle: { equals: handle } },
    limit: 1,
    depth: 0,
    select: { name: true },
  })
  return docs[0] ? { id: docs[0].id, name: docs[0].name } : null
}
