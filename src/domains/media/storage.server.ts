import { mkdir, readdir, rename, rm, stat, writeFile, readFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'

/**
 * Where uploaded media live (decision 024). One small interface so an S3-compatible store can
 * replace the folder later without touching the library, the API or the image server.
 */
export type MediaStorage = {
  put(name: string, bytes: Uint8Array): Promise<void>
  get(name: string): Promise<Buffer | null>
  remove(name: string): Promise<void>
  /** Absolute file path for the image resizer, or null when the store is not a folder. */
  localPath(name: string): string | null
}

// Stored names are content hashes plus an extension: nothing a visitor types reaches a path.
const NAME = /^[a-f0-9]{16,64}\.(?:jpg|png|webp|avif|svg)$/

export const isMediaName = (name: string) => NAME.test(name)

/** Uploads under `{DATA_DIR}/media`, written to a partial file and renamed into place. */
export function folderStorage(dataDir: string): MediaStorage {
  const root = resolve(dataDir, 'media')
  const file = (name: string) => {
    if (!isMediaName(name)) throw new Error(`not a media name: ${name}`)
    const path = resolve(root, name)
    if (!path.startsWith(root + sep)) throw new Error(`outside the media folder: ${name}`)
    return path
  }
  return {
    async put(name, bytes) {
      await mkdir(root, { recursive: true })
      const partial = `${file(name)}.${process.pid}.${Date.now()}.partial`
      await writeFile(partial, bytes)
      await rename(partial, file(name))
    },
    async get(name) {
      return isMediaName(name) ? readFile(file(name)).catch(() => null) : null
    },
    async remove(name) {
      await rm(file(name), { force: true })
    },
    localPath: (name) => (isMediaName(name) ? file(name) : null),
  }
}

/**
 * Drops every resized copy of one original from the resize cache (`{cacheDir}/{width}/…`), so a
 * replaced or deleted image leaves nothing behind (issue 13).
 */
export async function pruneResized(cacheDir: string, segments: string[]): Promise<void> {
  const widths = await readdir(cacheDir).catch(() => [] as string[])
  // The copy in the original's format and its AVIF and WebP variants (image-resize.server.ts).
  const names = ['', '.avif', '.webp'].map((suffix) => [...segments.slice(0, -1), `${segments.at(-1)}${suffix}`])
  await Promise.all(widths.flatMap((w) => names.map((n) => rm(join(cacheDir, w, ...n), { force: true }))))
}

/**
 * Keeps the resize cache under `maxBytes`: the least recently written copies go first. Run
 * after an upload and at start; a cache rebuilds itself, so losing a copy costs one resize.
 */
export async function boundCache(cacheDir: string, maxBytes: number): Promise<{ removed: number; bytes: number }> {
  const files: Array<{ path: string; size: number; at: number }> = []
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) await walk(path)
      else if (entry.isFile()) {
        const s = await stat(path).catch(() => null)
        if (s) files.push({ path, size: s.size, at: s.mtimeMs })
      }
    }
  }
  await walk(cacheDir)
  let bytes = files.reduce((n, f) => n + f.size, 0)
  let removed = 0
  for (const f of files.sort((a, b) => a.at - b.at)) {
    if (bytes <= maxBytes) break
    await rm(f.path, { force: true })
    bytes -= f.size
    removed++
  }
  return { removed, bytes }
}
