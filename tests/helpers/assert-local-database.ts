/** Integration tests write and delete rows: refuse to run them against anything but a local *_test database. */
export function assertLocalTestDatabase(): void {
  const raw = process.env.DATABASE_URL
  if (!raw) throw new Error('DATABASE_URL is not set: run the integration tests through `npm test` (scripts/test.ts).')
  const url = new URL(raw)
  if (!['127.0.0.1', 'localhost', '::1'].includes(url.hostname) || !url.pathname.endsWith('_test')) {
    throw new Error(
      `Refusing to run integration tests against ${url.hostname}${url.pathname}: use a local database whose name ends in _test.`,
    )
  }
}
