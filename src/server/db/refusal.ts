// What PostgreSQL refused, read from pg's error or from drizzle's wrapper of it (ARCHITECTURE.md: err.cause.code): the
// SQLSTATE and the constraint's name. A service turns a refusal it expects into its own error; anything else rethrows.

export interface DatabaseRefusal {
  /** 23505 unique, 23514 check (and the ledger's triggers), 23P01 exclusion, 23503 foreign key. */
  code: string
  constraint: string | null
}

export function databaseRefusal(error: unknown): DatabaseRefusal | null {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    const { code, constraint } = (candidate ?? {}) as { code?: unknown; constraint?: unknown }
    if (typeof code === 'string' && /^23/.test(code)) return { code, constraint: typeof constraint === 'string' ? constraint : null }
  }
  return null
}
