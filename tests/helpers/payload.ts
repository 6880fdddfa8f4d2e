import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { assertLocalTestDatabase } from './assert-local-database'

export async function testPayload(): Promise<Payload> {
  assertLocalTestDatabase()
  return getPayload({ config })
}
