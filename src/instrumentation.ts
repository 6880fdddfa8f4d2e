// Runs once when a server process starts (not during `next build`): starts this process's job workers
// (src/server/jobs), which deliver leads to the CRM, send the outbox and run every later job. Every app instance runs
// them; pg-boss hands each job to one worker at a time. On SIGTERM they stop first and hand back what they hold.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startJobWorkers } = await import('./server/jobs/workers')
  // scripts/serve.ts (npm start, the tests, the bench) drains on SIGTERM and stops the workers itself; under plain
  // `next start` the workers stop first on the signal.
  await startJobWorkers({ stopOnSignals: process.env.STHANA_SERVER_DRAINS !== '1' })
}
