import { enquiryProductLabel } from './enquiry-products'
import { firstName, type LeadRecord } from './lead-record'

// The texts of the two messages a lead sends: the acknowledgement to the visitor and the notification to operators.

export interface LeadMessageContext {
  reference: string
  siteName: string
  supportPhone?: string
  buildingName?: string
  cityName?: string
  /** Where operators open the lead in the admin. */
  adminUrl: string
  pagePath?: string
  utm: Record<string, string | undefined>
  marketingConsent: boolean
  answers: Record<string, string | boolean>
}

function about(lead: LeadRecord, ctx: LeadMessageContext): string {
  const what = lead.product && !['all', 'help'].includes(lead.product) ? enquiryProductLabel(lead.product).toLowerCase() : 'workspace'
  const where = ctx.buildingName ? ` at ${ctx.buildingName}` : ctx.cityName ? ` in ${ctx.cityName}` : ''
  return `${what}${where}`
}

export function acknowledgementEmail(lead: LeadRecord, ctx: LeadMessageContext): { subject: string; body: string } {
  const hello = firstName(lead.fullName) ? `Hello ${firstName(lead.fullName)},` : 'Hello,'
  const callBack = lead.phone ? `on ${lead.phone} ` : ''
  return {
    subject: `We have your enquiry · ${ctx.siteName}`,
    body: [
      hello,
      '',
      `Thank you for your enquiry about ${about(lead, ctx)}. A workspace expert will call you ${callBack}within one working day.`,
      ctx.supportPhone ? `If you would like to talk sooner, call us on ${ctx.supportPhone}.` : '',
      '',
      `Your reference: ${ctx.reference}`,
      '',
      `${ctx.siteName}`,
      'If you did not send this enquiry, you can ignore this message.',
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  }
}

export function acknowledgementSms(lead: LeadRecord, ctx: LeadMessageContext): string {
  return `${ctx.siteName}: thank you for your enquiry about ${about(lead, ctx)}. We will call you within one working day. Ref ${ctx.reference}`
}

export function operatorNotification(lead: LeadRecord, ctx: LeadMessageContext): { subject: string; body: string } {
  const where = ctx.buildingName ?? ctx.cityName ?? 'no city given'
  const utm = Object.entries(ctx.utm).filter(([, v]) => v)
  const lines = [
    `New enquiry from ${lead.fullName ?? 'a visitor'}`,
    '',
    ...Object.entries(ctx.answers).map(([k, v]) => `${k}: ${typeof v === 'boolean' ? (v ? 'yes' : 'no') : v}`),
    '',
    `Building: ${ctx.buildingName ?? '-'}`,
    `City: ${ctx.cityName ?? '-'}`,
    `Page: ${ctx.pagePath ?? '-'}`,
    ...(utm.length ? [`Campaign: ${utm.map(([k, v]) => `${k}=${v}`).join(', ')}`] : []),
    `Marketing consent: ${ctx.marketingConsent ? 'yes' : 'no'}`,
    '',
    `Open in the admin: ${ctx.adminUrl}`,
    `Reference: ${ctx.reference}`,
  ]
  return {
    subject: `New enquiry: ${lead.product ? enquiryProductLabel(lead.product) : 'Workspace'} · ${where} · ${lead.fullName ?? 'visitor'}`,
    body: lines.join('\n'),
  }
}
