import MagicString from 'magic-string'
import { parseAst, type Plugin } from 'vite'

// A `css({...})` written in a component runs on every render, and Panda's runtime keys its memo
// with `JSON.stringify` of the style: 4 % of an uncached page's CPU on the server (decision 055),
// and the same work again in the browser while it hydrates. When every value of the style is a
// literal, the class name cannot change, so the call moves to the module's top level and runs
// once. A style with an expression in it (a prop, a condition) stays where it is. Panda's own
// extraction reads the source files, not this output, so the CSS it generates is the same.

type Node = { type: string; start: number; end: number; [key: string]: unknown }

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** A value known when the module is written: literals, and objects and arrays of them. */
function isStatic(node: Node): boolean {
  switch (node.type) {
    case 'Literal':
      return !(node as { regex?: unknown }).regex
    case 'TemplateLiteral':
      return (node.expressions as Node[]).length === 0
    case 'UnaryExpression':
      return node.operator === '-' && isStatic(node.argument as Node)
    case 'ArrayExpression':
      return (node.elements as Array<Node | null>).every((element) => element !== null && isStatic(element))
    case 'ObjectExpression':
      return (node.properties as Node[]).every(
        (p) =>
          p.type === 'Property' &&
          p.kind === 'init' &&
          !p.method &&
          !p.shorthand &&
          !p.computed &&
          isStatic(p.value as Node),
      )
    default:
      return false
  }
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'])

/** The module with its static `css()` calls made once at its top level, or null when there is none. */
export function hoistStaticCss(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('styled-system/css')) return null
  const program = parseAst(code, { lang: 'js' }) as unknown as { body: Node[] }
  const imports = program.body.filter((n) => n.type === 'ImportDeclaration')
  const local = imports
    .filter((n) => (n.source as { value: string }).value.endsWith('styled-system/css'))
    .flatMap((n) => n.specifiers as Array<Node & { imported?: { name: string }; local: { name: string } }>)
    .find((s) => s.type === 'ImportSpecifier' && s.imported?.name === 'css')?.local.name
  // Another binding of that name somewhere (a parameter, a variable) would make a call ambiguous.
  if (!local || new RegExp(`\\b(?:const|let|var|function)\\s+${local}\\b|[(,]\\s*${local}\\s*[,)=]`).test(code))
    return null

  const out = new MagicString(code)
  const hoisted = new Map<string, string>()
  const visit = (node: Node, inFunction: boolean) => {
    if (
      inFunction &&
      node.type === 'CallExpression' &&
      (node.callee as Node).type === 'Identifier' &&
      (node.callee as { name: string }).name === local &&
      (node.arguments as Node[]).length > 0 &&
      (node.arguments as Node[]).every(isStatic)
    ) {
      const text = code.slice(node.start, node.end)
      let name = hoisted.get(text)
      if (!name) hoisted.set(text, (name = `__staticCss${hoisted.size}`))
      out.overwrite(node.start, node.end, name)
      return
    }
    const inside = inFunction || FUNCTIONS.has(node.type)
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) {
        for (const child of value) if (isNode(child)) visit(child, inside)
      } else if (isNode(value)) visit(value, inside)
    }
  }
  for (const node of program.body) visit(node, false)
  if (hoisted.size === 0) return null
  const declarations = [...hoisted].map(([call, name]) => `const ${name} = /* @__PURE__ */ ${call};`).join('\n')
  out.appendRight(imports.at(-1)!.end, `\n${declarations}\n`)
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id, includeContent: true }) }
}

/** The Vite plugin: after TypeScript and JSX are compiled, on our own modules. */
export function hoistStaticCssPlugin(): Plugin {
  return {
    name: 'soglia:hoist-static-css',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\/src\/.*\.[jt]sx?$/.test(id.split('?')[0]!)) return null
      return hoistStaticCss(code, id)
    },
  }
}
