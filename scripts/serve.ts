// The site's HTTP server (`npm start`, the browser tests and the bench run it): Next.js in this process, behind a plain
// node:http server that stamps each request with the socket's address (src/server/http/peer-address.ts), so rate
// limits and the local-only outbox know who is really at the other end without trusting X-Forwarded-For.
//   node --import tsx scripts/serve.ts [--dev] [--port 3000] [--hostname 0.0.0.0]
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import next from 'next'
import { env } from '../src/server/env'
import { markDraining } from '../src/server/http/draining'
import { cacheKey, captureAnswer, isKeptRead, serveKeptAnswer, withReadBody } from '../src/server/http/page-cache'
import { PEER_HEADER_VARIABLE, stampPeerAddress } from '../src/server/http/peer-address'
import { refuseBeforeNext } from '../src/server/http/refuse-before-next'
import { isPageRequest, rewritePageResponse } from '../src/server/http/scripts-after-paint'
import { onLogPipeClosed } from './lib/log-pipe'

const argument = (name: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const dev = process.argv.includes('--dev')
const port = Number(argument('port') ?? process.env.PORT ?? 3000)
const hostname = argument('hostname')

const header = `x-sthana-peer-${randomBytes(12).toString('hex')}`
process.env[PEER_HEADER_VARIABLE] = header

// This server drains on SIGTERM itself (below): the job workers started by src/instrumentation.ts leave the signal to it.
process.env.STHANA_SERVER_DRAINS = '1'

/** How long an idle keep-alive connection stays open. */
const KEEP_ALIVE_MS = 65_000
/** How long in-flight requests may take to finish after SIGTERM before their connections are cut. */
const DRAIN_REQUESTS_MS = 10_000
/** How long running jobs may take before they are handed back to the queue (another instance runs them again). */
const DRAIN_JOBS_MS = 6000

type JobQueueHolder = typeof globalThis & { sthanaJobQueue?: { started: boolean; stop(timeoutMs: number): Promise<void> } }

const app = next({ dev, port, hostname: hostname ?? 'localhost' })
const handle = app.getRequestHandler()

function answer(request: IncomingMessage, response: ServerResponse): void {
  // Not in development, whose scripts and reloads are Next.js's own: what a shared cache may keep is answered from
  // the site server's copy when it has a fresh one (src/server/http/page-cache.ts), and kept when Next.js answers;
  // a page's scripts load after its largest paint (src/server/http/scripts-after-paint.ts).
  if (!dev) {
    const key = cacheKey(request)
    if (key && serveKeptAnswer(request, response, key)) return
    const page = isPageRequest(request)
    const capture = key ? captureAnswer(request, key) : undefined
    if (page || capture) rewritePageResponse(request, response, { scripts: page, capture })
  }
  void handle(request, response)
}

async function main() {
  // The environment is checked before anything starts: a production site on a public address with no payment
  // gateway, for one, must not start taking payments through the sandbox (src/server/env.ts).
  try {
    env()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  await app.prepare()
  const server = createServer((request, response) => {
    // A body past the largest upload, and the methods Next.js cannot take (TRACE), are answered here.
    if (refuseBeforeNext(request, response)) return
    stampPeerAddress(request, header)
    // A POST row that only reads public data (the building page's prices) is looked up by its body, read first.
    if (!dev && isKeptRead(request))
      withReadBody(request).then(
        (again) => answer(again, response),
        () => response.destroy(),
      )
    else answer(request, response)
  })
  // An idle keep-alive connection stays open longer than the clients and proxies in front keep theirs (nginx and load
  // balancers reuse upstream connections for up to 60 s), so the server never closes one just as a request is sent on
  // it: Node's 5 s default made that race a 'socket hang up' for the client. SIGTERM still closes idle ones at once.
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1000
  const ready = () => console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`)
  if (hostname) server.listen(port, hostname, ready)
  else server.listen(port, ready)
  // SIGTERM (or Ctrl+C) drains: the health row answers 'draining', no new connection is accepted, requests in flight
  // finish (idle keep-alive connections close at once), the job workers stop and hand back what they hold, then exit.
  let draining = false
  const drain = async (signal: NodeJS.Signals) => {
    if (draining) return
    draining = true
    markDraining()
    console.log(`${signal}: finishing requests in flight and stopping the job workers`)
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    const idle = setInterval(() => server.closeIdleConnections(), 100)
    const limit = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref())
    const queue = (globalThis as JobQueueHolder).sthanaJobQueue
    await Promise.all([
      Promise.race([closed, limit(DRAIN_REQUESTS_MS)]),
      queue?.started
        ? Promise.race([queue.stop(DRAIN_JOBS_MS), limit(DRAIN_JOBS_MS + 2000)])
            .then(() => console.log('Job workers stopped; unfinished jobs were handed back to the queue.'))
            .catch((error: unknown) => console.error('Stopping the job workers failed', error))
        : undefined,
    ])
    clearInterval(idle)
    server.closeAllConnections()
    process.exit(0)
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (received) => void drain(received))
  // With no one left to read its log (log-pipe.ts), the server drains and exits as on SIGTERM.
  onLogPipeClosed(() => void drain('SIGPIPE'))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
