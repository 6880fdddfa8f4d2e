import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

/**
 * The integration files that load the app for themselves: each sets environment variables the app reads as it loads,
 * mocks a module, fakes timers or starts a server or a database of its own. The rest share one module graph.
 */
const OWN_GRAPH_FILES = [
  // Not for its environment: in the shared graph it took 292 s, against 79-99 s alone (cause not found; 0008).
  'api-fuzz',
  'api-leads',
  'backup',
  'client-address',
  'customers-sso',
  'database-outage',
  'embedded-postgres',
  'esign',
  'jobs',
  'outbox-dispatch',
  'visits',
].map((name) => `tests/int/${name}.int.test.ts`)

const integration = {
  environment: 'node',
  // The integration tests call route handlers directly, with no socket: each request says where it comes from in
  // X-Forwarded-For, as if one proxy stood in front (tests of the default set TRUST_PROXY_HOPS themselves).
  env: { TRUST_PROXY_HOPS: '1' },
  fileParallelism: false,
  hookTimeout: 120_000,
  testTimeout: 60_000,
} as const

// unit: pure functions. int: a real PostgreSQL (DATABASE_URL from scripts/test.ts). e2e: Chromium against a running server (BASE_URL).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Pure functions: each worker runs its files in one module graph instead of a fresh one per file, 15 s instead of
          // 36 (docs/decisions/0008-test-run-lanes.md). The few files that change shared state put it back (fake timers,
          // stubbed globals) or mock a module for themselves (vi.mock); the suite passes in shuffled file orders.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          exclude: OWN_GRAPH_FILES,
          // These files load the app once between them instead of once each: loading it took 95 s of the suite's
          // 270-310 s on a fast day, 206 of 629 s on a slow one (docs/decisions/0008-test-run-lanes.md). Each still
          // closes Payload when it ends, as it must alone; here that close is left to the worker's exit
          // (tests/helpers/payload.ts), since the next file gets the same instance.
          isolate: false,
          env: { ...integration.env, INT_SHARED_GRAPH: 'true' },
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'int-own-graph',
          include: OWN_GRAPH_FILES,
          // After the shared files, never beside them: they all use the one test database.
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          fileParallelism: false,
          hookTimeout: 120_000,
          testTimeout: 90_000,
        },
      },
    ],
  },
})
