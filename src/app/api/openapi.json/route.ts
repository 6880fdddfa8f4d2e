import { NextResponse } from 'next/server'
import { API_OPERATIONS } from '@/app/api/_lib/operations'
import { openApiDocument } from '@/server/api/openapi'
import { sessionCookieName } from '@/server/auth/options'
import { env } from '@/server/env'

// GET /api/openapi.json: the contract of every /api row (listed in app/api/_lib/operations.ts), from the schemas the
// routes validate with and answer through.
export function GET() {
  const { SITE_URL } = env()
  return NextResponse.json(openApiDocument(API_OPERATIONS, { title: 'Sthana Workspaces API', version: '1', serverUrl: SITE_URL, sessionCookie: sessionCookieName(SITE_URL) }))
}
