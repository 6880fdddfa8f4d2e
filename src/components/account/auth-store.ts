'use client'

import { useSyncExternalStore } from 'react'
import type { CustomerInfoAnswer, KycStatusAnswer, UserInfo } from '@/contracts/customers'
import type { ErrorBody } from '@/contracts/errors'

// The customer's login state in the browser, shared by the header, the login dialog, 'My account' and the
// session-expired dialog (spec section 4, 'Login'). The session cookie is HttpOnly; a plain hint cookie says that one
// may exist, so anonymous visitors never wait for a profile request.

export type { UserInfo }

export type AuthStatus = 'unknown' | 'anonymous' | 'loading' | 'signed-in'

export interface AuthState {
  status: AuthStatus
  user: UserInfo | null
  loginOpen: boolean
  /** Set once sign-in worked but no profile exists yet: the dialog asks for name and phone (user-not-found). */
  needsSignup: boolean
  sessionExpired: boolean
}

const HINT_COOKIE = 'sthana_signed_in'
const FIRST_LOGIN_KEY = 'sthana:first-login'
/** Spec section 9: user data is cleared 5 seconds after a logout or a failed login. */
export const CLEAR_DELAY_MS = 5000

let state: AuthState = { status: 'unknown', user: null, loginOpen: false, needsSignup: false, sessionExpired: false }
const listeners = new Set<() => void>()

function set(patch: Partial<AuthState>) {
  state = { ...state, ...patch }
  markStatus()
  for (const l of listeners) l()
}

/** Mirrors the login state on <html data-auth>, for tests and scripts (set before any reader renders again). */
export function markStatus() {
  document.documentElement.dataset.auth = state.status
}

/** Calls `listener` after every change of the login state; returns the function that stops it. */
export function onAuthChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useAuth(): AuthState {
  return useSyncExternalStore(onAuthChange, getAuthState, getAuthState)
}

/**
 * One value read from the login state: the component renders again only when that value changes, so the header stays
 * as it is when a visitor's state goes from 'unknown' to 'anonymous' (both show 'Log in'). `select` must answer a
 * primitive or an object of the state itself, never a new one.
 */
export function useAuthValue<T>(select: (state: AuthState) => T): T {
  return useSyncExternalStore(
    onAuthChange,
    () => select(state),
    () => select(state),
  )
}

export function getAuthState(): AuthState {
  return state
}

export const hasSessionHint = () => typeof document !== 'undefined' && document.cookie.split('; ').some((c) => c === `${HINT_COOKIE}=1`)

/**
 * Whether the hint cookie is set, read through the Cookie Store API where the browser has it (it answers
 * asynchronously): `document.cookie` is a synchronous call into the browser, 1–6 ms on a phone's renderer that has
 * just started (docs/decisions/0004-performance-baseline.md). The API is there in secure contexts only.
 */
async function readSessionHint(): Promise<boolean> {
  if (typeof cookieStore !== 'undefined') {
    try {
      return (await cookieStore.get(HINT_COOKIE))?.value === '1'
    } catch {
      // A document the API refuses (an opaque origin): read the cookie as every browser can.
    }
  }
  return hasSessionHint()
}
const setHint = (on: boolean) => {
  document.cookie = on
    ? `${HINT_COOKIE}=1; path=/; max-age=${60 * 60 * 24 * 30}; samesite=lax`
    : `${HINT_COOKIE}=; path=/; max-age=0; samesite=lax`
}

/**
 * A 401 or 403 to a signed-in customer shows 'Session Expired :(' (spec section 6), and the dialog says it alone: the
 * caller's answer never settles, so no toast or form message repeats it (the dialog's OK reloads the page).
 */
function sessionEnded(response: Response): Promise<Response> | null {
  if ((response.status !== 401 && response.status !== 403) || state.status !== 'signed-in') return null
  set({ sessionExpired: true })
  return new Promise<Response>(() => undefined)
}

/** Calls the customer API; a 401 or 403 shows 'Session Expired :(' and nothing else. */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(path, {
    ...init,
    headers: { ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    credentials: 'same-origin',
  })
  return sessionEnded(response) ?? response
}

/** What 'My account' shows besides the profile; loaded with it, in parallel, at login (spec section 4). */
export const ACCOUNT_DATA_PATHS = {
  contacts: '/api/contacts',
  credits: '/api/ecom/api/v1/products/users/credits?page=1&limit=5',
  wifi: '/api/v1/amenities/wifi/details',
  kyc: '/api/users/kyc/status',
  loyalty: '/api/oms/api/loyalty/details',
} as const

let prefetched = new Map<string, Promise<Response | null>>()

/** The customer API answer for `path`: the one fetched at login when there is one (used once), else a new request. */
export async function accountFetch(path: string): Promise<Response> {
  const early = prefetched.get(path)
  prefetched.delete(path)
  const response = early ? await early : null
  if (!response) return apiFetch(path)
  return sessionEnded(response) ?? response
}

export interface LoadResult {
  ok: boolean
  message?: string
}

/** Loads the profile after a sign-in (or on a page load with the hint): signed in, sign-up needed, or refused. */
export async function loadUser(): Promise<LoadResult> {
  set({ status: 'loading' })
  prefetched = new Map(
    Object.values(ACCOUNT_DATA_PATHS).map((path) => [path, fetch(path, { credentials: 'same-origin' }).catch(() => null)]),
  )
  const response = await fetch('/api/customers/get-info', { credentials: 'same-origin' }).catch(() => null)
  if (response?.ok) {
    const { data } = (await response.json()) as CustomerInfoAnswer
    // KYC status VERIFIED sets hasCompletedKYC.
    const kyc = await prefetched.get(ACCOUNT_DATA_PATHS.kyc)
    const kycStatus = kyc?.ok ? ((await kyc.clone().json()) as Partial<KycStatusAnswer>).data?.kyc_status : undefined
    setHint(true)
    set({
      status: 'signed-in',
      user: { ...data, ...(kycStatus ? { kyc_status: kycStatus, hasCompletedKYC: kycStatus === 'VERIFIED' } : {}) },
      needsSignup: false,
    })
    return { ok: true }
  }
  prefetched = new Map()
  const body = (await response?.json().catch(() => null)) as Partial<ErrorBody> | null
  if (response?.status === 404 && body?.error?.code === 'user-not-found') {
    setHint(true)
    set({ status: 'anonymous', needsSignup: true, loginOpen: true })
    return { ok: false }
  }
  setHint(false)
  set({ status: 'anonymous' })
  return { ok: false, message: response && response.status !== 401 ? body?.error?.message : undefined }
}

/** On page load: restore the login state when a session may exist but no user info is loaded (spec section 4). */
export function restore() {
  if (state.status !== 'unknown') return
  void readSessionHint().then((hint) => {
    // A login finished meanwhile has said more than the hint can.
    if (state.status !== 'unknown') return
    if (hint) void loadUser()
    else set({ status: 'anonymous' })
  })
}

export function openLogin() {
  try {
    sessionStorage.setItem(FIRST_LOGIN_KEY, '1')
  } catch {}
  set({ loginOpen: true })
}

export function closeLogin() {
  set({ loginOpen: false })
}

/** True once per login started with 'Log in': the 'Successfully logged in' toast shows then. */
export function takeFirstLogin(): boolean {
  try {
    const first = sessionStorage.getItem(FIRST_LOGIN_KEY) === '1'
    sessionStorage.removeItem(FIRST_LOGIN_KEY)
    return first
  } catch {
    return false
  }
}

export function setUser(user: UserInfo) {
  setHint(true)
  set({ status: 'signed-in', user, needsSignup: false })
}

/** Ends the session on the server; the user data is cleared after 5 seconds (spec section 9). */
export async function logout(options: { to?: string } = {}) {
  await fetch('/api/auth/sign-out', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  }).catch(() => undefined)
  setHint(false)
  set({ status: 'anonymous', sessionExpired: false })
  window.setTimeout(() => set({ user: null }), CLEAR_DELAY_MS)
  if (options.to) window.location.assign(options.to)
}

/** A failed login: the user data is cleared after 5 seconds. */
export function failLogin() {
  setHint(false)
  set({ status: 'anonymous' })
  window.setTimeout(() => set({ user: null, needsSignup: false }), CLEAR_DELAY_MS)
}
