import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

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
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
          // The integration tests call route handlers directly, with no socket: each request says where it comes from
          // in X-Forwarded-For, as if one proxy stood in front (tests of the default set TRUST_PROXY_HOPS themselves).
          env: { TRUST_PROXY_HOPS: '1' },
          fileParallelism: false,
          hookTimeout: 120_000,
          testTimeout: 60_000,
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
