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
