import { NextResponse } from 'next/server'

// The virtual-office rows answer the caller's own documents: never cached.
export const PRIVATE = { 'Cache-Control': 'private, no-store' }

export function voAnswer(body: unknown): NextResponse {
  return NextResponse.json(body, { headers: PRIVATE })
}
