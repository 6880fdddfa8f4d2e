import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { filesUnder } from './build-fingerprint'
import { step } from './log'
import { run } from './processes'

// `next build`, then one change to what it wrote: every script a site page loads first starts with V8's compile hint
// (docs/decisions/0004, 'Startup scripts compiled as they download'). Without it V8 compiles each function of those
// scripts on the page's main thread the first time it is called, and nearly all of them are called while Next.js
// starts and React hydrates: in a trace of the building page's load, most of the longest task was that compiling.
// With the hint, Chrome (136 and later) compiles the whole file on a background thread while it downloads.
// Other browsers read the line as a comment.

/** V8's explicit compile hint for a whole file: its first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

const nextBin = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next')

export interface BuildOptions {
  /**
   * Build beside other work (the test run's integration tests): at a lower CPU priority, so that the other work runs
   * as it would alone and the build takes the idle time, with its output written to this file instead of the
   * terminal's.
   */
  background?: { log: string; signal?: AbortSignal }
}

/**
 * Whether this build writes Turbopack's build cache (`<distDir>/cache/turbopack`, about 380 MB; next.config.ts reads
 * BUILD_CACHE). A repeated build in a working tree reads it and takes a fraction of the time; a cold build that writes
 * it needs a third more processor time (317 s against 235 s on the 2-core machine, docs/decisions/0008-test-run-lanes.md).
 * So the cache is written from a folder's second build on: its first (a fresh clone's, which is every build CI makes)
 * skips it. BUILD_CACHE=true or false in the environment decides instead.
 */
export function writesBuildCache(distPath: string, env: Record<string, string | undefined>): boolean {
  if (env.BUILD_CACHE === 'true' || env.BUILD_CACHE === 'false') return env.BUILD_CACHE === 'true'
  return existsSync(path.join(distPath, 'BUILD_ID'))
}

/** Builds the site into `distDir` (relative to the working directory) and marks its startup scripts. */
export async function buildSite(distDir: string, env: NodeJS.ProcessEnv, options: BuildOptions = {}): Promise<void> {
  const buildEnv: NodeJS.ProcessEnv = {
    ...env,
    NEXT_DIST_DIR: distDir,
    NODE_ENV: 'production',
    BUILD_CACHE: String(writesBuildCache(path.resolve(distDir), env)),
  }
  if (options.background) {
    const log = openSync(options.background.log, 'w')
    try {
      await run('nice', ['-n', '10', process.execPath, nextBin, 'build'], {
        env: buildEnv,
        stdio: ['ignore', log, log],
        signal: options.background.signal,
      })
    } finally {
      closeSync(log)
    }
  } else {
    await run(process.execPath, [nextBin, 'build'], { env: buildEnv })
  }
  const marked = markStartupScripts(path.resolve(distDir))
  step(`Marked ${marked} startup scripts to be compiled as they download`)
}

/**
 * The scripts a page of the site (not the admin) loads with its HTML, relative to the build's `static` folder:
 * Next.js's own (the build manifest's root files) and each page's layouts and page (the entries of its client
 * reference manifest). Chunks loaded later (a dialog, the map) are left as they are: most of what they hold is not
 * run when they arrive.
 */
export function startupScripts(distPath: string): string[] {
  const scripts = new Set<string>()
  const build = JSON.parse(readFileSync(path.join(distPath, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] }
  for (const file of build.rootMainFiles ?? []) scripts.add(file)
  const manifests = filesUnder(path.join(distPath, 'server', 'app')).filter((f) => path.basename(f) === 'page_client-reference-manifest.js')
  for (const manifest of manifests) {
    if (manifest.split(path.sep).includes('(payload)')) continue
    // The manifest is a script that assigns the page's entry to globalThis.__RSC_MANIFEST; it is read in a context of
    // its own, with nothing else in it.
    const context: { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } = {}
    vm.runInNewContext(readFileSync(manifest, 'utf8'), context, { timeout: 1000 })
    for (const entry of Object.values(context.__RSC_MANIFEST ?? {}))
      for (const list of Object.values(entry.entryJSFiles ?? {})) for (const file of list) scripts.add(file)
  }
  return [...scripts].filter((file) => file.endsWith('.js')).map((file) => file.replace(/^static\//, ''))
}

/** A script's last line naming its source map; the map's address is the first group. */
export const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=([^\s]+)\s*$/

interface SourceMap {
  mappings?: string
  sections?: { offset: { line: number; column: number } }[]
}

/**
 * Puts the compile hint first in one script, once; a source map beside it (the bench's builds have them) is moved
 * down the added line, so it still points every position at the same source.
 */
export function markScript(file: string): boolean {
  const code = readFileSync(file, 'utf8')
  if (code.startsWith(COMPILE_HINT)) return false
  writeFileSync(file, `${COMPILE_HINT}\n${code}`)
  const comment = SOURCE_MAP_COMMENT.exec(code)
  const mapFile = comment && path.resolve(path.dirname(file), comment[1])
  if (mapFile && existsSync(mapFile)) {
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap
    if (map.sections) for (const section of map.sections) section.offset.line += 1
    else map.mappings = `;${map.mappings ?? ''}`
    writeFileSync(mapFile, JSON.stringify(map))
  }
  return true
}

/** Marks every startup script of a build (see startupScripts); returns how many were marked now. */
export function markStartupScripts(distPath: string): number {
  let marked = 0
  for (const script of startupScripts(distPath)) {
    const file = path.join(distPath, 'static', script)
    if (existsSync(file) && markScript(file)) marked++
  }
  return marked
}
