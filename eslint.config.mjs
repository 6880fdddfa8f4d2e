import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// Import paths that reach src/server (but src/server/actions), src/cms, src/integrations, src/app/api or the CMS's
// generated record types, written with the @/ alias or relatively from inside src/components.
const COMPONENT_FORBIDDEN =
  '^(?:@/|(?:\\.\\./)+)(?:server(?:/(?!actions(?:/|$))|$)|cms(?:/|$)|integrations(?:/|$)|app/api(?:/|$)|payload-types$)'
const COMPONENT_MESSAGE =
  'Components take props: load the data in the page (through a loader in src/server) and pass it down. Only a server action from src/server/actions may be imported.'
const DOMAIN_FORBIDDEN = '^(?:@/|(?:\\.\\./)+)(?:server|cms|integrations|app|components)(?:/|$)|^(?:@/|(?:\\.\\./)+)payload-types$'
const DOMAIN_MESSAGE = 'src/domain holds pure rules and types: it imports nothing from the server, CMS, vendors, routes or components.'
const CONTRACT_FORBIDDEN = '^(?:@/|(?:\\.\\./)+)(?:server|cms|integrations|app|components)(?:/|$)|^(?:@/|(?:\\.\\./)+)payload-types$'
const CONTRACT_MESSAGE =
  'src/contracts holds the API schemas that route handlers, the OpenAPI and client code share: it imports only zod and src/domain.'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-test/**',
      '.next-test-2/**',
      '.next-bench/**',
      '.next-bench-scale/**',
      '.data/**',
      'node_modules/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/**',
      'bench/results/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      // Plain anchors are deliberate: most pages are static and need no client router.
      '@next/next/no-html-link-for-pages': 'off',
      // `const { id, ...rest } = row` is how a copy leaves a field out.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
    },
  },
  {
    // The layout of the code (README, 'Layout of the code'): components take props. Data comes from the loaders in
    // src/server through the pages; a form's server action (src/server/actions) is the one server import allowed.
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: COMPONENT_FORBIDDEN, message: COMPONENT_MESSAGE }] }],
    },
  },
  {
    // Domain rules are pure: no database, CMS, vendor, route or UI code.
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: DOMAIN_FORBIDDEN, message: DOMAIN_MESSAGE }] }],
    },
  },
  {
    // The API contract (request and answer schemas of every /api row) is shared by route handlers, the OpenAPI and the
    // browser's code, so it stays free of anything that only runs on the server.
    files: ['src/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: CONTRACT_FORBIDDEN, message: CONTRACT_MESSAGE }] }],
    },
  },
]

export default config
