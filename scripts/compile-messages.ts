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
// The registry's plural() and number() build an Intl object on every call, and their messages
// (product counts, cart badges, order counts) run on hot server paths: keep one per locale and
// options instead.
const registryFile = `${paraglideOptions.outdir}/registry.js`
let registry = readFileSync(registryFile, 'utf8')
for (const [kind, cache, call] of [
  ['PluralRules', 'pluralRules', 'select'],
  ['NumberFormat', 'numberFormats', 'format'],
] as const) {
  const body = `return new Intl.${kind}(locale, options).${call}(Number(input))`
  if (registry.includes(body)) {
    const cached = [
      'const key = options ? `${locale}|${JSON.stringify(options)}` : locale',
      `\tlet kept = ${cache}.get(key)`,
      `\tif (!kept) ${cache}.set(key, (kept = new Intl.${kind}(locale, options)))`,
      `\treturn kept.${call}(Number(input))`,
    ].join('\n')
    registry = registry.replace(body, cached).replace('/* eslint-disable */', `/* eslint-disable */\n\n/** @type {Map<string, Intl.${kind}>} */\nconst ${cache} = new Map()`)
  } else if (!registry.includes(`const ${cache} = new Map()`)) {
    throw new Error(`${registryFile}: the registry's Intl.${kind} call has changed; update scripts/compile-messages.ts`)
  }
}
writeFileSync(registryFile, registry)

// The compiler keeps timers alive; nothing else is left to do.
process.exit(0)
