import { spawn, type ChildProcess } from 'node:child_process'
import { get, type IncomingMessage } from 'node:http'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { HealthAnswer } from '@/contracts/health'
import { waitForHttp } from '../../scripts/lib/processes'
import { BASE_URL } from './browser'

// The health row, and an instance draining on SIGTERM: a second server on the same build and database, so stopping it
// leaves the shared test server alone.

const root = path.resolve(import.meta.dirname, '../..')
const port = Number(new URL(BASE_URL).port || 80) + 7

function startInstance(): { child: ChildProcess; output: () => string } {
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/serve.ts'), '--port', String(port)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', SITE_URL: `http://localhost:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { child, output: () => output }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })

describe('GET /api/health', () => {
  it('answers 200 with the database, the rate-limit store and the job workers up, never cached', async () => {
    const response = await fetch(`${BASE_URL}/api/health`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as HealthAnswer
    expect(body.status).toBe('ok')
    expect(body.checks).toEqual({ database: 'ok', rateLimits: { store: 'postgres', state: 'ok' }, jobs: 'ok' })
    expect(body.runtime.node).toMatch(/^\d+\.\d+\.\d+$/)
  })
})

describe('an instance stopped with SIGTERM', () => {
  const instance = startInstance()
  afterAll(() => {
    if (instance.child.exitCode === null) instance.child.kill('SIGKILL')
  })

  it('finishes the request in flight, accepts nothing new, hands back its jobs and exits cleanly', async () => {
    const alive = () => instance.child.exitCode === null
    await waitForHttp(`http://localhost:${port}/api/health`, 120_000, alive)
    expect((await fetch(`http://localhost:${port}/api/health`)).status).toBe(200)

    // A page whose answer has started but not been read yet is in flight when the signal comes.
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      get(`http://localhost:${port}/`, { agent: false }, resolve).on('error', reject)
    })
    response.pause()
    instance.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(fetch(`http://localhost:${port}/api/health`)).rejects.toThrow()

    response.resume()
    let html = ''
    for await (const chunk of response) html += String(chunk)
    expect(response.statusCode).toBe(200)
    expect(html).toContain('</html>')

    expect(await exited(instance.child)).toBe(0)
    expect(instance.output()).toContain('SIGTERM: finishing requests in flight and stopping the job workers')
    expect(instance.output()).toContain('Job workers stopped')
  })
})
