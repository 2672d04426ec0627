// Compiles messages/*.json into src/paraglide (typed message functions + runtime).
import { readFileSync, writeFileSync } from 'node:fs'
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from './paraglide-options.ts'

await compile(paraglideOptions)

// The runtime imports a URLPattern polyfill for every browser; the client entry
// (src/client.tsx) loads it only where URLPattern is missing (decision 015). The server runs on
// Node ≥ 24, which has URLPattern.
const runtimeFile = `${paraglideOptions.outdir}/runtime.js`
const polyfillImport = 'import "@inlang/paraglide-js/urlpattern-polyfill";'
const runtime = readFileSync(runtimeFile, 'utf8')
if (runtime.includes(polyfillImport)) {
  writeFileSync(runtimeFile, runtime.replace(polyfillImport, '// URLPattern polyfill: loaded by src/client.tsx where needed'))
} else if (!runtime.includes('// URLPattern polyfill: loaded by src/client.tsx')) {
  throw new Error(`${runtimeFile}: the URLPattern polyfill import has changed; update scripts/compile-messages.ts`)
}
// The compiler keeps timers alive; nothing else is left to do.
process.exit(0)
