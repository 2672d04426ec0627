import type { Plugin } from 'vite'

// Paraglide's compiled runtime imports its URLPattern polyfill for every browser, and its
// compiler has no option to leave it out when URL patterns are used (upstream: only the default
// pattern skips it, opral/paraglide-js#381). The client entry loads the polyfill where
// URLPattern is missing (src/client.tsx, decision 015), and every server runtime has it: so the
// runtime's own import resolves to an empty module. The generated file is left as Paraglide
// wrote it; scripts/paraglide-adapters.test.ts fails when the import this drops changes.

export const POLYFILL = '@inlang/paraglide-js/urlpattern-polyfill'
const EMPTY = '\0soglia:urlpattern-on-demand'

export function urlPatternOnDemandPlugin(): Plugin {
  return {
    name: 'soglia:urlpattern-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === POLYFILL && importer && /[\\/]src[\\/]paraglide[\\/]runtime\.js$/.test(importer)) return EMPTY
      return null
    },
    load(id) {
      return id === EMPTY ? 'export {}' : null
    },
  }
}
