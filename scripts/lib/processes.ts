import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { createInterface } from 'node:readline'

export interface RunOptions extends SpawnOptions {
  /** Put before each line of the output (stdout and stderr, both to stdout), for runs whose output would interleave. */
  prefix?: string
}

/** Runs a command to completion with inherited (or prefixed) output; rejects on a non-zero exit. */
export function run(command: string, args: string[], { prefix, ...options }: RunOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, prefix ? { ...options, stdio: ['ignore', 'pipe', 'pipe'] } : { stdio: 'inherit', ...options })
    const closed = prefix
      ? [child.stdout!, child.stderr!].map(
          (stream) =>
            new Promise<void>((done) => {
              const lines = createInterface({ input: stream })
              lines.on('line', (line) => process.stdout.write(`${prefix} ${line}\n`))
              lines.on('close', done)
            }),
        )
      : []
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      void Promise.all(closed).then(() =>
        code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
      )
    })
  })
}

/** Starts a long-running command in its own process group, so stopping it stops its children too. */
export function startGroup(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(command, args, { stdio: 'inherit', detached: true, ...options })
}

export function stopGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve()
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        /* already gone */
      }
    }, 10_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    try {
      process.kill(-child.pid, signal)
    } catch {
      clearTimeout(timer)
      resolve()
    }
  })
}

/** Fails when something already answers HTTP on `port` of this machine; `setting` names what chooses another. */
export async function assertPortFree(port: string | number, setting: string): Promise<void> {
  const answers = await fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  )
  if (answers) throw new Error(`Port ${port} is already in use; stop what runs there or set ${setting}.`)
}

export async function waitForHttp(url: string, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`The server exited before ${url} answered`)
    try {
      const res = await fetch(url, { redirect: 'manual' })
      if (res.status < 500) return
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`)
}
