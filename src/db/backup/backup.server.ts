import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import * as tar from 'tar'
import type { Database } from '../connect.types'
import { pgliteExtensions } from '../pglite-extensions.server'

// Backups of the embedded shop (issue 41, decision 088): one .tar.gz with the PGlite database as
// PGlite dumps it (`database.tar.gz`: one consistent moment, taken while the shop runs), the
// media library's files (`media/`) and what the archive is (`backup.json`). Resized images are
// left out: they are made again from the originals. PostgreSQL is backed up with its own
// pg_dump (README, "Backups").

export const BACKUP_FORMAT = 1
type Manifest = { format: number; created_at: string; engine: 'pglite'; media_files: number }

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (n, e) => n + (e.isDirectory() ? countFiles(join(dir, e.name)) : e.isFile() ? 1 : 0),
    0,
  )
}

export const defaultBackupName = (now = new Date()) =>
  `soglia-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`

/** Writes the backup of an open embedded database and DATA_DIR's media to `file` (atomically). */
export async function writeBackup(
  database: Database,
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<{ file: string; bytes: number; mediaFiles: number }> {
  if (!database.dump) throw new Error('This database is PostgreSQL: back it up with pg_dump (README, "Backups").')
  const stage = mkdtempSync(join(tmpdir(), 'soglia-backup-'))
  const target = resolve(file)
  const partial = `${target}.partial`
  try {
    writeFileSync(join(stage, 'database.tar.gz'), new Uint8Array(await (await database.dump()).arrayBuffer()))
    const media = join(dataDir, 'media')
    if (existsSync(media)) cpSync(media, join(stage, 'media'), { recursive: true })
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      created_at: now.toISOString(),
      engine: 'pglite',
      media_files: countFiles(join(stage, 'media')),
    }
    writeFileSync(join(stage, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    mkdirSync(dirname(target), { recursive: true })
    await tar.c({ gzip: true, file: partial, cwd: stage, portable: true }, [
      'backup.json',
      'database.tar.gz',
      ...(existsSync(join(stage, 'media')) ? ['media'] : []),
    ])
    renameSync(partial, target)
    return { file: target, bytes: statSync(target).size, mediaFiles: manifest.media_files }
  } finally {
    rmSync(stage, { recursive: true, force: true })
    rmSync(partial, { force: true })
  }
}

/**
 * Restores a backup into DATA_DIR (no process may hold it): the current database and media are
 * kept beside, as `pglite.before-restore-…` and `media.before-restore-…`, never deleted.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  now = new Date(),
): Promise<{ kept: string[]; mediaFiles: number }> {
  const stage = mkdtempSync(join(tmpdir(), 'soglia-restore-'))
  try {
    await tar.x({ file: resolve(file), cwd: stage, strict: true })
    const manifestFile = join(stage, 'backup.json')
    if (!existsSync(manifestFile) || !existsSync(join(stage, 'database.tar.gz')))
      throw new Error(`${basename(file)} is not a Soglia backup (no backup.json and database.tar.gz)`)
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
    if (manifest.format !== BACKUP_FORMAT || manifest.engine !== 'pglite')
      throw new Error(`${basename(file)}: unknown backup format ${manifest.format} (${manifest.engine})`)
    mkdirSync(dataDir, { recursive: true })
    const stamp = now
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z')
    const kept: string[] = []
    for (const name of ['pglite', 'media']) {
      const current = join(dataDir, name)
      if (!existsSync(current)) continue
      const aside = join(dataDir, `${name}.before-restore-${stamp}`)
      renameSync(current, aside)
      kept.push(aside)
    }
    // PGlite unpacks its own dump into the folder and checks it opens.
    const restored = await PGlite.create(join(dataDir, 'pglite'), {
      extensions: pgliteExtensions,
      loadDataDir: new Blob([readFileSync(join(stage, 'database.tar.gz'))]),
    })
    await restored.query('select 1')
    await restored.close()
    if (existsSync(join(stage, 'media'))) cpSync(join(stage, 'media'), join(dataDir, 'media'), { recursive: true })
    // Resized copies of the old media would be served for the restored ones.
    rmSync(join(dataDir, 'image-cache'), { recursive: true, force: true })
    return { kept, mediaFiles: manifest.media_files }
  } finally {
    rmSync(stage, { recursive: true, force: true })
  }
}
