// Runs once when a server process starts, and starts the background workers of this process:
// - the CRM queue (every CRM_WORKER_INTERVAL_SECONDS, when CRM_WEBHOOK_URL is set),
// - the outbox dispatcher (every OUTBOX_INTERVAL_SECONDS, when SMTP_URL is set).
// Every app instance may run them: rows are claimed with FOR UPDATE SKIP LOCKED, so none is sent twice.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ startCrmWorker }, { startOutboxDispatcher }] = await Promise.all([
    import('./server/leads/deliver-crm-leads'),
    import('./server/messaging/dispatch-outbox'),
  ])
  startCrmWorker()
  startOutboxDispatcher()
}
