import type { Database } from '~/db/connect.types'
import type { Db } from '~/db/types'

// What differs between the runtimes the shop is hosted on (decision 041). The build picks one
// adapter folder through the `#runtime` alias (vite.config.ts, SOGLIA_RUNTIME): node (default,
// also what Vitest and tsc see), deno or workerd. The domains import `#runtime` and never ask
// which runtime they are on.

export type RuntimeName = 'node' | 'deno' | 'workerd'

export type DatabaseConfig = { DATABASE_URL?: string; DATA_DIR: string }

export type Runtime = {
  name: RuntimeName
  /** argon2id as PHC strings: native on Node, portable JavaScript elsewhere; same hashes. */
  passwords: {
    hash: (password: string) => Promise<string>
    verify: (hash: string, password: string) => Promise<boolean>
  }
  /** Opens, migrates (under the start-up lock) and prepares the process's database. */
  openDatabase: (config: DatabaseConfig, prepare: (db: Db) => Promise<void>) => Promise<Database>
  /**
   * The rendered-page cache: in process memory (Node); in a Cache API store (Workers'
   * `caches.default`, decision 045); or off where neither may be relied on (Deno).
   */
  pageCache: 'process' | 'shared' | 'off'
  /** The Cache API store behind `pageCache: 'shared'`, and what sets this build's entries apart. */
  sharedCache?: { store: () => Cache | Promise<Cache>; namespace: string }
  /** A file of swagger-ui-dist for /api/docs: read from the installed package, or bundled (Workers). */
  docsAsset: (file: 'swagger-ui.css' | 'swagger-ui-bundle.js') => Promise<string | Uint8Array<ArrayBuffer>>
  /** Answers /images/w/… and /images/uploads/… (resized on Node; originals on the edge). */
  serveImage: (request: Request) => Promise<Response>
  /**
   * Width and height of an uploaded raster image, proving it decodes; null where no image library
   * runs (the edge), and there the media library takes no uploads at all.
   */
  inspectImage:
    | ((bytes: Uint8Array, maxPixels: number) => Promise<{ format: string; width: number; height: number }>)
    | null
  /** Compression of the answer (Node compresses itself; Deno.serve and Cloudflare do it for us). */
  compress: (request: Request, response: Response) => Response | Promise<Response>
  /**
   * Work that must finish after the answer (the job queue after an order): Node's worker is a
   * long-lived loop; the edge runs the due jobs within the request's lifetime (waitUntil).
   */
  wakeJobs: (drain: () => Promise<unknown>, startLoop: () => void) => void
}
