// Throughput and latency under load, each beside a static file of the same bytes served by the same server: the
// ratio says how much of the server's capacity the route's own work costs. The load comes from wrk where the machine
// has it (`apt-get install wrk`; WRK names another binary), else from autocannon: autocannon, in JavaScript, spends
// more than a core reading large answers and was itself the bound past about 128 kB of HTML (docs/decisions/0004,
// 'The load generator').
import { execFile, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
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

/** The wrk binary when the machine has one, else null (then autocannon makes the load). */
export const wrkBinary: () => string | null = (() => {
  let found: string | null | undefined
  return () => {
    if (found !== undefined) return found
    const named = process.env.WRK
    if (named) return (found = existsSync(named) ? named : null)
    try {
      found = execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim() || null
    } catch {
      found = null
    }
    return found
  }
})()

/** What makes the load on this machine, for the report. */
export const loadGenerator = (): 'wrk' | 'autocannon' => (wrkBinary() ? 'wrk' : 'autocannon')

export async function hammer(baseUrl: string, c: Target): Promise<LoadFigures> {
  const request = requestOf(baseUrl, c)
  const wrk = wrkBinary()
  if (wrk) {
    await runWrk(wrk, request, 10, LOAD.warmUpSeconds)
    return runWrk(wrk, request, LOAD.connections, LOAD.durationSeconds)
  }
  await autocannon({ ...request, connections: 10, duration: LOAD.warmUpSeconds })
  return figuresOf(await autocannon({ ...request, connections: LOAD.connections, duration: LOAD.durationSeconds }))
}

/** One wrk run on one thread (the server has the other core), with the request's method, body and headers; a request
 * unanswered after 10 s counts as an error, as autocannon's default timeout has it. */
async function runWrk(
  wrk: string,
  request: { url: string; method: string; body?: string; headers?: Record<string, string> },
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'))
  const script = path.join(dir, 'request.lua')
  const lua = [
    `wrk.method = ${JSON.stringify(request.method)}`,
    ...(request.body === undefined ? [] : [`wrk.body = ${JSON.stringify(request.body)}`]),
    ...Object.entries(request.headers ?? {}).map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`),
  ]
  writeFileSync(script, `${lua.join('\n')}\n`)
  try {
    const output = await new Promise<string>((resolve, reject) =>
      execFile(
        wrk,
        ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '--latency', '-s', script, request.url],
        { encoding: 'utf8', timeout: (seconds + 30) * 1000 },
        (error, stdout, stderr) => (error ? reject(new Error(`wrk failed: ${stderr || error.message}`)) : resolve(stdout)),
      ),
    )
    return wrkFigures(output)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Milliseconds of a wrk duration ('850.00us', '18.22ms', '1.20s', '2.00m'). */
function wrkMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim())
  if (!match) throw new Error(`wrk printed a duration this bench cannot read: ${text}`)
  const value = Number(match[1])
  const ms = { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm']
  return Math.round(ms * 10) / 10
}

/** The figures of one wrk run, read from what it prints. */
export function wrkFigures(output: string): LoadFigures {
  const line = (pattern: RegExp) => pattern.exec(output)?.[1]
  const requests = line(/Requests\/sec:\s+([\d.]+)/)
  const p50 = line(/^\s+50%\s+(\S+)/m)
  const p99 = line(/^\s+99%\s+(\S+)/m)
  const mean = line(/^\s+Latency\s+(\S+)/m)
  if (!requests || !p50 || !p99 || !mean) throw new Error(`wrk printed what this bench cannot read:\n${output}`)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  return {
    requestsPerSecond: Math.round(Number(requests)),
    latencyP50Ms: wrkMs(p50),
    latencyP99Ms: wrkMs(p99),
    latencyMeanMs: wrkMs(mean),
    errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(line(/Non-2xx or 3xx responses:\s+(\d+)/) ?? 0),
  }
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
    step(
      `  ${loadGenerator()} ${c.method} ${c.path}${via ? ` through ${via}` : ''} (${LOAD.connections} connections, ${LOAD.durationSeconds} s)`,
    )
    const route = await hammer(baseUrl, c)
    step(`  ${loadGenerator()} GET ${copy.staticPath} (${copy.bytes} bytes, static)`)
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
      step(`  ${loadGenerator()} GET ${urlPath} from a bare Node.js server (${bodies[urlPath]!.length} bytes in memory)`)
      figures[urlPath] = await hammer(`http://127.0.0.1:${port}`, { method: 'GET', path: urlPath })
    }
    return figures
  } finally {
    child.kill()
    rmSync(dir, { recursive: true, force: true })
  }
}
