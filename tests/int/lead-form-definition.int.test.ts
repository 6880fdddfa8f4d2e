import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/(site)/lead-form.json/route'
import type { FormDefinition } from '@/domain/forms/types'
import { leadFormPath } from '@/domain/urls'
import { getFormByHandle, LEAD_FORM_HANDLE } from '@/server/forms/get-form-by-handle'
import { testPayload } from '../helpers/payload'

// GET /lead-form.json: the lead form's definition, which a page's forms fetch as they come alive (pages do not carry it).

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  await payload.destroy()
})

const call = async (query = '') => {
  const answer = await GET(new Request(`http://localhost${leadFormPath}${query}`))
  return { answer, body: (await answer.json()) as FormDefinition & { error?: { message: string } } }
}

describe('GET /lead-form.json', () => {
  it('answers the definition the server renders the forms from, as the admin set it', async () => {
    const { answer, body } = await call()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=60/)
    expect(answer.headers.get('x-robots-tag')).toBe('noindex')
    expect(body).toEqual(JSON.parse(JSON.stringify(await getFormByHandle(LEAD_FORM_HANDLE))))
    const { docs } = await payload.find({ collection: 'forms', where: { handle: { equals: LEAD_FORM_HANDLE } }, depth: 0 })
    expect(body.title).toBe(docs[0]!.title)
    expect(body.fields.map((f) => f.name)).toContain('workspace_type')
  })

  it('refuses parameters', async () => {
    const { answer, body } = await call('?handle=other')
    expect(answer.status).toBe(400)
    expect(body.error?.message).toBe('This address takes no parameters.')
  })
})
