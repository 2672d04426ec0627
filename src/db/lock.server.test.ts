import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from './lock.server'

describe('data folder lock', () => {
  it('refuses a folder held by a live process and releases it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'soglia-lock-'))
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'])
    try {
      writeFileSync(join(dir, 'soglia.lock'), String(other.pid))
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
      expect(() => lockDataDir(dir)).toThrow(/another Soglia process/)
    } finally {
      other.kill()
    }
  })

  it('takes over a lock left by a dead process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'soglia-lock-'))
    const gone = spawn(process.execPath, ['-e', '0'])
    await new Promise((r) => gone.on('exit', r))
    writeFileSync(join(dir, 'soglia.lock'), String(gone.pid))
    const release = lockDataDir(dir)
    expect(readFileSync(join(dir, 'soglia.lock'), 'utf8')).toBe(String(process.pid))
    release()
    const again = lockDataDir(dir)
    again()
  })
})
