import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inTransaction } from '@/server/db/transaction'
import { testPayload } from '../helpers/payload'

// The transaction helper: Payload's Local API and raw SQL share one connection, commit together and roll back together.
describe('inTransaction', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })
  afterAll(async () => {
    await payload.destroy()
  })

  const countOutbox = async (marker: string) => {
    const { totalDocs } = await payload.count({ collection: 'outbox-messages', where: { to: { equals: marker } } })
    return totalDocs
  }

  it('commits a Payload write and a raw SQL read of it together', async () => {
    const marker = `tx-commit-${Date.now()}@example.in`
    const seen = await inTransaction(
      async (tx) => {
        await tx.payload.create({
          collection: 'outbox-messages',
          req: tx.req,
          overrideAccess: true,
          data: { channel: 'email', kind: 'login-code', to: marker, body: 'x', status: 'queued' },
        })
        const { rows } = await tx.query<{ n: string }>('SELECT count(*) AS n FROM outbox_messages WHERE "to" = $1', [marker])
        return Number(rows[0]!.n)
      },
      { payload },
    )
    expect(seen).toBe(1)
    expect(await countOutbox(marker)).toBe(1)
  })

  it('rolls both back when the work throws', async () => {
    const marker = `tx-rollback-${Date.now()}@example.in`
    await expect(
      inTransaction(
        async (tx) => {
          await tx.payload.create({
            collection: 'outbox-messages',
            req: tx.req,
            overrideAccess: true,
            data: { channel: 'email', kind: 'login-code', to: marker, body: 'x', status: 'queued' },
          })
          await tx.query('SELECT 1')
          throw new Error('changed my mind')
        },
        { payload },
      ),
    ).rejects.toThrow('changed my mind')
    expect(await countOutbox(marker)).toBe(0)
  })

  it('fails when the COMMIT fails, and stores nothing (the adapter would answer it as done)', async () => {
    const marker = `tx-commit-fails-${Date.now()}@example.in`
    await expect(
      inTransaction(
        async (tx) => {
          await tx.payload.create({
            collection: 'outbox-messages',
            req: tx.req,
            overrideAccess: true,
            data: { channel: 'email', kind: 'login-code', to: marker, body: 'x', status: 'queued' },
          })
          // A deferred constraint is checked at COMMIT: the COMMIT itself fails, as it does when the database goes away.
          await tx.query('CREATE TEMP TABLE commit_check (x int UNIQUE DEFERRABLE INITIALLY DEFERRED) ON COMMIT DROP')
          await tx.query('INSERT INTO commit_check VALUES (1), (1)')
          return 'answered as done'
        },
        { payload },
      ),
    ).rejects.toThrow(/duplicate key/)
    expect(await countOutbox(marker)).toBe(0)
    // The connection went back to the pool as it was: the next transaction commits as usual.
    await expect(inTransaction(async (tx) => (await tx.query('SELECT 1 AS one')).rows[0], { payload })).resolves.toEqual({ one: 1 })
  })
})
