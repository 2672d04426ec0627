import { describe, expect, it } from 'vitest'
import { hoistStaticCss } from './hoist-static-css'

const header = `import { jsx } from 'react/jsx-runtime'\nimport { css, cx } from 'styled-system/css'\n`

describe('static css() calls made once (decision 055)', () => {
  it("moves a literal style out of the component, once for equal styles, and keeps the module's own top-level calls", () => {
    const code = `${header}const box = css({ p: '2' })
export function Card({ wide }) {
  return jsx('div', { className: cx(box, css({ display: 'flex', gap: '2', _hover: { color: 'fg' }, mx: -1, w: ['full', 'auto'], content: \`""\` })), children: jsx('span', { className: css({ display: 'flex', gap: '2', _hover: { color: 'fg' }, mx: -1, w: ['full', 'auto'], content: \`""\` }) }) })
}
export const Other = () => jsx('p', { className: css({ srOnly: true }) })`
    const out = hoistStaticCss(code, 'card.tsx')!.code
    expect(out).toContain(`const box = css({ p: '2' })`)
    expect(out).toContain(
      `const __staticCss0 = /* @__PURE__ */ css({ display: 'flex', gap: '2', _hover: { color: 'fg' }, mx: -1, w: ['full', 'auto'], content: \`""\` });`,
    )
    expect(out).toContain(`const __staticCss1 = /* @__PURE__ */ css({ srOnly: true });`)
    expect(out).toContain(`className: cx(box, __staticCss0)`)
    expect(out).toContain(`jsx('span', { className: __staticCss0 })`)
    expect(out).toContain(`jsx('p', { className: __staticCss1 })`)
    // After the imports, before any other top-level code.
    expect(out.indexOf('__staticCss0 =')).toBeGreaterThan(out.indexOf("from 'styled-system/css'"))
    expect(out.indexOf('__staticCss1 =')).toBeLessThan(out.indexOf('const box'))
  })

  it('leaves a style with anything computed in it where it is', () => {
    const computed = [
      `css({ w: wide ? 'full' : 'auto' })`,
      `css({ color: tone })`,
      `css({ ...base, p: '2' })`,
      `css({ [key]: '1' })`,
      `css({ content: \`"\${label}"\` })`,
      `css(style)`,
      `css({ p: '2' }, extra)`,
    ]
    for (const call of computed) {
      const code = `${header}export function C({ wide, tone, base, key, label, style, extra }) { return jsx('div', { className: ${call} }) }`
      expect(hoistStaticCss(code, 'c.tsx'), call).toBeNull()
    }
  })

  it('touches no module that does not import css, or that has another binding of its name', () => {
    expect(hoistStaticCss(`export const f = () => css({ p: '1' })`, 'a.ts')).toBeNull()
    expect(hoistStaticCss(`${header}export function f(css) { return css({ p: '1' }) }`, 'b.ts')).toBeNull()
    expect(
      hoistStaticCss(`${header}export function f() { const css = g(); return css({ p: '1' }) }`, 'c.ts'),
    ).toBeNull()
  })

  it('follows a renamed import', () => {
    const code = `import { css as style } from '../styled-system/css'\nexport const C = () => style({ p: '1' })`
    expect(hoistStaticCss(code, 'd.ts')!.code).toContain(`const __staticCss0 = /* @__PURE__ */ style({ p: '1' });`)
  })
})
