import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { boundCache, folderStorage, isMediaName, pruneResized } from './storage.server'

// The media store and the resize cache's housekeeping (decision 024), on a real folder.
describe('media storage', () => {
  it('stores, reads and removes by content-hash name only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'soglia-store-'))
    const store = folderStorage(dir)
    const name = `${'a'.repeat(32)}.png`
    await store.put(name, new Uint8Array([1, 2, 3]))
    expect([...(await store.get(name))!]).toEqual([1, 2, 3])
    expect(store.localPath(name)).toBe(join(dir, 'media', name))
    await store.remove(name)
    expect(await store.get(name)).toBeNull()
    for (const bad of ['../etc/passwd', 'x.png', `${'a'.repeat(32)}.html`, `${'a'.repeat(32)}.png/..`]) {
      expect(isMediaName(bad), bad).toBe(false)
      expect(store.localPath(bad)).toBeNull()
      await expect(store.put(bad, new Uint8Array(1))).rejects.toThrow()
    }
  })

  it('prunes every width of one image and bounds the cache, oldest first', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'soglia-cache-'))
    const file = (width: number, name: string, size: number, ageSeconds: number) => {
      mkdirSync(join(cache, String(width), 'uploads'), { recursive: true })
      const path = join(cache, String(width), 'uploads', name)
      writeFileSync(path, new Uint8Array(size))
      const at = Date.now() / 1000 - ageSeconds
      utimesSync(path, at, at)
      return path
    }
    const a160 = file(160, 'a.png', 100, 30)
    const a320 = file(320, 'a.png', 100, 30)
    const old = file(160, 'old.png', 1000, 300)
    const fresh = file(320, 'fresh.png', 1000, 1)
    await pruneResized(cache, ['uploads', 'a.png'])
    expect([existsSync(a160), existsSync(a320)]).toEqual([false, false])
    expect(await boundCache(cache, 1500)).toEqual({ removed: 1, bytes: 1000 })
    expect([existsSync(old), existsSync(fresh)]).toEqual([false, true])
  })
})
