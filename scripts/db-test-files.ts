// The Vitest files that use a database on PostgreSQL: those that reach src/test/db.ts (the
// per-file test database) or read TEST_DATABASE_URL, through their imports, transitively.
// The PostgreSQL pass (`npm test -- --unit-only --db-only`) runs only these: the other files
// never open a database, so a second run of them tests nothing PGlite's pass did not (issue 40).
//
//   node scripts/db-test-files.ts        prints them, one a line
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const helper = join(root, 'src/test/db.ts')
const self = join(root, 'scripts/db-test-files.ts') // names the variable, reads no database
const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
// Static imports, re-exports, dynamic imports and vi.mock/importActual specifiers.
const specifiers = /(?:from\s+|import\s*\(\s*|import\s+|vi\.(?:mock|importActual)\s*\(\s*)['"]([^'"]+)['"]/g

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string
  if (specifier.startsWith('~/')) base = join(root, 'src', specifier.slice(2))
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier)
  else return undefined // a package: never reaches our test helper
  for (const ext of extensions) {
    const file = base + ext
    if (existsSync(file) && statSync(file).isFile()) return file
  }
  return undefined
}

const sources = new Map<string, string>()
const read = (file: string) => sources.get(file) ?? sources.set(file, readFileSync(file, 'utf8')).get(file) ?? ''

/** A walk of the file's imports (no memo across files, so an import cycle cannot hide a path). */
function usesDatabase(start: string): boolean {
  const seen = new Set([start])
  const queue = [start]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const source = read(file)
    if (file === helper || source.includes('TEST_DATABASE_URL')) return true
    for (const match of source.matchAll(specifiers)) {
      const target = resolveImport(file, match[1] ?? '')
      if (target && target !== self && !seen.has(target)) {
        seen.add(target)
        queue.push(target)
      }
    }
  }
  return false
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'paraglide' ? [] : testFiles(path)
    return /\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

export function databaseTestFiles(): string[] {
  return ['src', 'scripts']
    .flatMap((dir) => testFiles(join(root, dir)))
    .filter(usesDatabase)
    .map((file) => relative(root, file))
    .sort()
}

if (import.meta.main) console.log(databaseTestFiles().join('\n'))
