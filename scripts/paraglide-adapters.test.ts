// What the shop changes in Paraglide's output without patching it (decision 113): its own
// registry.js through the compiler's `additionalFiles`, and the runtime's polyfill import
// resolved to nothing by a Vite plugin. Both copy or name Paraglide internals, so an upgrade
// that changes them fails here.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cachedRegistry } from './paraglide-registry.ts'
import { POLYFILL } from './vite/urlpattern-on-demand.ts'

const paraglide = 'node_modules/@inlang/paraglide-js'
const source = (file: string) => readFileSync(join(paraglide, file), 'utf8')
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)

describe('Paraglide adapters', () => {
  it('are checked against the installed Paraglide', () => {
    const { version } = JSON.parse(source('package.json')) as { version: string }
    // On a new Paraglide: does its compiler now cache Intl objects, or leave the polyfill out
    // (opral/paraglide-js#381)? Then drop the adapter; else check the tests below, then this.
    expect(version, 'Paraglide was upgraded: re-check decision 113').toBe('2.25.4')
  })

  it('emit Paraglide’s own registry with one Intl object kept per locale and options', () => {
    const theirs = /return `([\s\S]*)`;\s*\}/.exec(source('dist/compiler/registry.js'))?.[1]
    expect(theirs, 'Paraglide’s createRegistry() no longer returns one template').toBeDefined()
    let expected = theirs!
    for (const [kind, cache, call] of [
      ['PluralRules', 'pluralRules', 'select'],
      ['NumberFormat', 'numberFormats', 'format'],
    ] as const) {
      const body = `return new Intl.${kind}(locale, options).${call}(Number(input))`
      expect(expected, `Paraglide’s ${kind} call changed`).toContain(body)
      expected = expected.replace(
        body,
        [
          'const key = options ? `${locale}|${JSON.stringify(options)}` : locale',
          `let kept = ${cache}.get(key)`,
          `if (!kept) ${cache}.set(key, (kept = new Intl.${kind}(locale, options)))`,
          `return kept.${call}(Number(input))`,
        ].join('\n\t'),
      )
    }
    const declarations =
      '/** @type {Map<string, Intl.PluralRules>} */\nconst pluralRules = new Map()\n\n/** @type {Map<string, Intl.NumberFormat>} */\nconst numberFormats = new Map()\n'
    expect(lines(cachedRegistry)).toEqual(lines(declarations + expected))
    // The compiled output is this file (additionalFiles replaces the generated one).
    expect(lines(readFileSync('src/paraglide/registry.js', 'utf8'))).toEqual(
      lines(`/* eslint-disable */\n${cachedRegistry}`),
    )
  })

  it('leave the runtime’s URLPattern polyfill import as the Vite plugin expects it', () => {
    expect(source('dist/compiler/runtime/create-runtime.js')).toContain(`import "${POLYFILL}";`)
    expect(readFileSync('src/paraglide/runtime.js', 'utf8')).toContain(`import "${POLYFILL}";`)
  })
})
