import { spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// A real child process and a real pipe: the child logs as a server does (a line now and then, and Next.js's way with an
// uncaught exception: log it), and its reader goes away.
const CHILD = `
import { onLogPipeClosed } from ${JSON.stringify(path.resolve('scripts/lib/log-pipe.ts'))}
process.on('uncaughtException', (error) => console.error('uncaught', error))
onLogPipeClosed((error) => {
  process.exitCode = error.code === 'EPIPE' ? 7 : 8
  setTimeout(() => process.exit(), 50)
})
setInterval(() => console.log('still serving'), 10)
`

describe("a server whose log's reader has gone", () => {
  it('is told once, with the pipe error, and can drain instead of logging the failure forever', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], { stdio: ['ignore', 'pipe', 'pipe'] })
    await once(child.stdout, 'data')
    child.stdout.destroy()
    child.stderr.destroy()
    const [code] = (await Promise.race([
      once(child, 'exit'),
      new Promise((_, reject) => setTimeout(() => reject(new Error('the child went on after its log pipe closed')), 15_000)),
    ])) as [number | null]
    expect(code).toBe(7)
  }, 30_000)
})
