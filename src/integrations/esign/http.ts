import { EsignError, type EsignProviderName } from './types'

// One HTTP call to a signing provider, with a timeout, mapped to EsignError: no answer, a timeout or a 5xx is
// 'unavailable' (the caller may retry), 404 'not-found', another 4xx 'refused'. Bodies and tokens never go into messages.

export interface HttpOptions {
  fetch: typeof fetch
  timeoutMs: number
  provider: EsignProviderName
}

export async function call(http: HttpOptions, url: string, init: RequestInit): Promise<Response> {
  let response: Response
  try {
    response = await http.fetch(url, { ...init, signal: AbortSignal.timeout(http.timeoutMs), redirect: 'error' })
  } catch {
    throw new EsignError('unavailable', 'The signing provider did not answer.', http.provider)
  }
  if (response.ok) return response
  const status = response.status
  await response.body?.cancel().catch(() => undefined)
  if (status >= 500 || status === 429)
    throw new EsignError('unavailable', `The signing provider answered ${status}.`, http.provider, status)
  if (status === 404) throw new EsignError('not-found', 'The signing provider does not know this document.', http.provider, status)
  throw new EsignError('refused', `The signing provider refused the request (${status}).`, http.provider, status)
}

export async function callJson(http: HttpOptions, url: string, init: RequestInit): Promise<unknown> {
  const response = await call(http, url, init)
  try {
    return await response.json()
  } catch {
    throw new EsignError('unavailable', 'The signing provider answered something that is not JSON.', http.provider, response.status)
  }
}

export function header(headers: Headers, name: string): string | null {
  const value = headers.get(name)
  return value === null ? null : value.trim()
}
