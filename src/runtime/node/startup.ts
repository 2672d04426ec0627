import { definePlugin } from 'nitro'
import { assertDataDirWritable } from '../../server/http/server-limits.server'
import { env, envOrExit } from '../../config/env.server'
import { backUpOnSignal } from '../../db/backup/backup-signal.server'
import { database } from '../../db/index.server'
import { log } from '../../lib/log.server'

// Runs when the server process starts (nitro loads the app itself lazily, on the first request):
// a bad configuration (every bad variable listed), an unreachable database or a data folder held
// by another process stop the server here instead of on a visitor's request.
export default definePlugin(() => {
  envOrExit()
  // Issue 14 (the server's timeouts: server-entry.ts): a data folder that cannot be created or
  // written stops the start with a clear message.
  const dataProblem = assertDataDirWritable(env().DATA_DIR)
  if (dataProblem) {
    console.error(dataProblem.message)
    process.exit(dataProblem.exitCode)
  }
  // `npm run db:backup` asks a running shop on the embedded database for its backup (decision 088).
  if (!env().DATABASE_URL) backUpOnSignal(env().DATA_DIR)
  database()
    // The job worker starts with the process, so jobs left by a crashed one run now (decision 033).
    .then(async () => (await import('../../server/jobs.server')).processJobWorker().start())
    .catch((error: unknown) => {
      log().fatal({ err: error }, (error as Error).message)
      process.exit(1)
    })
})
