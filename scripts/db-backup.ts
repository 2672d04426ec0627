// `npm run db:backup [-- --out FILE]`: a backup of the embedded shop (database + media library) as
// one .tar.gz (decision 088). While the shop runs, the server writes it (asked with SIGUSR2: PGlite
// lets one process open the folder); when it is stopped, this script opens the folder itself.
// PostgreSQL: pg_dump (README, "Backups").
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { defaultBackupName, writeBackup } from '../src/db/backup/backup.server'
import { lockDataDir } from '../src/db/lock.server'
import { pgliteExtensions } from '../src/db/pglite-extensions.server'

const { values: args } = parseArgs({ options: { out: { type: 'string' } } })
const dataDir = resolve(process.env.DATA_DIR || './data')

if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (README, "Backups"), and copy DATA_DIR/media.')
  process.exit(2)
}
if (!existsSync(join(dataDir, 'pglite'))) {
  console.error(`No embedded database in ${dataDir} (set DATA_DIR).`)
  process.exit(2)
}

const runningPid = (): number | null => {
  try {
    const pid = Number.parseInt(readFileSync(join(dataDir, 'soglia.lock'), 'utf8'), 10)
    process.kill(pid, 0)
    return pid
  } catch {
    return null
  }
}

async function fromRunningShop(pid: number): Promise<string> {
  const folder = join(dataDir, 'backups')
  mkdirSync(folder, { recursive: true })
  const before = new Set(readdirSync(folder))
  process.kill(pid, 'SIGUSR2')
  for (let i = 0; i < 600; i++) {
    const made = readdirSync(folder).find((f) => !before.has(f) && f.endsWith('.tar.gz'))
    if (made) return join(folder, made)
    await sleep(200)
  }
  throw new Error(`The shop (pid ${pid}) wrote no backup within 2 minutes: see its log ("backup failed").`)
}

async function fromStoppedShop(file: string): Promise<string> {
  const release = lockDataDir(dataDir)
  const client = await PGlite.create(join(dataDir, 'pglite'), { extensions: pgliteExtensions })
  try {
    const database = {
      db: undefined as never,
      kind: 'pglite' as const,
      close: () => client.close(),
      dump: () => client.dumpDataDir('gzip'),
    }
    return (await writeBackup(database, dataDir, file)).file
  } finally {
    await client.close()
    release()
  }
}

const pid = runningPid()
let file = pid ? await fromRunningShop(pid) : await fromStoppedShop(join(dataDir, 'backups', defaultBackupName()))
if (args.out) {
  const out = resolve(args.out)
  copyFileSync(file, out)
  rmSync(file)
  file = out
}
console.log(`Backup written${pid ? ` by the running shop (pid ${pid})` : ''}: ${file}`)
