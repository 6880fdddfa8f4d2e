import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig, type FieldAccess } from 'payload'
import { PARTNER_PATTERN } from '@/domain/virtual-office/schemas'
import { fieldCipher } from '@/server/security/field-encryption'
import { MIN_PARTNER_KEY_LENGTH, PARTNER_KEY_CONTEXT } from '@/server/security/partner-token'
import { operatorsOnly } from '../access'

// Partners that send their customers to our KYC page with a signed token (POST /api/b2c/api/v1/kyc/verify-token; the
// token format: src/server/security/partner-token.ts). The signing key is write-only: an operator pastes it into
// `newKey`, it is stored encrypted (src/server/security/field-encryption.ts) and never read back; the previous key
// keeps working until the next change, so a partner can switch keys without a failed token.

const nobody: FieldAccess = () => false
const NO_KEY_MESSAGE = 'Paste the partner’s signing key (32 characters or more).'

// The only writer of the stored keys: whatever else a request carries for them is replaced by what is stored.
const storeNewKey: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const newKey = typeof data.newKey === 'string' ? data.newKey.trim() : ''
  delete data.newKey
  const stored = originalDoc?.id
    ? await req.payload.findByID({
        collection: 'partners',
        id: originalDoc.id,
        depth: 0,
        overrideAccess: true,
        showHiddenFields: true,
        req,
      })
    : null
  data.keyEncrypted = stored?.keyEncrypted ?? null
  data.previousKeyEncrypted = stored?.previousKeyEncrypted ?? null
  if (!newKey) {
    if (!data.keyEncrypted) throw new ValidationError({ errors: [{ path: 'newKey', message: NO_KEY_MESSAGE }] })
    return data
  }
  data.previousKeyEncrypted = data.keyEncrypted
  data.keyEncrypted = fieldCipher().encryptString(newKey, PARTNER_KEY_CONTEXT)
  data.keyHint = `…${newKey.slice(-4)} (set ${new Date().toISOString().slice(0, 10)})`
  return data
}

export const Partners: CollectionConfig = {
  slug: 'partners',
  labels: { singular: 'Partner', plural: 'Partners' },
  access: operatorsOnly,
  admin: {
    group: 'Customers',
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'keyHint', 'redirectToSubscriptionsOnFailure', 'updatedAt'],
    description:
      'Partners whose customers open the virtual-office KYC with a signed token. A token names the partner by its slug; ' +
      'it is signed with the partner’s key (HMAC-SHA256) and lives at most 15 minutes.',
  },
  hooks: { beforeChange: [storeNewKey] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 100 },
        {
          name: 'slug',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { description: 'What the partner sends as `partner`: lower-case letters, digits and -.' },
          validate: (value: string | null | undefined) =>
            typeof value === 'string' && PARTNER_PATTERN.test(value) ? true : 'Use up to 40 lower-case letters, digits or -',
        },
      ],
    },
    {
      name: 'newKey',
      type: 'text',
      virtual: true,
      label: 'New signing key',
      admin: {
        description:
          'Write-only: paste the key shared with the partner (32+ characters, e.g. `openssl rand -base64 32`). It is stored ' +
          'encrypted and never shown again; the key it replaces keeps working until the next change. Leave empty to keep the key.',
      },
      validate: (value: string | null | undefined) =>
        !value || value.trim().length >= MIN_PARTNER_KEY_LENGTH ? true : `A key has at least ${MIN_PARTNER_KEY_LENGTH} characters`,
    },
    { name: 'keyHint', type: 'text', admin: { readOnly: true, description: 'The last 4 characters of the current key.' } },
    { name: 'keyEncrypted', type: 'text', hidden: true, access: { read: nobody } },
    { name: 'previousKeyEncrypted', type: 'text', hidden: true, access: { read: nobody } },
    {
      name: 'subscriptionsUrl',
      type: 'text',
      label: 'Subscriptions page URL',
      admin: { description: 'The partner’s page of subscriptions (https://…).' },
      validate: (value: string | null | undefined) => {
        if (!value) return true
        try {
          return new URL(value).protocol === 'https:' ? true : 'Use an https:// address'
        } catch {
          return 'Use an https:// address'
        }
      },
    },
    {
      name: 'redirectToSubscriptionsOnFailure',
      type: 'checkbox',
      defaultValue: false,
      label: 'Redirect to the subscriptions page when a token fails',
      admin: { description: 'Otherwise a customer whose token fails goes to the home page.' },
    },
  ],
}
