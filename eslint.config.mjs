import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-test/**',
      '.next-bench/**',
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
    },
  },
]

export default config
