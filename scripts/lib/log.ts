// The start and test scripts narrate every step: a first start takes minutes and must never look stuck.
// Child scripts inherit the start time, so the whole start reads as one timeline.
const started = Number(process.env.STHANA_STARTED_AT) || Date.now()
process.env.STHANA_STARTED_AT ||= String(started)

export function step(message: string): void {
  const seconds = ((Date.now() - started) / 1000).toFixed(1).padStart(6)
  process.stdout.write(`[start ${seconds}s] ${message}\n`)
}

export function fail(message: string, error?: unknown): never {
  process.stderr.write(`\n✖ ${message}\n`)
  if (error) process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
}
