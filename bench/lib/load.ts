// Throughput and latency under load (autocannon), each beside a static file of the same bytes served by the same
// server: the ratio says how much of the server's capacity the route's own work costs.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon, { type Result } from 'autocannon'
import { step } from '../../scripts/lib/log'
import { nginxBinary, startNginx } from '../../scripts/lib/nginx'
import { stopGroup, waitForHttp } from '../../scripts/lib/processes'

export interface LoadFigures {
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  latencyMeanMs: number
  errors: number
  non2xx: number
}

export interface LoadComparison {
  name: string
  method: 'GET' | 'POST'
  path: string
  bytes: number
  staticPath: string
  /** Headers both requests carried (a browser's page request), if any. */
  headers?: Record<string, string>
  /** What stood between autocannon and the site's server, if anything (the production profile's nginx). */
  via?: string
  route: LoadFigures
  staticFile: LoadFigures
  /** Requests per second of the route over those of the static file. */
  ratio: number
}

export interface LoadCase {
  name: string
  method: 'GET' | 'POST'
  path: string
  body?: unknown
  /** Headers sent with the route's requests and its static copy's (the copy holds the answer to them). */
  headers?: Record<string, string>
  /** File name of the static copy. */
  file: string
}

export const LOAD = { connections: 50, durationSeconds: 10, warmUpSeconds: 3 }

type Target = { method: 'GET' | 'POST'; path: string; body?: unknown; headers?: Record<string, string> }

function requestOf(baseUrl: string, c: Target) {
  const headers = { ...(c.body === undefined ? {} : { 'content-type': 'application/json' }), ...c.headers }
  return {
    url: `${baseUrl}${c.path}`,
    method: c.method,
    ...(c.body === undefined ? {} : { body: JSON.stringify(c.body) }),
    ...(Object.keys(headers).length ? { headers } : {}),
  }
}

/** Fetches each case's answer and writes it, byte for byte, into the build's static folder; returns its URL and size. */
export async function writeStaticCopies(
  baseUrl: string,
  distDir: string,
  cases: LoadCase[],
): Promise<Map<string, { staticPath: string; bytes: number }>> {
  const dir = path.join(distDir, 'static', 'bench')
  mkdirSync(dir, { recursive: true })
  const copies = new Map<string, { staticPath: string; bytes: number }>()
  for (const c of cases) {
    const request = requestOf(baseUrl, c)
    const response = await fetch(request.url, { method: request.method, body: request.body, headers: request.headers })
    if (!response.ok) throw new Error(`${c.method} ${c.path} answered ${response.status}`)
    const body = Buffer.from(await response.arrayBuffer())
    writeFileSync(path.join(dir, c.file), body)
    copies.set(c.name, { staticPath: `/_next/static/bench/${c.file}`, bytes: body.length })
  }
  return copies
}

export async function hammer(baseUrl: string, c: Target): Promise<LoadFigures> {
  const request = requestOf(baseUrl, c)
  await autocannon({ ...request, connections: 10, duration: LOAD.warmUpSeconds })
  return figuresOf(await autocannon({ ...request, connections: LOAD.connections, duration: LOAD.durationSeconds }))
}

/** The figures of one autocannon run. */
export function figuresOf(result: Result): LoadFigures {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMeanMs: Math.round(result.latency.mean * 10) / 10,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

export async function measureLoad(
  baseUrl: string,
  cases: LoadCase[],
  copies: Map<string, { staticPath: string; bytes: number }>,
  via?: string,
): Promise<LoadComparison[]> {
  const results: LoadComparison[] = []
  for (const c of cases) {
    const copy = copies.get(c.name)!
    step(`  autocannon ${c.method} ${c.path}${via ? ` through ${via}` : ''} (${LOAD.connections} connections, ${LOAD.durationSeconds} s)`)
    const route = await hammer(baseUrl, c)
    step(`  autocannon GET ${copy.staticPath} (${copy.bytes} bytes, static)`)
    const staticFile = await hammer(baseUrl, { method: 'GET', path: copy.staticPath, headers: c.headers })
    results.push({
      name: c.name,
      method: c.method,
      path: c.path,
      bytes: copy.bytes,
      staticPath: copy.staticPath,
      headers: c.headers,
      ...(via ? { via } : {}),
      route,
      staticFile,
      ratio: Math.round((route.requestsPerSecond / staticFile.requestsPerSecond) * 100) / 100,
    })
  }
  return results
}

/**
 * Runs `work` with the production profile's nginx (scripts/lib/nginx.ts, its own configuration and micro-cache) in
 * front of the site at `baseUrl`, on the next port but four; hands it nginx's address. Without nginx on the machine
 * it says so and measures nothing.
 */
export async function throughNginx<T>(baseUrl: string, work: (url: string) => Promise<T[]>): Promise<T[]> {
  try {
    nginxBinary()
  } catch (error) {
    step(`  Not measured through the production profile: ${(error as Error).message}`)
    return []
  }
  const upstream = Number(new URL(baseUrl).port)
  const port = upstream + 5
  const nginx = startNginx({ dir: path.join(process.cwd(), '.data', 'bench-nginx'), port, upstreams: [upstream] })
  try {
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, 30_000)
    return await work(`http://127.0.0.1:${port}`)
  } finally {
    await stopGroup(nginx)
  }
}

/** A bare Node.js server that answers each path with the bytes given, from memory: nothing but the socket. */
const BARE_SERVER = `
const { createServer } = require('node:http')
const { readFileSync } = require('node:fs')
const bodies = JSON.parse(process.argv[1])
for (const path of Object.keys(bodies)) bodies[path] = readFileSync(bodies[path])
const server = createServer((request, response) => {
  const body = bodies[request.url]
  if (!body) return response.writeHead(404).end()
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length })
  response.end(body)
})
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
`

/**
 * The floor under a large answer's figures on this machine: the same bytes from a bare Node.js server in a process of
 * its own, under the same load. Past about 128 kB of HTML the load generator itself is the bound (it spends more than
 * a core reading the bodies while such a server idles), so a page answered from memory cannot measure better.
 */
export async function bareServerFloor(bodies: Record<string, Buffer>): Promise<Record<string, LoadFigures>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'))
  const files: Record<string, string> = {}
  Object.entries(bodies).forEach(([urlPath, body], i) => {
    files[urlPath] = path.join(dir, `${i}.html`)
    writeFileSync(files[urlPath], body)
  })
  const child = spawn(process.execPath, ['-e', BARE_SERVER, JSON.stringify(files)], { stdio: ['ignore', 'pipe', 'inherit'] })
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())))
      child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)))
    })
    const figures: Record<string, LoadFigures> = {}
    for (const urlPath of Object.keys(bodies)) {
      step(`  autocannon GET ${urlPath} from a bare Node.js server (${bodies[urlPath]!.length} bytes in memory)`)
      figures[urlPath] = await hammer(`http://127.0.0.1:${port}`, { method: 'GET', path: urlPath })
    }
    return figures
  } finally {
    child.kill()
    rmSync(dir, { recursive: true, force: true })
  }
}
