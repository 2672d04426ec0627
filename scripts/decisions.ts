// The decision records (docs/decisions/NNN-slug.md) in one form, and their index
// (docs/decisions/README.md) grouped by area. `scripts/decisions.test.ts` fails on any problem
// found here, and names the line to add or fix.
//
//   node scripts/decisions.ts          prints the problems, exit 1 if any (Node ≥ 24: npx node …)
//   npm run decisions                  rewrites the README's index from the records' headers
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const decisionsDir = resolve(import.meta.dirname, '../docs/decisions')

/** The areas, in the index's order. */
export const AREAS = [
  'api',
  'catalogue & search',
  'cart & checkout',
  'orders & payments',
  'fiscal & documents',
  'accounts & security',
  'storefront & i18n',
  'back office',
  'speed & caching',
  'operations & runtime',
  'testing & CI',
  'content & e-mail',
  'sales',
] as const

const RECORD = /^(\d{3})-[a-z0-9-]+\.md$/
const STATUS = /^(accepted|superseded by (\d{3})|amended by (\d{3}(?:, \d{3})*))$/
const HEADER = /^\*\*Date:\*\* (.*?) · \*\*Status:\*\* (.*?) · \*\*Area:\*\* (.*)$/
const HEADER_FORM = '**Date:** YYYY-MM-DD · **Status:** accepted · **Area:** <area>'
const CONTEXT_FORM = '**Context:** <one line: the problem it answers>'
const INDEX_START = '<!-- index: npm run decisions -->'
const INDEX_END = '<!-- end of index -->'

export type Decision = { file: string; number: string; title: string; date: string; status: string; area: string }

const areaList = `one of: ${AREAS.join(', ')}`
const indexLine = (d: Pick<Decision, 'file' | 'number' | 'title' | 'status'>) =>
  `- [${d.number} — ${d.title}](${d.file}) — ${d.status}`

/** Reads the records and returns them with every problem found, each naming its file and line. */
export function readDecisions(dir = decisionsDir): { decisions: Decision[]; problems: string[] } {
  const problems: string[] = []
  const decisions: Decision[] = []
  const files = readdirSync(dir)
    .filter((f) => f !== 'README.md' && f.endsWith('.md'))
    .sort()
  const numbers = new Set(files.map((f) => RECORD.exec(f)?.[1]).filter(Boolean))
  for (const file of files) {
    const name = RECORD.exec(file)
    if (!name) {
      problems.push(`${file}: a record is named NNN-slug.md (three digits, lower-case slug)`)
      continue
    }
    const number = name[1]!
    const lines = readFileSync(join(dir, file), 'utf8').split('\n')
    const title = new RegExp(`^# ${number} — (.+)$`).exec(lines[0] ?? '')?.[1]
    if (!title) problems.push(`${file}: line 1 must be "# ${number} — <title>" (found "${lines[0] ?? ''}")`)
    if (lines[1] !== '') problems.push(`${file}: line 2 must be empty (found "${lines[1]}")`)
    const header = HEADER.exec(lines[2] ?? '')
    let status = ''
    let area = ''
    let date = ''
    if (!header) {
      problems.push(`${file}: line 3 must be "${HEADER_FORM}", area ${areaList} (found "${lines[2] ?? ''}")`)
    } else {
      ;[, date = '', status = '', area = ''] = header
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
        problems.push(`${file}: line 3's date must be YYYY-MM-DD, the day git first added the file (found "${date}")`)
      }
      const s = STATUS.exec(status)
      if (!s) {
        problems.push(
          `${file}: line 3's status must be "accepted", "superseded by NNN" or "amended by NNN[, NNN…]" (found "${status}")`,
        )
      } else {
        for (const other of (s[2] ?? s[3] ?? '').split(', ').filter(Boolean)) {
          if (!numbers.has(other)) problems.push(`${file}: line 3's status names ${other}, which has no record`)
          else if (other <= number)
            problems.push(`${file}: line 3's status names ${other}, which is not a later record`)
        }
      }
      if (!(AREAS as readonly string[]).includes(area))
        problems.push(`${file}: line 3's area must be ${areaList} (found "${area}")`)
    }
    const context = /^\*\*Context:\*\* (\S.*)$/.exec(lines[3] ?? '')
    if (!context) problems.push(`${file}: line 4 must be "${CONTEXT_FORM}" (found "${lines[3] ?? ''}")`)
    else if (lines[4] !== '' && lines[4] !== undefined)
      problems.push(`${file}: line 5 must be empty, the context is one line (found "${lines[4]}")`)
    const extra = lines.slice(4).findIndex((l) => /^(\*\*)?(Status|Date):/.test(l))
    if (extra >= 0)
      problems.push(`${file}: line ${extra + 5} repeats the header's date or status; keep them on line 3 only`)
    decisions.push({ file, number, title: title ?? '', date, status, area })
  }
  return { decisions, problems }
}

/** The index, grouped by area in AREAS' order, records by number. */
export function renderIndex(decisions: Decision[]): string {
  return AREAS.map((area) => {
    const entries = decisions.filter((d) => d.area === area).map(indexLine)
    return entries.length ? `### ${area}\n\n${entries.join('\n')}\n` : ''
  })
    .filter(Boolean)
    .join('\n')
}

/** Problems of the README's index against the records: what is missing, stale or dangling. */
export function indexProblems(decisions: Decision[], readme: string, files: string[]): string[] {
  const problems: string[] = []
  const start = readme.indexOf(INDEX_START)
  const end = readme.indexOf(INDEX_END)
  if (start < 0 || end < start) return [`README.md: the index must sit between "${INDEX_START}" and "${INDEX_END}"`]
  const lines = readme.slice(start, end).split('\n')
  let area = ''
  const listed = new Map<string, { line: string; area: string }>()
  for (const line of lines) {
    const heading = /^### (.+)$/.exec(line)
    if (heading) area = heading[1]!
    const link = /^- \[.*?\]\(([^)]+)\)/.exec(line)
    if (!link) continue
    const file = link[1]!
    if (!files.includes(file)) problems.push(`README.md: "${line}" names ${file}, which does not exist`)
    listed.set(file, { line, area })
  }
  for (const d of decisions) {
    const want = indexLine(d)
    const got = listed.get(d.file)
    if (!(AREAS as readonly string[]).includes(d.area) || !STATUS.test(d.status)) {
      if (!got) problems.push(`README.md: no entry for ${d.file}; fix its header, then \`npm run decisions\` adds it`)
    } else if (!got) problems.push(`README.md: no entry for ${d.file}; add under "### ${d.area}": ${want}`)
    else if (got.line !== want || got.area !== d.area) {
      problems.push(
        `README.md: the entry for ${d.file} must read, under "### ${d.area}": ${want} (found "${got.line}" under "### ${got.area}")`,
      )
    }
  }
  return problems
}

function main() {
  const { decisions, problems } = readDecisions()
  const readmeFile = join(decisionsDir, 'README.md')
  let readme = readFileSync(readmeFile, 'utf8')
  if (process.argv.includes('--write')) {
    const start = readme.indexOf(INDEX_START)
    const end = readme.indexOf(INDEX_END)
    if (start < 0 || end < start) throw new Error(`${readmeFile}: no "${INDEX_START}" … "${INDEX_END}"`)
    readme = `${readme.slice(0, start + INDEX_START.length)}\n\n${renderIndex(decisions)}\n${readme.slice(end)}`
    writeFileSync(readmeFile, readme)
  }
  const all = [...problems, ...indexProblems(decisions, readme, readdirSync(decisionsDir))]
  for (const p of all) console.error(p)
  process.exit(all.length ? 1 : 0)
}

if (import.meta.main) main()
