import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The layout of the code is checked by lint (eslint.config.mjs): a component that imports the server, the CMS, a
// vendor adapter, a route handler or the CMS's record types is an error in `npm test`; a server action is allowed.

const root = path.resolve(import.meta.dirname, '../..')
const fixture = readFileSync(path.join(root, 'tests/fixtures/lint/ForbiddenImports.tsx'), 'utf8')
const eslint = new ESLint({ cwd: root })

async function refusedImports(code: string, file: string): Promise<{ source: string; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  const lines = code.split('\n')
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => ({ source: /from '([^']+)'/.exec(lines[m.line - 1]!)?.[1] ?? '', message: m.message }))
}

describe('the import boundaries', { timeout: 60_000 }, () => {
  it('refuses a component that imports the server, the CMS, a vendor adapter, a route handler or CMS records', async () => {
    const refused = await refusedImports(fixture, 'src/components/building/ForbiddenImports.tsx')
    expect(refused.map((r) => r.source)).toEqual([
      '@/server/content/get-site-chrome',
      '@/integrations/chat',
      '@/app/api/maps/place/route',
      '@/cms/relation',
      '@/payload-types',
    ])
    expect(refused[0]!.message).toContain('Components take props: load the data in the page')
  })

  it('refuses the same imports written as relative paths', async () => {
    const code = [
      "import { env } from '../../server/env'",
      "import { freshchatWidget } from '../../integrations/chat/freshchat'",
      'export const values = [env, freshchatWidget]',
      '',
    ].join('\n')
    const refused = await refusedImports(code, 'src/components/chat/Relative.tsx')
    expect(refused.map((r) => r.source)).toEqual(['../../server/env', '../../integrations/chat/freshchat'])
  })

  it('lets pages and loaders import what components may not', async () => {
    expect(await refusedImports(fixture, 'src/app/(site)/forbidden/page.tsx')).toEqual([])
    expect(await refusedImports(fixture, 'src/server/content/forbidden.tsx')).toEqual([])
  })

  it('keeps the API contract free of server code, and lets components import it', async () => {
    const code = [
      "import { z } from 'zod'",
      "import { env } from '@/server/env'",
      "import { PRODUCT_TYPES } from '@/domain/catalogue/product-types'",
      'export const values = [z, env, PRODUCT_TYPES]',
      '',
    ].join('\n')
    const refused = await refusedImports(code, 'src/contracts/forbidden.ts')
    expect(refused.map((r) => r.source)).toEqual(['@/server/env'])
    expect(refused[0]!.message).toContain('src/contracts holds the API schemas')
    const component = "import type { LeadAnswer } from '@/contracts/leads'\nexport type Answer = LeadAnswer\n"
    expect(await refusedImports(component, 'src/components/forms/Uses.tsx')).toEqual([])
  })

  it('keeps domain rules free of the server, the CMS, vendors and components', async () => {
    const code = [
      "import { env } from '@/server/env'",
      "import { Button } from '@/components/ui/Button'",
      "import { buildingPath } from '../urls'",
      'export const values = [env, Button, buildingPath]',
      '',
    ].join('\n')
    const refused = await refusedImports(code, 'src/domain/catalogue/forbidden.ts')
    expect(refused.map((r) => r.source)).toEqual(['@/server/env', '@/components/ui/Button'])
  })
})
