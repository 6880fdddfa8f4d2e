import type { TextField } from 'payload'

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** A unique, URL-safe handle; filled from `from` when left empty. */
export function slugField(name = 'slug', from = 'name', overrides: Partial<TextField> = {}): TextField {
  return {
    name,
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: `Lower-case letters, digits and hyphens. Filled from ${from} when left empty.` },
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          if (typeof value === 'string' && value.trim()) return slugify(value)
          const source = data?.[from]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
    validate: (value: string | null | undefined) =>
      typeof value === 'string' && SLUG_PATTERN.test(value) ? true : 'Use lower-case letters, digits and single hyphens.',
    ...overrides,
  } as TextField
}
