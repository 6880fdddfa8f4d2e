import { describe, expect, it } from 'vitest'
import { DELETE, GET, PATCH, POST, PUT } from '@/app/api/[...path]/route'
import { routeFor, findRouteFiles } from '../helpers/api-rows'

// An /api address that no row serves answers a JSON 404 in the one error shape, whatever the method, and the rows
// that exist keep their own routes.

describe('unknown API addresses', () => {
  it.each([
    ['POST', '/api/docusign/no-such-row', POST],
    ['GET', '/api/vo/document/no-such-row', GET],
    ['PUT', '/api/nest-api/virtual-offices/no-such-step/1', PUT],
    ['PATCH', '/api/vo/no-such-row', PATCH],
    ['DELETE', '/api/contacts/1', DELETE],
  ] as const)('%s %s answers a JSON 404', async (method, path, handler) => {
    const response = await handler()
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'There is no API call at this address. The calls are listed at /api/openapi.json.' },
    })
    expect(routeFor(findRouteFiles(), path)?.file).toBe('src/app/api/[...path]/route.ts')
  })

  it('leaves the rows that exist to their own routes', () => {
    const routes = findRouteFiles()
    expect(routeFor(routes, '/api/auth/sign-in/email-otp')?.file).toBe('src/app/api/auth/[...all]/route.ts')
    expect(routeFor(routes, '/api/contacts')?.file).toBe('src/app/api/contacts/route.ts')
    expect(routeFor(routes, '/api/openapi.json')?.file).toBe('src/app/api/openapi.json/route.ts')
    expect(routeFor(routes, '/api/vo/document/get')?.file).not.toBe('src/app/api/[...path]/route.ts')
  })
})
