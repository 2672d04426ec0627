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
// The registry's plural() builds an Intl.PluralRules on every call, and plural messages (product
// counts, cart badges) run on hot server paths: keep one per locale and options instead.
const registryFile = `${paraglideOptions.outdir}/registry.js`
const registry = readFileSync(registryFile, 'utf8')
const pluralBody = 'return new Intl.PluralRules(locale, options).select(Number(input))'
if (registry.includes(pluralBody)) {
  const cached = [
    'const key = options ? `${locale}|${JSON.stringify(options)}` : locale',
    '\tlet rules = pluralRules.get(key)',
    '\tif (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, options)))',
    '\treturn rules.select(Number(input))',
  ].join('\n')
  writeFileSync(registryFile, registry.replace(pluralBody, cached).replace('/* eslint-disable */', '/* eslint-disable */\n\n/** @type {Map<string, Intl.PluralRules>} */\nconst pluralRules = new Map()'))
} else if (!registry.includes('const pluralRules = new Map()')) {
  throw new Error(`${registryFile}: plural() has changed; update scripts/compile-messages.ts`)
}

// The compiler keeps timers alive; nothing else is left to do.
process.exit(0)
