import type { GlobalConfig } from 'payload'
import { whatsappHref } from '@/domain/contact/whatsapp'
import { anyone, isOperator } from '../access'
import { hrefField } from '../fields/link'
import { revalidateSiteGlobal } from '../hooks/revalidate'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  access: { read: anyone, update: isOperator },
  admin: { group: 'Site' },
  hooks: { afterChange: [revalidateSiteGlobal] },
  fields: [
    { name: 'siteName', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'supportPhone', type: 'text', required: true, admin: { description: 'Shown in the header as a tap-to-call link.' } },
        { name: 'allAccessPlusEmail', type: 'email', required: true, label: 'All Access Plus support mailbox' },
      ],
    },
    {
      name: 'whatsappNumber',
      type: 'text',
      label: 'WhatsApp number',
      admin: {
        description:
          "The number visitors chat with on WhatsApp, with its country code, e.g. '+91 98765 43210'. Shown beside the phone number in the header and footer; empty: no WhatsApp link.",
      },
      validate: (value: string | null | undefined) =>
        !value || whatsappHref(value) ? true : 'Enter a phone number with its country code, e.g. +91 98765 43210.',
    },
    {
      name: 'memberCount',
      type: 'number',
      min: 0,
      admin: {
        description:
          "Members working in our buildings today, shown on the home page as '12,000+ members' beside the buildings, seats and reviews. Empty: not shown.",
      },
    },
    {
      name: 'festiveOffer',
      type: 'group',
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: false, label: 'Show the festive-offer banner' },
        { name: 'discountPercent', type: 'number', defaultValue: 30, min: 1, max: 90 },
        { name: 'headline', type: 'text', defaultValue: 'Festive offer: up to 30% off private offices' },
        { ...hrefField('href', false), defaultValue: '/festiveoffer' },
      ],
    },
    {
      name: 'enquiryProductOptions',
      type: 'array',
      admin: { description: 'What a visitor can enquire about.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true },
            { name: 'value', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'defaultMeta',
      type: 'group',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'description', type: 'textarea' },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
}
