// CSV export of a list: RFC 4180 quoting, a BOM so spreadsheet programs read UTF-8, and cells
// that a spreadsheet would run as a formula (= + - @ at the start) prefixed with a quote
// (OWASP "CSV injection"): a subscriber's e-mail must never execute on the owner's computer.

type Cell = string | number | boolean | null | undefined

const risky = /^[=+\-@\t\r]/

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return ''
  let s = String(value)
  if (typeof value === 'string' && risky.test(s)) s = `'${s}`
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export function toCsv(header: string[], rows: Cell[][]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`
}

/** Hands the text to the browser as a file download. */
export function downloadText(name: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * Rows of a CSV text (RFC 4180: quoted cells, doubled quotes, CRLF or LF); the separator is the
 * first line's comma or semicolon (Italian spreadsheets save with ";"). A leading BOM is dropped.
 */
export function parseCsv(text: string): string[][] {
  const src = text.replace(/^\uFEFF/, '')
  const firstLine = src.split(/\r?\n/, 1)[0] ?? ''
  const sep = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ','
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const endCell = () => {
    row.push(cell)
    cell = ''
  }
  const endRow = () => {
    endCell()
    rows.push(row)
    row = []
  }
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"' && cell === '') quoted = true
    else if (c === sep) endCell()
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++
      endRow()
    } else cell += c
  }
  if (cell !== '' || row.length) endRow()
  return rows.filter((r) => r.some((v) => v.trim() !== ''))
}
