// The site's HTTP server (`npm start`, the browser tests and the bench run it): Next.js in this process, behind a plain
// node:http server that stamps each request with the socket's address (src/server/http/peer-address.ts), so rate
// limits and the local-only outbox know who is really at the other end without trusting X-Forwarded-For.
//   node --import tsx scripts/serve.ts [--dev] [--port 3000] [--hostname 0.0.0.0]
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import next from 'next'
import { MAX_CMS_UPLOAD_BYTES } from '../src/server/http/body-limits'
import { PEER_HEADER_VARIABLE, stampPeerAddress } from '../src/server/http/peer-address'

const argument = (name: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const dev = process.argv.includes('--dev')
const port = Number(argument('port') ?? process.env.PORT ?? 3000)
const hostname = argument('hostname')

const header = `x-sthana-peer-${randomBytes(12).toString('hex')}`
process.env[PEER_HEADER_VARIABLE] = header

const app = next({ dev, port, hostname: hostname ?? 'localhost' })
const handle = app.getRequestHandler()

async function main() {
  await app.prepare()
  const server = createServer((request, response) => {
    // A backstop for every route: no body larger than the largest upload is even started on. Each route caps its own
    // bodies far lower (and reads chunked ones with the cap).
    if (Number(request.headers['content-length'] ?? 0) > MAX_CMS_UPLOAD_BYTES) {
      response.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end('The request body is too large.')
      return
    }
    stampPeerAddress(request, header)
    void handle(request, response)
  })
  const ready = () => console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`)
  if (hostname) server.listen(port, hostname, ready)
  else server.listen(port, ready)
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => process.exit(0))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
