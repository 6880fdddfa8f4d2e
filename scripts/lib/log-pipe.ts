// A server started by another process (the bench, the test runner, a supervisor) writes its log to a pipe that process
// reads. When that reader is gone, every write fails (EPIPE) and the stream emits an error; unhandled, that error
// reaches Next.js's own uncaught-exception handler, which logs it, and that write fails again: a loop that held a core
// of this machine for as long as the orphaned server lived (seen after a bench run ended without stopping its server).

/**
 * Calls `onClosed` once, the first time writing to one of `streams` (the process's stdout and stderr) fails. The error
 * is handled here, so it never reaches an uncaught-exception handler.
 */
export function onLogPipeClosed(
  onClosed: (error: NodeJS.ErrnoException) => void,
  streams: NodeJS.EventEmitter[] = [process.stdout, process.stderr],
): void {
  let closed = false
  for (const stream of streams)
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (closed) return
      closed = true
      onClosed(error)
    })
}
