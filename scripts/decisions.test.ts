import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { decisionsDir, indexProblems, readDecisions, renderIndex } from './decisions.ts'

// Every decision record carries the same header and is in the index (docs/decisions/README.md);
// each failure names the file and the line to write.

describe('docs/decisions', () => {
  it('every record has its header, and the README indexes each one by area', () => {
    const { decisions, problems } = readDecisions()
    const readme = readFileSync(join(decisionsDir, 'README.md'), 'utf8')
    expect([...problems, ...indexProblems(decisions, readme, readdirSync(decisionsDir))]).toEqual([])
    expect(decisions.length).toBeGreaterThan(100)
  })
})

describe('the check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'decisions-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const write = (file: string, text: string) => writeFileSync(join(dir, file), text)

  write(
    '001-first.md',
    '# 001 — First\n\n**Date:** 2026-11-22 · **Status:** amended by 002 · **Area:** api\n**Context:** A problem.\n\n## Context\n',
  )
  write(
    '002-second.md',
    '# 002 — Second\n\n**Date:** 2026-11-23 · **Status:** superseded by 007 · **Area:** shop\n**Context:** Another.\n',
  )
  // A record in the old free form, as a branch written before the header may bring it.
  write('003-free-form.md', '# 003 — Free form\n\n**Status:** accepted (issue 45)\n\n## Context\nIt began.\n')

  it('names the missing or wrong header line of a record', () => {
    const { problems } = readDecisions(dir)
    expect(problems).toEqual([
      "002-second.md: line 3's status names 007, which has no record",
      expect.stringMatching(
        /^002-second\.md: line 3's area must be one of: api, catalogue & search, .* \(found "shop"\)$/,
      ),
      expect.stringMatching(
        /^003-free-form\.md: line 3 must be "\*\*Date:\*\* YYYY-MM-DD · \*\*Status:\*\* accepted · \*\*Area:\*\* <area>", area one of: .* \(found "\*\*Status:\*\* accepted \(issue 45\)"\)$/,
      ),
      '003-free-form.md: line 4 must be "**Context:** <one line: the problem it answers>" (found "")',
    ])
  })

  it('names the index entry to add, to fix, or that names no file', () => {
    const { decisions } = readDecisions(dir)
    const readme = [
      '<!-- index: npm run decisions -->',
      '### api',
      '- [001 — First](001-first.md) — accepted',
      '- [004 — Gone](004-gone.md) — accepted',
      '<!-- end of index -->',
    ].join('\n')
    expect(indexProblems(decisions, readme, readdirSync(dir))).toEqual([
      'README.md: "- [004 — Gone](004-gone.md) — accepted" names 004-gone.md, which does not exist',
      'README.md: the entry for 001-first.md must read, under "### api": - [001 — First](001-first.md) — amended by 002 (found "- [001 — First](001-first.md) — accepted" under "### api")',
      'README.md: no entry for 002-second.md; fix its header, then `npm run decisions` adds it',
      'README.md: no entry for 003-free-form.md; fix its header, then `npm run decisions` adds it',
    ])
  })

  it('renders an index the check accepts', () => {
    const { decisions } = readDecisions(dir)
    const readme = `<!-- index: npm run decisions -->\n\n${renderIndex(decisions)}\n<!-- end of index -->\n`
    expect(indexProblems(decisions.slice(0, 1), readme, readdirSync(dir))).toEqual([])
  })
})
