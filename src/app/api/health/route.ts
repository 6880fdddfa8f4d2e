import { NextResponse } from 'next/server'
import { healthAnswer, healthQuery } from '@/contracts/health'
import { handler } from '@/server/api/handler'
import { checkHealth } from '@/server/health/check-health'
import { parseSearchParams } from '../_lib/parse'

export const dynamic = 'force-dynamic'

// GET /api/health: 200 when this instance can serve; 503 with Retry-After while it drains (SIGTERM) or when the
// database is down, so nginx and load balancers route around it. Never cached.
export const GET = handler(async (request: Request) => {
  parseSearchParams(request, healthQuery, 'This call takes no query parameters.')
  const { httpStatus, answer } = await checkHealth()
  return NextResponse.json(healthAnswer.parse(answer), {
    status: httpStatus,
    headers: { 'Cache-Control': 'no-store', ...(httpStatus === 503 ? { 'Retry-After': '5' } : {}) },
  })
})
