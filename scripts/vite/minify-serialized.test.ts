import { readFileSync } from 'node:fs'
import { transformWithOxc } from 'vite'
import { describe, expect, it } from 'vitest'
import { sourceOf } from '../../src/lib/hydration/serialized-source'
import { minifySerialized } from './minify-serialized'

const SERIALIZED = /\/hydration\/(on-intent|answer-tap)\.ts$/

/** The module's exports, loaded from its text. */
const load = (code: string) => import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)

describe('serialized functions minified in the build (decision 056)', () => {
  it('leaves every other module alone', () => {
    expect(minifySerialized('export const a = 1 // kept\n', '/src/lib/other.ts', SERIALIZED)).toBeNull()
  })

  it("keeps the exports' names and behaviour, and a function's text runs on its own", async () => {
    const code = `const LIMIT = 3
// A comment the page does not need.
export function countTaps(config, record) {
  const collected = []
  for (const tap of config.taps) {
    if (collected.length < LIMIT) collected.push(tap.toUpperCase())
  }
  record(collected)
}
`
    const out = minifySerialized(code, '/src/lib/hydration/on-intent.ts', SERIALIZED)!.code
    const { countTaps } = await load(out)
    const text = sourceOf(countTaps)
    expect(text).toMatch(/^function countTaps\(/)
    expect(text).not.toContain('A comment')
    expect(text).not.toContain('collected')
    expect(text).not.toContain('\n')
    // Serialized into a page, the function has no module around it: LIMIT must be inlined.
    const standalone = new Function(`return (${text})`)() as typeof countTaps
    let seen: string[] = []
    standalone({ taps: ['a', 'b', 'c', 'd'] }, (taps: string[]) => (seen = taps))
    expect(seen).toEqual(['A', 'B', 'C'])
  })

  it('shrinks the real on-intent loader to well under half its text', async () => {
    const path = new URL('../../src/lib/hydration/on-intent.ts', import.meta.url)
    const js = (await transformWithOxc(readFileSync(path, 'utf8'), path.pathname, { lang: 'ts' })).code
    const out = minifySerialized(js, path.pathname, SERIALIZED)!.code
    const literal = /\nhydrateOnIntent\[Symbol\.for\("soglia\.serialized-source"\)\] = ("(?:[^"\\]|\\.)*");/.exec(out)
    const text = JSON.parse(literal![1]!) as string
    expect(text).toMatch(/^function hydrateOnIntent\(/)
    expect(text.length).toBeLessThan(js.length / 2)
  })
})
