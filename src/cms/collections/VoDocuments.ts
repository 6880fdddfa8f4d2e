import type { CollectionConfig } from 'payload'
import { SUBSCRIPTION_END_OFFSET_DAYS } from '@/domain/virtual-office/subscription'
import { VO_STATUS_LABELS, VO_STATUSES } from '@/domain/virtual-office/status'
import { getDocumentFile, getOperatorView, moveDocument } from '@/server/virtual-office/operator-endpoints'
import { isOperator } from '../access'

// A customer's virtual-office document (spec section 3, 'Virtual-office document'): created by the paid order of a
// plan, then moved through the statuses of section 4 by src/server/virtual-office/ only (the transition table of
// src/domain/virtual-office/transitions.ts, each move kept in `history`). Operators read it here; they do not edit the
// status by hand (that would skip the history): the panel at the top of the edit view moves a document through the
// service (src/server/virtual-office/operator-endpoints.ts), with a reason, and shows the KYC with numbers masked.
//
// Identity numbers of directors are encrypted at rest (src/server/security/field-encryption.ts); the JSON keeps a
// masked copy beside each (`panMasked`, `numberMasked`) for the admin and the customer's pages.
export const VoDocuments: CollectionConfig = {
  slug: 'vo-documents',
  labels: { singular: 'Virtual-office document', plural: 'Virtual-office documents' },
  access: { read: isOperator, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  admin: {
    group: 'Customers',
    useAsTitle: 'title',
    defaultColumns: ['title', 'customer', 'status', 'building', 'expiresOn', 'updatedAt'],
    description:
      'Virtual-office documents, created when a plan is paid. The status moves only through the KYC flow (every move is in the history). ' +
      `The subscription ends on the start date + the days bought ${SUBSCRIPTION_END_OFFSET_DAYS} day (the last day of service, inclusive).`,
  },
  endpoints: [
    { path: '/:id/operator-view', method: 'get', handler: getOperatorView },
    { path: '/:id/move', method: 'post', handler: moveDocument },
    { path: '/:id/files/:fileId', method: 'get', handler: getDocumentFile },
  ],
  fields: [
    {
      name: 'operatorPanel',
      type: 'ui',
      admin: { components: { Field: '/cms/components/VoDocumentOperatorPanel.client#VoDocumentOperatorPanel' } },
    },
    { name: 'title', type: 'text', admin: { readOnly: true, description: 'Company name, else the plan and building.' } },
    {
      type: 'row',
      fields: [
        { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          options: VO_STATUSES.map((value) => ({ value, label: `${value}: ${VO_STATUS_LABELS[value]}` })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'building', type: 'relationship', relationTo: 'buildings' },
        { name: 'deskId', type: 'text' },
        { name: 'orderNumber', type: 'text', index: true, unique: true, admin: { description: 'The order that bought the plan.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'expiresOn', type: 'text', admin: { description: 'Last day of service (YYYY-MM-DD, India).' } },
        { name: 'partner', type: 'text', admin: { description: 'The partner the customer came from, if any.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'unIncorporatedRegistration', type: 'checkbox', defaultValue: false },
        { name: 'hasDashboardAccess', type: 'checkbox', defaultValue: false },
        { name: 'totalKycComplete', type: 'checkbox', defaultValue: false },
        { name: 'isDefault', type: 'checkbox', defaultValue: false },
        { name: 'isVoMultiAccount', type: 'checkbox', defaultValue: false },
      ],
    },
    { name: 'selectedPlan', type: 'json', admin: { description: 'title, name, handle, price (paise), durationMonths.' } },
    { name: 'subscriptionData', type: 'json', admin: { description: 'Terms bought, newest first: duration_in_days, plans.' } },
    { name: 'companyInfo', type: 'json', admin: { description: 'name, logo_id, kycAttempted.' } },
    // The KYC itself is shown masked by the panel above; the stored JSON (a company PAN, encrypted numbers) is not sent.
    { name: 'financeInfo', type: 'json', hidden: true },
    { name: 'proposedCompany', type: 'json', hidden: true },
    { name: 'phone', type: 'text' },
    { name: 'directorsKyc', type: 'json', hidden: true },
    { name: 'kycRequest', type: 'json', admin: { description: 'An operator’s open request that KYC be completed again.' } },
    { name: 'history', type: 'json', admin: { readOnly: true, description: 'Every change of status: who, when, from, to, reason.' } },
    {
      type: 'collapsible',
      label: 'Agreement',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'agreementNumber',
              type: 'text',
              unique: true,
              admin: { readOnly: true, description: 'The membership contract number (mcn).' },
            },
            {
              name: 'esignProvider',
              type: 'select',
              options: ['builtin', 'leegality', 'docusign'],
              admin: { readOnly: true, description: 'Who the agreement was sent through.' },
            },
            {
              name: 'esignRef',
              type: 'text',
              index: true,
              admin: {
                readOnly: true,
                description: 'The provider’s id: sign request (built-in, see Sign requests), document or envelope.',
              },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'agreementSentAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'agreementSignedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'documentsEmailedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'agreementSignerName', type: 'text', admin: { readOnly: true, description: 'Who signs for the member company.' } },
            { name: 'agreementSignerEmail', type: 'text', admin: { readOnly: true, description: 'Where the signing link went.' } },
          ],
        },
      ],
    },
  ],
}
