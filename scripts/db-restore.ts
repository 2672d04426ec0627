// `npm run db:restore FILE`: puts a backup made by `npm run db:backup` back into DATA_DIR (decision
// 088). The shop must be stopped; the current database and media are kept beside, renamed
// `….before-restore-<time>`, never deleted.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { restoreBackup } from '../src/db/backup/backup.server'
import { lockDataDir } from '../src/db/lock.server'

const file = process.argv[2]
const dataDir = resolve(process.env.DATA_DIR || './data')
if (!file) {
  console.error('Usage: npm run db:restore -- FILE  (a .tar.gz made by npm run db:backup)')
  process.exit(2)
}
if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (README, "Backups").')
  process.exit(2)
}
if (!existsSync(resolve(file))) {
  console.error(`No such backup: ${file}`)
  process.exit(2)
}
// The lock proves no shop holds the folder, and keeps one from starting during the restore.
let release: () => void
try {
  release = lockDataDir(dataDir)
} catch (e) {
  console.error(`${(e as Error).message}\nStop the shop first: a restore replaces its database.`)
  process.exit(1)
}
try {
  const { kept, mediaFiles } = await restoreBackup(file, dataDir)
  console.log(`Restored ${file} into ${join(dataDir, 'pglite')} (${mediaFiles} media files).`)
  if (kept.length) console.log(`The previous data is kept: ${kept.join(', ')}`)
} finally {
  release()
}
