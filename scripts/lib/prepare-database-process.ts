import { step } from './log'
import { run } from './processes'

/**
 * Runs `scripts/prepare-database.ts` (migrations, the job queue's schema, the demo content with `seed`) in a process of
 * its own. Node 20 ended some runs of that script with exit code 13 ("unsettled top-level await") before it printed
 * its first line, which it cannot reach through our code (the script has no top-level await): the module loader
 * stalled while loading. It happened to a CI run and to a bench run. The step is idempotent (migrations under an
 * advisory lock, the seed only into an empty database), so that one case is tried again once, saying so; any other
 * failure is thrown at once.
 */
export async function runPrepareDatabase(env: NodeJS.ProcessEnv, { seed }: { seed: boolean }): Promise<void> {
  const args = ['--import', 'tsx', 'scripts/prepare-database.ts', ...(seed ? ['--seed'] : [])]
  try {
    await run(process.execPath, args, { env })
  } catch (error) {
    if (!(error instanceof Error) || !/exited with 13$/.test(error.message)) throw error
    step('Preparing the database stopped while Node loaded its modules (exit 13); trying once more')
    await run(process.execPath, ['--trace-exit', '--trace-warnings', ...args], { env })
  }
}
