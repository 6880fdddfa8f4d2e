import type { CollectionConfig, PayloadHandler } from 'payload'
import { isOperator } from '../access'

// The built-in signing's sign requests (src/integrations/esign/builtin/store.ts, backed by
// src/server/esign/sign-store.ts): one row per agreement sent for signing, with the PDF as sent, the signed and sealed
// PDF once signed, and the evidence of the signing (links issued, codes sent, times, address, browser). Only the
// service writes it, with a compare-and-set on `version`; operators read it here and download the signed PDF.
const nobody = () => false

/** GET /cms-api/esign-requests/:id/signed.pdf: the signed and sealed agreement, for operators. */
const signedPdf: PayloadHandler = async (req) => {
  if (req.user?.collection !== 'operators') return Response.json({ error: 'Forbidden' }, { status: 403 })
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id)) return Response.json({ error: 'Not found' }, { status: 404 })
  const row = await req.payload
    .findByID({ collection: 'esign-requests', id, depth: 0, overrideAccess: true, select: { signedPdf: true, fileName: true } })
    .catch(() => null)
  if (!row?.signedPdf) return Response.json({ error: 'Not signed yet' }, { status: 404 })
  const name = (row.fileName ?? 'agreement.pdf').replace(/[^A-Za-z0-9._-]/g, '-').replace(/\.pdf$/i, '')
  return new Response(new Uint8Array(Buffer.from(row.signedPdf, 'base64')), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}-signed.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

export const EsignRequests: CollectionConfig = {
  slug: 'esign-requests',
  labels: { singular: 'Sign request', plural: 'Sign requests' },
  access: { read: isOperator, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  endpoints: [{ path: '/:id/signed.pdf', method: 'get', handler: signedPdf }],
  admin: {
    group: 'Customers',
    useAsTitle: 'title',
    defaultColumns: ['title', 'signerEmail', 'status', 'sentAt', 'signedAt'],
    listSearchableFields: ['requestId', 'signerEmail', 'agreementNumber'],
    description:
      'Agreements sent for signing in the app, with their audit trail. Read-only: the signing page and the customer’s dashboard move them.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'requestId', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
        { name: 'version', type: 'number', required: true, defaultValue: 1, admin: { readOnly: true } },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'sent',
          index: true,
          options: [
            { label: 'Sent', value: 'sent' },
            { label: 'Signed', value: 'completed' },
            { label: 'Withdrawn', value: 'voided' },
          ],
          admin: { readOnly: true },
        },
      ],
    },
    { name: 'voDocument', type: 'relationship', relationTo: 'vo-documents', index: true, admin: { readOnly: true } },
    { name: 'title', type: 'text', required: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'agreementNumber', type: 'text', index: true, admin: { readOnly: true } },
        { name: 'templateVersion', type: 'text', admin: { readOnly: true } },
        { name: 'fileName', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'companyName', type: 'text', admin: { readOnly: true } },
        { name: 'signerName', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'signerEmail', type: 'text', required: true, index: true, admin: { readOnly: true } },
        { name: 'signerPhone', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'sentAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'viewedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'signedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'signedPdfLink',
      type: 'ui',
      admin: { components: { Field: '/cms/components/SignedAgreementLink#SignedAgreementLink' } },
    },
    {
      type: 'collapsible',
      label: 'Audit trail',
      fields: [
        { name: 'originalSha256', type: 'text', admin: { readOnly: true, description: 'SHA-256 of the agreement as sent.' } },
        { name: 'signedSha256', type: 'text', admin: { readOnly: true, description: 'SHA-256 of the signed PDF before the seal.' } },
        { name: 'sealedSha256', type: 'text', admin: { readOnly: true, description: 'SHA-256 of the sealed PDF the customer receives.' } },
        { name: 'originalPageCount', type: 'number', admin: { readOnly: true } },
        { name: 'linkJti', type: 'text', admin: { readOnly: true, description: 'The current signing link’s id.' } },
        { name: 'linkExpiresAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'linksIssuedAt', type: 'json', admin: { readOnly: true, description: 'Every signing link sent (the first is the send).' } },
        { name: 'otpSentAt', type: 'json', admin: { readOnly: true, description: 'Every one-time code sent to the signer.' } },
        {
          name: 'evidence',
          type: 'json',
          admin: { readOnly: true, description: 'How and from where it was signed: address, browser, drawn or typed, consent version.' },
        },
      ],
    },
    // The one-time code (a keyed hash, never the code) and the PDFs (base64): for the service only.
    { name: 'otp', type: 'json', admin: { hidden: true } },
    { name: 'originalPdf', type: 'textarea', required: true, admin: { hidden: true } },
    { name: 'signedPdf', type: 'textarea', admin: { hidden: true } },
  ],
}
