import { join } from 'node:path'
import { database } from '~/db/index.server'
import { log } from '~/lib/log.server'
import { defaultBackupName, writeBackup } from './backup.server'

// `npm run db:backup` while the shop runs (decision 088): PGlite lets one process open the
// folder, so the script asks the running server with SIGUSR2, and the server writes the backup
// to DATA_DIR/backups/ between two queries, while it goes on serving.
export function backUpOnSignal(dataDir: string): void {
  let running = false
  process.on('SIGUSR2', () => {
    if (running) return
    running = true
    void (async () => {
      const started = Date.now()
      try {
        const written = await writeBackup(await database(), dataDir, join(dataDir, 'backups', defaultBackupName()))
        log().info({ ...written, ms: Date.now() - started }, 'backup written')
      } catch (error) {
        log().error({ err: error }, 'backup failed')
      } finally {
        running = false
      }
    })()
  })
}
