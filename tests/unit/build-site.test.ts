import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SourceMapConsumer, SourceMapGenerator } from 'source-map-js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { COMPILE_HINT, markStartupScripts, startupScripts, writesBuildCache } from '../../scripts/lib/build-site'

// The build step that marks a site page's startup scripts with V8's compile hint (docs/decisions/0004), on a build
// folder laid out as `next build` writes one: the build manifest, client reference manifests (scripts that assign to
// globalThis.__RSC_MANIFEST) and the chunks with their source maps.

let dist: string

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
  writeFileSync(path.join(dist, file), text)
}
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8')

function clientManifest(route: string, entries: Record<string, string[]>): string {
  const manifest = { moduleLoading: {}, clientModules: {}, entryCSSFiles: {}, entryJSFiles: entries }
  return `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST[${JSON.stringify(route)}]=${JSON.stringify(manifest)};`
}

/** A two-line chunk whose second line's `b()` maps to src/b.ts line 7, column 2. */
function chunkWithMap(name: string, indexed: boolean) {
  const generator = new SourceMapGenerator({ file: name })
  generator.addMapping({ generated: { line: 2, column: 4 }, original: { line: 7, column: 2 }, source: 'src/b.ts' })
  const map = generator.toJSON()
  const written = indexed ? { version: 3, sections: [{ offset: { line: 0, column: 0 }, map }] } : map
  write(`static/chunks/${name}`, `(globalThis.TURBOPACK||[]).push([])\nfunction a(){b()}\n//# sourceMappingURL=${name}.map`)
  write(`static/chunks/${name}.map`, JSON.stringify(written))
}

function originalOf(name: string, line: number, column: number) {
  const raw = JSON.parse(read(`static/chunks/${name}.map`)) as { sections?: { offset: { line: number }; map: object }[] }
  // An indexed map's one section: its offset moves the generated lines down.
  const offset = raw.sections ? raw.sections[0].offset.line : 0
  const map = raw.sections ? raw.sections[0].map : raw
  const position = new SourceMapConsumer(map as never).originalPositionFor({ line: line - offset, column })
  return { source: position.source, line: position.line, column: position.column }
}

beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'build-site-'))
  write(
    'build-manifest.json',
    JSON.stringify({ rootMainFiles: ['static/chunks/main.js', 'static/chunks/react.js'], polyfillFiles: ['static/chunks/polyfill.js'] }),
  )
  write(
    'server/app/(site)/[city]/[building]/page_client-reference-manifest.js',
    clientManifest('/(site)/[city]/[building]/page', {
      '[project]/src/app/(site)/layout': ['static/chunks/layout.js'],
      '[project]/src/app/(site)/[city]/[building]/page': ['static/chunks/building.js', 'static/chunks/site.css'],
    }),
  )
  write(
    'server/app/(site)/cart/page_client-reference-manifest.js',
    clientManifest('/(site)/cart/page', { '[project]/src/app/(site)/layout': ['static/chunks/layout.js'] }),
  )
  write(
    'server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js',
    clientManifest('/(payload)/admin/[[...segments]]/page', { '[project]/src/app/(payload)/layout': ['static/chunks/admin.js'] }),
  )
  write('server/app/api/health/route_client-reference-manifest.js', clientManifest('/api/health/route', { x: ['static/chunks/route.js'] }))
  for (const name of ['main.js', 'react.js', 'layout.js', 'building.js', 'admin.js', 'polyfill.js', 'route.js', 'dialog.js'])
    write(`static/chunks/${name}`, `/* ${name} */\n`)
})

afterEach(() => rmSync(dist, { recursive: true, force: true }))

describe('the startup scripts of a build', () => {
  it("are Next.js's root scripts and the site pages' entries, each once; not the admin's, a route's, a stylesheet or the polyfills", () => {
    expect(startupScripts(dist).sort()).toEqual(['chunks/building.js', 'chunks/layout.js', 'chunks/main.js', 'chunks/react.js'])
  })

  it('start with the compile hint as their first line, once however often the step runs; the rest is left as it was', () => {
    expect(markStartupScripts(dist)).toBe(4)
    expect(read('static/chunks/building.js')).toBe(`${COMPILE_HINT}\n/* building.js */\n`)
    expect(read('static/chunks/main.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
    for (const name of ['admin.js', 'polyfill.js', 'route.js', 'dialog.js']) expect(read(`static/chunks/${name}`)).toBe(`/* ${name} */\n`)
    expect(markStartupScripts(dist)).toBe(0)
    expect(read('static/chunks/building.js')).toBe(`${COMPILE_HINT}\n/* building.js */\n`)
  })

  it.each([
    ['a plain source map', false],
    ['an indexed source map (sections)', true],
  ])('keep %s pointing at the same source, one line further down', (_, indexed) => {
    chunkWithMap('react.js', indexed)
    expect(originalOf('react.js', 2, 4)).toEqual({ source: 'src/b.ts', line: 7, column: 2 })
    markStartupScripts(dist)
    expect(read('static/chunks/react.js').split('\n')[2]).toBe('function a(){b()}')
    expect(originalOf('react.js', 3, 4)).toEqual({ source: 'src/b.ts', line: 7, column: 2 })
    // Run again: neither the script nor its map moves further.
    markStartupScripts(dist)
    expect(originalOf('react.js', 3, 4)).toEqual({ source: 'src/b.ts', line: 7, column: 2 })
  })
})

describe("Turbopack's build cache", () => {
  it("is written from a folder's second build on, unless BUILD_CACHE says otherwise", () => {
    // The folder holds no build yet (a fresh clone's): its first build skips the cache.
    expect(writesBuildCache(dist, {})).toBe(false)
    expect(writesBuildCache(dist, { BUILD_CACHE: 'true' })).toBe(true)
    write('BUILD_ID', 'abc')
    expect(writesBuildCache(dist, {})).toBe(true)
    expect(writesBuildCache(dist, { BUILD_CACHE: 'false' })).toBe(false)
    // Anything else is no decision.
    expect(writesBuildCache(dist, { BUILD_CACHE: 'no' })).toBe(true)
  })
})
