import { fileURLToPath } from 'node:url'
import type { NitroConfig } from 'nitro/types'
import type { RuntimeName } from './runtime'

// Build settings per runtime (decision 041), read by vite.config.ts. Each edge build writes its
// own output folder, so building one never replaces the Node server that `npm start` runs.

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

type RuntimeBuild = {
  name: RuntimeName
  /** What `#runtime` resolves to. */
  adapter: string
  /** Nitro plugins that run first (the runtime's start-up checks). */
  startupPlugins: string[]
  /** Nitro plugins that run last (Workers: the adapter that puts the front middleware before nitro's fetch, decision 113). */
  outerPlugins: string[]
  /** Packages copied beside the server bundle instead of bundled (native addons, files read at run time). */
  traceDeps: string[]
  /** Vite `define`s of this build (Workers: the build's id, part of the shared page cache's keys). */
  define: Record<string, string>
  nitro: Pick<NitroConfig, 'preset' | 'output' | 'cloudflare' | 'compatibilityDate' | 'replace' | 'entry'>
}

export function runtimeBuild(requested: string | undefined): RuntimeBuild {
  const name = (requested || 'node') as RuntimeName
  const adapter = here(`./${name}/index.server.ts`)
  switch (name) {
    case 'node':
      return {
        name,
        adapter,
        startupPlugins: ['./src/runtime/node/startup.ts'],
        // The front middleware goes to srvx in the entry (runtime/portable/front-middleware.ts).
        outerPlugins: [],
        define: {},
        traceDeps: ['@electric-sql/pglite*', 'pg', '@node-rs/argon2*', 'pino*', 'swagger-ui-dist', 'sharp', '@img/*'],
        // Our entry: the graceful shutdown closes the server itself (issue 41).
        nitro: { entry: here('./node/server-entry.ts') },
      }
    case 'deno':
      return {
        name,
        adapter,
        startupPlugins: ['./src/runtime/deno/startup.ts'],
        outerPlugins: [],
        define: {},
        traceDeps: ['pg', 'pino*', 'swagger-ui-dist'],
        nitro: { preset: 'deno-server', output: { dir: '.output-deno' }, entry: here('./deno/server-entry.ts') },
      }
    case 'workerd':
      return {
        name,
        adapter,
        startupPlugins: [],
        // No srvx here: the request scope, security headers and early hits in one adapter (decisions 045, 113).
        outerPlugins: ['./src/runtime/workerd/startup.ts'],
        // caches.default outlives a deployment: a page rendered by the previous build (its
        // hashed asset URLs gone) must not be replayed by this one (decision 045).
        define: { __SOGLIA_BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
        traceDeps: [],
        nitro: {
          preset: 'cloudflare-module',
          output: { dir: '.output-workerd' },
          cloudflare: { nodeCompat: true, deployConfig: true },
          // workerd 1.2026-11-17 (the npm package) refuses a compatibility date after its own.
          compatibilityDate: '2026-11-01',
          // Modules have no file URL on Workers; pdfkit resolves a data file's URL as it loads
          // (the file itself is only read for PDF/A, which the shop does not make).
          replace: { 'import.meta.url': JSON.stringify('file:///worker/index.mjs') },
        },
      }
    default:
      throw new Error(`SOGLIA_RUNTIME=${requested}: expected node, deno or workerd`)
  }
}
