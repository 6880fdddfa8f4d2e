import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { LeadFormPart } from '../../src/components/forms/LeadFormPart'
import { readKeptValue } from '../../src/components/ui/server-markup.client'
import type { FormDefinition, FormSource, VersionedForm } from '../../src/domain/forms/types'

// A page's lead form hands the browser where to fetch its own definition: the footer's form is whichever form the
// operators chose for it, not always the 'Get in touch' form.

const form: VersionedForm = {
  handle: 'partner-enquiry',
  title: 'Partner with us',
  submitLabel: 'Send',
  fields: [{ name: 'full_name', customName: 'Full name', type: 'text', required: true }],
  version: 'v1a2b3c4d5e6',
}

describe('LeadFormPart', () => {
  it('names its own form and version as the source, and keeps the definition for the page’s render', () => {
    const element = LeadFormPart({ form, tone: 'dark' }) as ReactElement<{ form: string; source: FormSource; tone: string }>
    expect(element.props.source).toEqual({ handle: 'partner-enquiry', version: 'v1a2b3c4d5e6' })
    expect(element.props.tone).toBe('dark')
    expect(readKeptValue<FormDefinition>(element.props.form)).toEqual({ ...form, version: undefined })
  })
})
