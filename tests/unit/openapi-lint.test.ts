import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { API_OPERATIONS } from '@/app/api/_lib/operations'
import { openApiDocument } from '@/server/api/openapi'

// The published contract passes Redocly's `recommended` rules (errors and warnings alike): security schemes declared
// and applied per operation, an operationId and a 4xx answer on every operation, a license, a real server address.

const dir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

interface LintProblem {
  ruleId: string
  severity: string
  message: string
  location: { pointer: string }[]
}

describe('/api/openapi.json', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const doc = openApiDocument(API_OPERATIONS, {
      title: 'Sthana Workspaces API',
      version: '1',
      serverUrl: 'https://www.sthanaworkspaces.in',
      sessionCookie: '__Secure-sthana.session_token',
    })
    const file = path.join(dir, 'openapi.json')
    writeFileSync(file, JSON.stringify(doc))
    const bin = path.join(process.cwd(), 'node_modules', '.bin', 'redocly')
    const { stdout } = await promisify(execFile)(bin, ['lint', '--extends', 'recommended', '--format', 'json', file], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }))
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as { problems: LintProblem[] }
    expect(report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`)).toEqual([])
    expect(doc.servers).toEqual([{ url: 'https://www.sthanaworkspaces.in' }])
  }, 60_000)
})
