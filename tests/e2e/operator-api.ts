import { DEMO_OPERATOR } from '../../scripts/seed/index'
import { BASE_URL } from './browser'

// The demo operator's session on Payload's REST API (/cms-api), for tests that arrange content before they look.
export interface OperatorApi {
  get<T>(path: string): Promise<T>
  send<T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T>
}

export async function operatorApi(): Promise<OperatorApi> {
  const login = await fetch(`${BASE_URL}/cms-api/operators/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password }),
  })
  if (!login.ok) throw new Error(`Operator login failed: ${login.status}`)
  const { token } = (await login.json()) as { token: string }
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${BASE_URL}/cms-api${path}`, {
      method,
      headers: { authorization: `JWT ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }
  return { get: (path) => call('GET', path), send: (method, path, body) => call(method, path, body) }
}
