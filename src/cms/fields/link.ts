import type { TextField } from 'payload'

/** A site path ('/bangalore'), an in-page anchor ('#get-in-touch'), or an absolute http(s)/tel/mailto link. */
export const hrefField = (name = 'href', required = true): TextField => ({
  name,
  type: 'text',
  required,
  validate: (value: string | null | undefined) => {
    if (!value) return required ? 'Enter a link.' : true
    return /^(\/|#|https?:\/\/|tel:|mailto:)/.test(value) ? true : 'Start with /, #, https://, tel: or mailto:.'
  },
})
