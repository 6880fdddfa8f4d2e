// Whether this app instance is shutting down. The site's server (scripts/serve.ts) sets it on SIGTERM, before it stops
// accepting connections, so the health row tells nginx or a load balancer to send nothing new here. It lives on
// globalThis because scripts/serve.ts and the routes Next.js compiled are separate module graphs in one process.

const holder = globalThis as typeof globalThis & { sthanaDraining?: boolean }

export function markDraining(): void {
  holder.sthanaDraining = true
}

export function isDraining(): boolean {
  return holder.sthanaDraining === true
}
