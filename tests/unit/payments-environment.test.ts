import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/server/env'

// Which payment gateway a server may start with. Without Razorpay's keys the built-in sandbox takes every payment and
// moves no money: right on a developer's machine and in the tests, a silent loss on a public site. So a production
// site on a public address refuses to start without the keys, unless PAYMENTS_SANDBOX=true says the sandbox is meant.

const BASE = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/sthana', PAYLOAD_SECRET: 'a-secret-of-sixteen-or-more' }
const PUBLIC = { ...BASE, NODE_ENV: 'production', SITE_URL: 'https://www.sthanaworkspaces.in' }
const KEYS = { RAZORPAY_KEY_ID: 'rzp_live_abc123', RAZORPAY_KEY_SECRET: 'secret-1234', RAZORPAY_WEBHOOK_SECRET: 'hook-secret-1234' }

const problem = (source: Record<string, string>) => {
  try {
    parseEnv(source)
    return null
  } catch (error) {
    return (error as Error).message
  }
}

describe('the payment gateway at start-up', () => {
  it('refuses a public production site with no gateway, saying what to set', () => {
    const message = problem(PUBLIC)
    expect(message).toContain('PAYMENTS_SANDBOX: this production site (SITE_URL https://www.sthanaworkspaces.in) has no payment gateway')
    expect(message).toContain('Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET')
    expect(message).toContain('PAYMENTS_SANDBOX=true')
  })

  it('starts with Razorpay, or with the sandbox when PAYMENTS_SANDBOX=true says so', () => {
    expect(problem({ ...PUBLIC, ...KEYS })).toBeNull()
    expect(parseEnv({ ...PUBLIC, PAYMENTS_SANDBOX: 'true' }).PAYMENTS_SANDBOX).toBe(true)
    expect(problem({ ...PUBLIC, PAYMENTS_SANDBOX: 'false' })).toContain('has no payment gateway')
    expect(problem({ ...PUBLIC, PAYMENTS_SANDBOX: 'yes' })).toContain('PAYMENTS_SANDBOX must be true or false')
  })

  it('keeps the sandbox as the default on this machine, in development and in the tests', () => {
    for (const site of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:3000'])
      expect(problem({ ...BASE, NODE_ENV: 'production', SITE_URL: site })).toBeNull()
    expect(problem({ ...BASE, NODE_ENV: 'production' })).toBeNull()
    expect(problem({ ...BASE, NODE_ENV: 'development', SITE_URL: 'https://www.sthanaworkspaces.in' })).toBeNull()
    expect(problem({ ...BASE, NODE_ENV: 'test', SITE_URL: 'https://www.sthanaworkspaces.in' })).toBeNull()
  })

  it('refuses some Razorpay keys without the others, whatever PAYMENTS_SANDBOX says', () => {
    const message = problem({ ...PUBLIC, PAYMENTS_SANDBOX: 'true', RAZORPAY_KEY_ID: KEYS.RAZORPAY_KEY_ID })
    expect(message).toContain(
      'RAZORPAY_KEY_ID: Payments: RAZORPAY_KEY_ID is set but RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are not',
    )
  })
})
