import type { CollectionConfig } from 'payload'
import { UPLOAD_PURPOSES } from '@/domain/uploads/purposes'
import { isOperator } from '../access'

// One row per private upload of a customer (src/server/uploads): the file's id in the storage (`logo_…`,
// `kyc-document_…`), who uploaded it and what for. A KYC step takes a file only when this row says it is the caller's
// own and of the right purpose; a file no document references is removed a day after its upload, row and bytes
// ('uploads-cleanup' job). Written by src/server/uploads only; operators may read it.
const nobody = () => false

export const StoredFiles: CollectionConfig = {
  slug: 'stored-files',
  labels: { singular: 'Customer upload', plural: 'Customer uploads' },
  access: { read: isOperator, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  admin: {
    group: 'Customers',
    useAsTitle: 'fileId',
    defaultColumns: ['fileId', 'customer', 'purpose', 'size', 'createdAt'],
    description:
      'Company logos and identity documents uploaded by customers. An upload that no virtual-office document uses is removed a day after it was made.',
  },
  fields: [
    { name: 'fileId', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    // Not required: deleting a customer empties it, and a file of nobody's is removed like any unused one.
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: { readOnly: true } },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: UPLOAD_PURPOSES.map((value) => ({ value, label: value === 'company-logo' ? 'Company logo' : 'Identity document' })),
      admin: { readOnly: true },
    },
    { name: 'mime', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'size', type: 'number', required: true, admin: { readOnly: true, description: 'Bytes as stored.' } },
  ],
}
