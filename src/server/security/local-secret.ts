import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The contents of a secret file, created with `create()` on first use (mode 0600, folder 0700). Two processes starting
 * at once agree: the file is created exclusively, and the one that loses the race reads the winner's.
 */
export function loadOrCreateSecretFile(file: string, create: () => string): string {
  const resolved = path.resolve(/*turbopackIgnore: true*/ file)
  try {
    return readFileSync(resolved, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(path.dirname(resolved), { recursive: true, mode: 0o700 })
  try {
    writeFileSync(resolved, `${create()}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return readFileSync(resolved, 'utf8').trim()
}
