import { describe, expect, it } from 'vitest'
import { DEFAULT_ADDRESS_NOC_TEMPLATE } from '@/domain/documents/address-noc'
import { fieldsToTemplate, templateToFields } from '@/domain/documents/template-fields'
import { DEFAULT_VO_AGREEMENT_TEMPLATE } from '@/domain/documents/vo-agreement'
import { subscriptionEndDate, subscriptionStartDate, termDays } from '@/domain/virtual-office/subscription'

// The admin's template rows and back, and the first day of service the sign request's startingDate must equal.

describe('the template as the admin stores it', () => {
  it('comes back as the same template, for the agreement and the NOC', () => {
    for (const template of [DEFAULT_VO_AGREEMENT_TEMPLATE, DEFAULT_ADDRESS_NOC_TEMPLATE])
      expect(fieldsToTemplate(templateToFields(template), 'x')).toEqual(template)
  })

  it('is none while the admin holds no title (the default is used), and drops empty paragraphs', () => {
    expect(fieldsToTemplate(null, 'x')).toBeNull()
    expect(fieldsToTemplate({ title: '', sections: [{ heading: 'A', paragraphs: [{ text: 'B' }] }] }, 'x')).toBeNull()
    expect(fieldsToTemplate({ title: 'T', sections: [] }, 'x')).toEqual({
      version: 'x',
      title: 'T',
      preamble: [],
      sections: [],
      closing: [],
    })
    expect(
      fieldsToTemplate(
        { title: 'T', preamble: [{ text: '  ' }], sections: [{ heading: 'A', paragraphs: [{ text: 'B' }, { text: '' }] }] },
        'v9',
      ),
    ).toEqual({ version: 'v9', title: 'T', preamble: [], sections: [{ heading: 'A', paragraphs: ['B'] }], closing: [] })
  })
})

describe('the first day of service', () => {
  it('is the inverse of the end date, over every term bought', () => {
    for (const start of ['2026-03-15', '2026-01-31', '2024-02-29'] as const) {
      const terms = [{ duration_in_days: termDays(start, 12) }, { duration_in_days: 30 }]
      expect(subscriptionStartDate(subscriptionEndDate(start, terms), terms)).toBe(start)
    }
    expect(() => subscriptionStartDate('15/03/2026' as never, [])).toThrow(RangeError)
  })
})
