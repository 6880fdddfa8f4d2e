import { createServer } from 'node:net'

/**
 * A port on 127.0.0.1 that nothing uses at this moment, as the system hands it out. A port derived from the process
 * id is not safe: the tests' own connections to PostgreSQL take local ports from the same range, and one of them
 * held the port a test's embedded PostgreSQL then failed to listen on.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}
