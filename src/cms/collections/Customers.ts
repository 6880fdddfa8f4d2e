import type { CollectionConfig } from 'payload'
import { ACCOUNT_TYPES, GENDERS, KYC_STATUSES } from '@/domain/customers/account'
import { operatorsOnly } from '../access'

// A customer's profile and what operators manage about them (account type, loyalty, KYC status, wifi). Sign-in lives
// in better-auth's tables (PostgreSQL schema `auth`); `authUserId` links the two. Customers reach their own row only
// through the customer API (/api/customers/*), never through Payload's REST.
export const Customers: CollectionConfig = {
  slug: 'customers',
  access: operatorsOnly,
  defaultSort: '-createdAt',
  admin: {
    group: 'Customers',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'phone', 'accountType', 'kycStatus', 'createdAt'],
    listSearchableFields: ['name', 'email', 'phone', 'companyName'],
    description:
      'Customers who have signed up on the site. Set the account type, loyalty membership, KYC status and wifi credentials here.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'email', type: 'email', index: true },
        { name: 'phone', type: 'text', index: true, admin: { description: '10 digits, without +91.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'accountType',
          type: 'select',
          required: true,
          defaultValue: 'customer',
          index: true,
          options: ACCOUNT_TYPES.map((value) => ({ value, label: value })),
          admin: { description: 'Anything but "customer" is refused at login with its message.' },
        },
        {
          name: 'kycStatus',
          type: 'select',
          required: true,
          defaultValue: 'NOT_STARTED',
          options: KYC_STATUSES.map((value) => ({ value, label: value })),
        },
      ],
    },
    {
      name: 'profile',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'companyName', type: 'text' },
            { name: 'gstin', type: 'text', admin: { description: 'Stored upper-case.' } },
            { name: 'gstinAddress', type: 'textarea' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'dob', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
            { name: 'gender', type: 'select', options: GENDERS.map((value) => ({ value, label: value })) },
            { name: 'industry', type: 'text' },
            { name: 'designation', type: 'text' },
            { name: 'noOfEmp', type: 'text', label: 'Number of employees' },
            { name: 'isWhatsappEnabled', type: 'checkbox', defaultValue: false, label: 'WhatsApp updates' },
          ],
        },
      ],
    },
    {
      name: 'loyalty',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'isMember', type: 'checkbox', defaultValue: false, label: 'Loyalty member' },
            { name: 'passEndDate', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'costSaved', type: 'number', min: 0, defaultValue: 0, admin: { description: 'Paise saved as a member.' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'eligibleForFreePass', type: 'checkbox', defaultValue: false },
            { name: 'interested', type: 'checkbox', defaultValue: false, label: 'Interested in loyalty' },
          ],
        },
      ],
    },
    {
      name: 'wifi',
      type: 'group',
      label: 'Wifi credentials',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'userName', type: 'text' },
            { name: 'password', type: 'text' },
          ],
        },
      ],
    },
    { name: 'homeBuilding', type: 'relationship', relationTo: 'buildings', admin: { position: 'sidebar' } },
    { name: 'referralCode', type: 'text', unique: true, admin: { position: 'sidebar', readOnly: true } },
    { name: 'successfulReferrals', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    {
      name: 'referred',
      type: 'checkbox',
      defaultValue: false,
      label: 'Joined through a referral',
      admin: { position: 'sidebar', description: 'Makes REFERRAL-FREE-CONFERENCE-ROOM available.' },
    },
    {
      name: 'privateOfficeMember',
      type: 'checkbox',
      defaultValue: false,
      label: 'Private-office member',
      admin: {
        position: 'sidebar',
        description: 'This email is linked to a private-office membership: it cannot buy day passes, bundles or conference rooms.',
      },
    },
    { name: 'userUid', type: 'text', required: true, unique: true, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'authUserId',
      type: 'text',
      unique: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'The sign-in identity (better-auth).' },
    },
  ],
}
