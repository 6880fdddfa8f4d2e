import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { assertLocalTestDatabase } from './assert-local-database'

/**
 * The app's Payload on the test database. Files that share one module graph (vitest.config.ts, project 'int') get the
 * same instance one after another: the `destroy()` each calls when it ends would close the pool the next one uses, so
 * there it does nothing, and the worker's exit closes the pool.
 */
export async function testPayload(): Promise<Payload> {
  assertLocalTestDatabase()
  const payload = await getPayload({ config })
  if (process.env.INT_SHARED_GRAPH === 'true') payload.destroy = async () => undefined
  return payload
}
