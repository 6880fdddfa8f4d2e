import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/(site)/forms/[file]/route'
import type { VersionedForm } from '@/domain/forms/types'
import { formPath } from '@/domain/urls'
import { getFormByHandle, LEAD_FORM_HANDLE } from '@/server/forms/get-form-by-handle'
import { clearCachedAnswers } from '@/server/cache/answer-cache'
import { testPayload } from '../helpers/payload'

// GET /forms/{handle}.json?v={version}: a form's definition, which a page's forms fetch as they come alive (pages do
// not carry it), kept for good under the version the page was rendered with.

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  await payload.destroy()
})

const call = async (address: string) => {
  const file = /^\/forms\/([^/?]+)/.exec(address)![1]!
  const answer = await GET(new Request(`http://localhost${address}`), { params: Promise.resolve({ file: decodeURIComponent(file) }) })
  return { answer, body: (await answer.json()) as VersionedForm & { id?: number; error?: { message: string } } }
}

describe('GET /forms/{handle}.json', () => {
  it('answers the definition the server renders the forms from, as the admin set it, without its database id', async () => {
    const form = (await getFormByHandle(LEAD_FORM_HANDLE))!
    const { answer, body } = await call(formPath(LEAD_FORM_HANDLE, form.version))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, s-maxage=31536000, immutable')
    expect(answer.headers.get('x-robots-tag')).toBe('noindex')
    expect(body).toEqual(JSON.parse(JSON.stringify({ ...form, id: undefined })))
    expect(body.id).toBeUndefined()
    const { docs } = await payload.find({ collection: 'forms', where: { handle: { equals: LEAD_FORM_HANDLE } }, depth: 0 })
    expect(body.title).toBe(docs[0]!.title)
    expect(body.fields.map((f) => f.name)).toContain('workspace_type')
  })

  it('answers the current definition for another version, or none, kept for a minute at most', async () => {
    const form = (await getFormByHandle(LEAD_FORM_HANDLE))!
    for (const address of [formPath(LEAD_FORM_HANDLE), formPath(LEAD_FORM_HANDLE, 'an-old-version')]) {
      const { answer, body } = await call(address)
      expect(answer.status, address).toBe(200)
      expect(answer.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60')
      expect(body.version).toBe(form.version)
    }
  })

  it('gives an edited form a new version, and answers the edit', async () => {
    const created = await payload.create({
      collection: 'forms',
      data: {
        title: 'Partner enquiry',
        handle: `partner-enquiry-${Date.now()}`,
        submitLabel: 'Send',
        fields: [{ name: 'full_name', customName: 'Full name', type: 'text', required: true }],
      },
    })
    try {
      const before = (await call(formPath(created.handle))).body
      expect(before.fields.map((f) => f.name)).toEqual(['full_name'])
      await payload.update({ collection: 'forms', id: created.id, data: { submitLabel: 'Send to the team' } })
      clearCachedAnswers()
      const after = (await call(formPath(created.handle))).body
      expect(after.submitLabel).toBe('Send to the team')
      expect(after.version).not.toBe(before.version)
      expect((await call(formPath(created.handle, before.version))).answer.headers.get('cache-control')).toBe(
        'public, max-age=60, s-maxage=60',
      )
    } finally {
      await payload.delete({ collection: 'forms', id: created.id })
    }
  })

  it('refuses other parameters, and answers 404 for a form that does not exist or an address that names none', async () => {
    const other = await call(`${formPath(LEAD_FORM_HANDLE)}?handle=other`)
    expect(other.answer.status).toBe(400)
    expect(other.body.error?.message).toBe('This address takes only v.')
    for (const address of ['/forms/no-such-form.json', '/forms/lead-form.xml', '/forms/..%2Flead-form.json', '/forms/Lead-Form.json']) {
      const { answer, body } = await call(address)
      expect(answer.status, address).toBe(404)
      expect(body.error?.message).toBe('There is no form at this address.')
    }
  })
})
