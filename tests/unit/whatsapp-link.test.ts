import { describe, expect, it } from 'vitest'
import { whatsappHref } from '@/domain/contact/whatsapp'

// The WhatsApp click-to-chat link beside the phone number: the admin's number as operators type it.

describe('whatsappHref', () => {
  it('makes the wa.me link of a number with or without its country code, spaces and dashes', () => {
    expect(whatsappHref('+91 98450 26645')).toBe('https://wa.me/919845026645')
    expect(whatsappHref('98450-26645')).toBe('https://wa.me/919845026645')
    expect(whatsappHref('098450 26645')).toBe('https://wa.me/919845026645')
    expect(whatsappHref('+44 20 7946 0000')).toBe('https://wa.me/442079460000')
  })

  it('gives no link for an empty setting or something that is not a number', () => {
    for (const value of [null, undefined, '', '   ', 'call us', '+91 98450', '12345', '+1234567890123456']) {
      expect(whatsappHref(value), String(value)).toBeNull()
    }
  })
})
