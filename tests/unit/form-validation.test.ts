import { describe, expect, it } from 'vitest'
import {
  configuredValidationError,
  contactKind,
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  emailError,
  emailOrPhoneError,
  fieldLabel,
  INVALID_INPUT_MESSAGE,
  matchesPattern,
  NAME_PATTERN,
  NAME_WITH_SYMBOLS_PATTERN,
  NUMBER_MESSAGE,
  OPTION_MESSAGE,
  PHONE_MESSAGE,
  phoneError,
} from '../../src/domain/forms/rules'
import { buildFormSchema, checkField, checkForm, isFieldActive } from '../../src/domain/forms/schema'
import type { FieldValidation, FormFieldDefinition } from '../../src/domain/forms/types'

// Spec section 5 (validation rules), one table per rule: each row is an input and the message it must give (null: valid).

describe('email fields: a pattern is required; "Enter a valid email address"', () => {
  it.each<[string, string | null]>([
    ['priya@acme.in', null],
    ['priya.sharma+desk@mail.acme.co.in', null],
    ['p_r%i-ya@acme-corp.technology', null],
    ['priya@acme', EMAIL_MESSAGE],
    ['priya@acme.c', EMAIL_MESSAGE],
    ['priya@acme.abcdefghijk', EMAIL_MESSAGE],
    ['priya@acme.c0m', EMAIL_MESSAGE],
    ['priya acme.in', EMAIL_MESSAGE],
    ['@acme.in', EMAIL_MESSAGE],
    ['priya@@acme.in', EMAIL_MESSAGE],
  ])('%j → %s', (value, expected) => {
    expect(emailError(value)).toBe(expected)
    expect(emailError(value, { pattern: EMAIL_PATTERN, message: 'Enter a valid email address' })).toBe(expected)
  })

  it("uses the field's own pattern and message when the operators set them", () => {
    const field = { pattern: '^[^@]+@acme\\.in$', message: 'Use your acme.in address' }
    expect(emailError('priya@acme.in', field)).toBeNull()
    expect(emailError('priya@gmail.com', field)).toBe('Use your acme.in address')
  })
})

describe('the email-or-phone heuristic: 8–10 digits is a phone, an email-like prefix with @ is an email', () => {
  it.each<[string, 'email' | 'phone' | null]>([
    ['12345678', 'phone'],
    ['123456789', 'phone'],
    ['9876543210', 'phone'],
    ['1234567', null],
    ['98765432101', null],
    ['98765 43210', null],
    ['priya@', 'email'],
    ['priya.s@acme.in', 'email'],
    ['priya', null],
    ['@acme.in', null],
    ['', null],
  ])('%j → %s', (value, expected) => {
    expect(contactKind(value)).toBe(expected)
  })
})

describe('the combined email-or-phone field', () => {
  const both = { required: true, allowedKinds: null }
  const emailOnly = { required: false, allowedKinds: ['email' as const] }
  const phoneOnly = { required: false, allowedKinds: ['phone' as const] }
  it.each<[string, Pick<FormFieldDefinition, 'required' | 'allowedKinds'>, string, string | null]>([
    ['empty and required', both, '', INVALID_INPUT_MESSAGE],
    ['empty and optional', emailOnly, '', null],
    ['neither kind', both, 'call me', INVALID_INPUT_MESSAGE],
    ['11 digits is neither kind', both, '98765432101', INVALID_INPUT_MESSAGE],
    ['a valid email', both, 'priya@acme.in', null],
    ['an email whose domain is not 2–10 letters', both, 'priya@acme.i', EMAIL_MESSAGE],
    ['an email with a long top-level domain', both, 'priya@acme.abcdefghijk', EMAIL_MESSAGE],
    ['a valid 10-digit phone', both, '9876543210', null],
    ['8 digits is a phone, but not 10', both, '98765432', PHONE_MESSAGE],
    ['9 digits is a phone, but not 10', both, '987654321', PHONE_MESSAGE],
    ['10 digits India cannot dial', both, '0123456789', PHONE_MESSAGE],
    ['a phone where only email is allowed', emailOnly, '9876543210', INVALID_INPUT_MESSAGE],
    ['an email where only phone is allowed', phoneOnly, 'priya@acme.in', INVALID_INPUT_MESSAGE],
    ['a phone where only phone is allowed', phoneOnly, '9876543210', null],
  ])('%s (%j) → %s', (_name, field, value, expected) => {
    expect(emailOrPhoneError(value, field)).toBe(expected)
  })
})

describe('phone fields: exactly 10 digits and the international phone-number check; "Enter a valid phone number"', () => {
  it.each<[string, string | null]>([
    ['9876543210', null],
    ['6000000000', null],
    ['8012345678', null],
    ['987654321', PHONE_MESSAGE],
    ['98765432101', PHONE_MESSAGE],
    ['+919876543210', PHONE_MESSAGE],
    ['98765abcde', PHONE_MESSAGE],
    ['0123456789', PHONE_MESSAGE],
    ['2212345678', PHONE_MESSAGE],
    ['1234567890', PHONE_MESSAGE],
    ['5123456789', PHONE_MESSAGE],
  ])('%j → %s', (value, expected) => {
    expect(phoneError(value)).toBe(expected)
  })

  it('accepts spaces and dashes as typed and keeps the digits', () => {
    const field: FormFieldDefinition = { name: 'phone', customName: 'Phone number', type: 'phone', required: true }
    expect(checkField(field, ' 98765-43210 ')).toEqual({ error: null, value: '9876543210' })
    expect(checkField(field, '98765 4321')).toEqual({ error: PHONE_MESSAGE })
  })

  it.each<[string, string | null]>([
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['(0) 98765-43210', '9876543210'],
    ['+91 12345 67890', null],
    ['+1 415 555 0100', null],
    ['+44 7911 123456', null],
    ['022 1234 5678', null],
  ])('takes %j as people type it → %s', (typed, stored) => {
    const field: FormFieldDefinition = { name: 'phone', customName: 'Phone number', type: 'phone', required: true }
    expect(checkField(field, typed)).toEqual(stored ? { error: null, value: stored } : { error: PHONE_MESSAGE })
  })
})

describe('name patterns', () => {
  it.each<[string, boolean]>([
    ['Priya Sharma', true],
    ["D'Souza", true],
    ['A. P. J. Abdul Kalam', true],
    ['Priya  Sharma', false],
    [' Priya', false],
    ['Priya ', false],
    ['Priya3', false],
    ['Priya-Sharma', false],
    ['Priya_Sharma', false],
  ])('letters, dots and apostrophes with single spaces: %j → %s', (value, ok) => {
    expect(matchesPattern(value, NAME_PATTERN)).toBe(ok)
  })

  it.each<[string, boolean]>([
    ['Acme Labs 2', true],
    ['R&D | Studio_1', true],
    ['A!@#$%^*_|&-Z', true],
    ['Acme  Labs', false],
    ['Acme Labs.', false],
    ["O'Brien Labs", false],
    ['Acme (India)', false],
    ['Acme+Labs', false],
  ])('letters, digits and !@#$%%^*_|&- with single spaces: %j → %s', (value, ok) => {
    expect(matchesPattern(value, NAME_WITH_SYMBOLS_PATTERN)).toBe(ok)
  })
})

describe('configured validations: a key with a number value or a regex pattern, and a message', () => {
  const rules: Record<string, FieldValidation> = {
    minLength: { key: 'minLength', value: 3, message: 'At least 3 characters' },
    maxLength: { key: 'maxLength', value: 5, message: 'At most 5 characters' },
    min: { key: 'min', value: 10, message: 'At least 10' },
    max: { key: 'max', value: 500, message: 'At most 500' },
    pattern: { key: 'pattern', pattern: '^[A-Z]{3}$', message: 'Three capital letters' },
  }
  it.each<[keyof typeof rules, string, string | null]>([
    ['minLength', 'abc', null],
    ['minLength', 'ab', 'At least 3 characters'],
    ['maxLength', 'abcde', null],
    ['maxLength', 'abcdef', 'At most 5 characters'],
    ['min', '10', null],
    ['min', '9', 'At least 10'],
    ['min', 'ten', 'At least 10'],
    ['max', '500', null],
    ['max', '501', 'At most 500'],
    ['pattern', 'ABC', null],
    ['pattern', 'AbC', 'Three capital letters'],
  ])('%s on %j → %s', (key, value, expected) => {
    expect(configuredValidationError(value, [rules[key]!])).toBe(expected)
  })

  it('gives the message of the first rule that fails', () => {
    expect(configuredValidationError('ab', [rules.pattern!, rules.minLength!])).toBe('Three capital letters')
  })

  it('skips a pattern that is not a valid regular expression instead of failing the form', () => {
    expect(configuredValidationError('anything', [{ key: 'pattern', pattern: '([a-z', message: 'Broken' }])).toBeNull()
  })
})

describe('required fields', () => {
  it.each<[Pick<FormFieldDefinition, 'customName' | 'required'>, string]>([
    [{ customName: 'Full name', required: true }, 'Full name *'],
    [{ customName: 'Company', required: false }, 'Company'],
    [{ customName: 'Company', required: null }, 'Company'],
  ])('%j is labelled %j', (field, label) => {
    expect(fieldLabel(field)).toBe(label)
  })

  it.each<[FormFieldDefinition, unknown, string | null]>([
    [{ name: 'full_name', customName: 'Full name', type: 'text', required: true }, '   ', 'Full name is required'],
    [{ name: 'company', customName: 'Company', type: 'text', required: false }, '', null],
    [{ name: 'email', customName: 'Work email', type: 'email', required: true }, undefined, 'Work email is required'],
    [{ name: 'email', customName: 'Work email', type: 'email', required: false }, '', null],
    [{ name: 'terms', customName: 'I agree', type: 'checkbox', required: true }, undefined, 'Tick “I agree” to continue'],
    [
      {
        name: 'workspace_type',
        customName: 'What are you looking for?',
        type: 'select',
        required: true,
        options: [{ label: 'Day pass', value: 'day-pass' }],
      },
      '',
      'Choose an answer to “What are you looking for?”',
    ],
    [{ name: 'terms', customName: 'I agree', type: 'checkbox', required: true }, 'on', null],
  ])('%j with %j → %s', (field, raw, expected) => {
    expect(checkField(field, raw).error).toBe(expected)
  })
})

describe('other field types', () => {
  const select: FormFieldDefinition = {
    name: 'city',
    customName: 'City',
    type: 'select',
    required: true,
    options: [{ label: 'Pune', value: 'pune' }],
  }
  const number: FormFieldDefinition = {
    name: 'seats',
    customName: 'Seats',
    type: 'number',
    validations: [{ key: 'min', value: 1, message: 'At least one seat' }],
  }
  const text: FormFieldDefinition = { name: 'ref', customName: 'Reference', type: 'text', pattern: '^REF-\\d+$', message: 'Like REF-123' }
  it.each<[FormFieldDefinition, unknown, string | null]>([
    [select, 'pune', null],
    [select, 'paris', OPTION_MESSAGE],
    [number, '12', null],
    [number, '0', 'At least one seat'],
    [number, '12 desks', NUMBER_MESSAGE],
    [number, 7, null],
    [text, 'REF-42', null],
    [text, 'ref 42', 'Like REF-123'],
    [text, ['a', 'b'], INVALID_INPUT_MESSAGE],
    [text, { a: 1 }, INVALID_INPUT_MESSAGE],
    [text, 'x'.repeat(501), 'Keep this under 500 characters'],
    [{ name: 'message', customName: 'Message', type: 'textarea' }, 'x'.repeat(5001), 'Keep this under 5,000 characters'],
  ])('%j with %j → %s', (field, raw, expected) => {
    expect(checkField(field, raw).error).toBe(expected)
  })
})

// The seeded lead form: desks_required depends on workspace_type (spec section 5, 'Lead form').
const LEAD_FORM: FormFieldDefinition[] = [
  {
    name: 'full_name',
    customName: 'Full name',
    type: 'text',
    required: true,
    validations: [{ key: 'pattern', pattern: NAME_PATTERN, message: 'Use letters only' }],
  },
  {
    name: 'email',
    customName: 'Work email',
    type: 'email',
    required: true,
    pattern: EMAIL_PATTERN,
    message: 'Enter a valid email address',
  },
  { name: 'phone', customName: 'Phone number', type: 'phone', required: true },
  {
    name: 'workspace_type',
    customName: 'What are you looking for?',
    type: 'select',
    required: true,
    options: [
      { label: 'Private office space', value: 'private-office-space' },
      { label: 'Day pass', value: 'day-pass' },
    ],
  },
  {
    name: 'desks_required',
    customName: 'Desks required',
    type: 'select',
    required: true,
    dependentOn: 'workspace_type',
    dependentFor: ['private-office-space'],
    options: [{ label: '1 to 10', value: '1-10' }],
  },
  { name: 'newsletter', customName: 'Newsletter', type: 'checkbox' },
]
const GOOD = {
  full_name: ' Priya Sharma ',
  email: 'priya@acme.in',
  phone: '98765 43210',
  workspace_type: 'private-office-space',
  desks_required: '1-10',
}

describe('a whole form', () => {
  it('keeps clean values of the active fields', () => {
    expect(checkForm(LEAD_FORM, GOOD)).toEqual({
      values: {
        full_name: 'Priya Sharma',
        email: 'priya@acme.in',
        phone: '9876543210',
        workspace_type: 'private-office-space',
        desks_required: '1-10',
        newsletter: false,
      },
      errors: {},
    })
  })

  it('requires desks_required only for the workspace types it depends on, and drops it otherwise', () => {
    expect(checkForm(LEAD_FORM, { ...GOOD, desks_required: '' }).errors).toEqual({ desks_required: 'Desks required is required' })
    const dayPass = checkForm(LEAD_FORM, { ...GOOD, workspace_type: 'day-pass', desks_required: 'nonsense' })
    expect(dayPass.errors).toEqual({})
    expect(dayPass.values).not.toHaveProperty('desks_required')
  })

  it.each<[Record<string, string>, boolean]>([
    [{ workspace_type: 'private-office-space' }, true],
    [{ workspace_type: 'day-pass' }, false],
    [{ workspace_type: '' }, false],
    [{}, false],
  ])('desks_required is active for %j: %s', (raw, active) => {
    expect(isFieldActive(LEAD_FORM[4]!, LEAD_FORM, raw)).toBe(active)
  })

  it('treats a dependency loop as inactive rather than recursing forever', () => {
    const loop: FormFieldDefinition[] = [
      { name: 'a', customName: 'A', type: 'text', dependentOn: 'b' },
      { name: 'b', customName: 'B', type: 'text', dependentOn: 'a' },
    ]
    expect(checkForm(loop, { a: 'x', b: 'y' })).toEqual({ values: {}, errors: {} })
  })

  it('reports every invalid field, in form order, with its message', () => {
    expect(checkForm(LEAD_FORM, { full_name: 'Priya3', email: 'priya@acme', phone: '12345', workspace_type: 'hot-desk' }).errors).toEqual({
      full_name: 'Use letters only',
      email: EMAIL_MESSAGE,
      phone: PHONE_MESSAGE,
      workspace_type: OPTION_MESSAGE,
    })
  })
})

describe('buildFormSchema: the zod schema shared by the browser form and the server', () => {
  const schema = buildFormSchema(LEAD_FORM)
  it('parses good values into clean ones', () => {
    expect(schema.parse(GOOD)).toMatchObject({ full_name: 'Priya Sharma', phone: '9876543210' })
  })

  it('fails with one issue per field, its path the field name', () => {
    const result = schema.safeParse({ ...GOOD, email: 'nope', phone: '' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', EMAIL_MESSAGE],
      ['phone', 'Phone number is required'],
    ])
  })

  it.each([null, 'text', 42, ['a']])('fails, without throwing, on %j', (input) => {
    expect(schema.safeParse(input).success).toBe(false)
  })
})
