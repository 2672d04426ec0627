import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'
import { pwaPlugins } from './src/lib/pwa/pwa.config'
import { runtimeBuild } from './src/runtime/build'
import { hoistStaticCssPlugin } from './scripts/vite/hoist-static-css'
import { minifySerializedPlugin } from './scripts/vite/minify-serialized'
import { reactStringChunksPlugin } from './scripts/vite/react-string-chunks'
import { urlPatternOnDemandPlugin } from './scripts/vite/urlpattern-on-demand'

// SOGLIA_RUNTIME=deno|workerd: the same shop for an edge runtime (decision 041); unset, Node.
const target = runtimeBuild(process.env.SOGLIA_RUNTIME)

export default defineConfig({
  resolve: { tsconfigPaths: true, alias: { '#runtime': target.adapter } },
  define: target.define,
  server: { port: 3000 },
  environments: {
    client: {
      build: {
        // ANALYZE=1 npm run build: source maps for a bundle analysis (not shipped otherwise).
        sourcemap: Boolean(process.env.ANALYZE),
        rolldownOptions: {
          // Building a zod schema has no side effect: a schema the browser never uses (server
          // functions' validators are stripped from the client build, but the schemas they were
          // built from stay imported) is dropped with zod's code instead of evaluated at load.
          // `defineEndpoint` only returns its argument (an API contract made of schemas).
          treeshake: {
            manualPureFunctions: ['z', 'defineEndpoint'],
            // Schema and contract modules only define schemas (derived ones, `x.extend(…)`, are
            // not covered by the line above): imported for a stripped validator, they go.
            // `undefined`: everything else as package.json / the code says.
            moduleSideEffects: (id) => (/\.(schemas|contract)\.ts$/.test(id) ? false : undefined),
          },
        },
      },
    },
  },
  plugins: [
    urlPatternOnDemandPlugin(), // Paraglide's runtime without its unconditional URLPattern polyfill (decisions 015, 113)
    tanstackStart({ srcDirectory: 'src' }),
    nitro({
      // The runtime's start-up plugin first (Node: fail fast on a bad configuration), then its outer
      // ones (Workers: the front middleware's adapter; Node and Deno hand it to srvx; decision 113).
      plugins: [...target.startupPlugins, ...target.outerPlugins],
      ...target.nitro,
      // .br and .gz beside every static file, served by content negotiation (decision 010).
      compressPublicAssets: { gzip: true, brotli: true },
      // Hashed build files are cached for a year by nitro already; the unhashed images and
      // icons of public/ for a day (an admin may replace one under the same name).
      routeRules: {
        '/images/**': { headers: { 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' } },
        '/icons/**': { headers: { 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' } },
      },
      traceDeps: target.traceDeps,
    }),
    viteReact(),
    reactStringChunksPlugin(), // React's string render handed over a piece at a time, encoded in blocks (decision 072)
    hoistStaticCssPlugin(), // literal css() styles computed once per module, not per render (decision 055)
    // Functions the server writes into pages as inline scripts, minified there too (decision 056).
    minifySerializedPlugin(/\/src\/lib\/hydration\/(on-intent|answer-tap)\.ts$/),
    ...pwaPlugins(), // the service worker /sw.js, client build only (decision 007)
  ],
})
