import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const INPUTS = ['src', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json', 'postcss.config.mjs', 'scripts/lib/build-site.ts']

function walk(file: string, out: string[]): void {
  if (!existsSync(file)) return
  if (statSync(file).isDirectory()) for (const entry of readdirSync(file).sort()) walk(path.join(file, entry), out)
  else out.push(file)
}

/** Every file under a folder (or the file itself), in a stable order; none when it does not exist. */
export function filesUnder(file: string): string[] {
  const out: string[] = []
  walk(file, out)
  return out
}

/**
 * What a build depends on: the source, the dependencies, and the database its static pages were rendered from
 * (pages are prerendered at build time, so a build made against another database must not be served).
 */
export function buildFingerprint(root: string, databaseUrl: string): string {
  const hash = createHash('sha256')
  hash.update(databaseUrl)
  const files: string[] = []
  for (const input of INPUTS) walk(path.join(root, input), files)
  for (const file of files) {
    hash.update(path.relative(root, file))
    hash.update(readFileSync(file))
  }
  return hash.digest('hex')
}
