import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data folder ${dir} is in use by another Soglia process (pid ${pid}). ` +
        'PGlite allows one process per folder: stop the other one, use another DATA_DIR, ' +
        'or set DATABASE_URL to run several processes on PostgreSQL.',
    )
    this.name = 'DataDirLockedError'
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes an exclusive lock on a data folder for this process's lifetime. A lock left by a
 * process that died is taken over. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'soglia.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      let released = false
      return () => {
        if (released) return
        released = true
        rmSync(file, { force: true })
      }
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
      const pid = Number.parseInt(readFileSync(file, 'utf8'), 10)
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dir, pid)
      rmSync(file, { force: true }) // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${file}`)
}
