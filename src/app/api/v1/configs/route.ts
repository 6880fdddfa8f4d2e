import { NextResponse } from 'next/server'
import { parseSearchParams } from '@/app/api/_lib/parse'
import { handler } from '@/server/api/handler'
import { getSignedVoConfig } from '@/server/virtual-office/get-vo-config'
import { voConfigAnswer, voConfigQuery } from '@/contracts/virtual-office'

export const dynamic = 'force-dynamic'

// GET /api/v1/configs?type=vo with X-VO-Config-Signature: the VO config (doCheckCompanyNameBeforePurchase).
export const GET = handler(async (request: Request) => {
  parseSearchParams(request, voConfigQuery)
  return NextResponse.json(voConfigAnswer.parse(await getSignedVoConfig(request)), { headers: { 'Cache-Control': 'private, no-store' } })
})
