import { useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import type { AdminQuoteRequest } from '~/domains/quotes/quotes.schemas'
import { buttonStyle, inputStyle } from '../kit/styles'
import { Table, type TableColumn } from '../kit/table'
import { quoteMoveName } from './quote-words'

// The measures taken at the visit, one row per opening (decision 106), drawn with the kit's one
// table of inputs; recorded with the request's `quote.measure` move. Rows left without width
// and height are not sent (an opening the shop did not measure).

type Row = { key: number; width: string; height: string; wall: string; side: '' | 'left' | 'right'; note: string }
const MAX_ROWS = 20
const mm = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : s)

export function MeasuresInput({
  request,
  busy,
  onMeasure,
}: {
  request: AdminQuoteRequest
  busy: boolean
  onMeasure: (measures: unknown[]) => void
}) {
  const [rows, setRows] = useState<Row[]>(() =>
    Array.from({ length: Math.min(request.openings, MAX_ROWS) }, (_, i) => ({
      key: i,
      width: '',
      height: '',
      wall: '',
      side: '',
      note: '',
    })),
  )
  const set = (key: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)))
  const input = (r: Row, i: number, field: 'width' | 'height' | 'wall' | 'note', label: string) => (
    <input
      className={inputStyle}
      aria-label={`${label} ${i + 1}`}
      inputMode={field === 'note' ? undefined : 'numeric'}
      value={r[field]}
      onChange={(e) => set(r.key, { [field]: e.target.value })}
    />
  )
  const columns: TableColumn<Row>[] = [
    { key: 'n', header: '#', fit: true, cell: (_, i) => i + 1 },
    { key: 'width', header: m.measures_width(), cell: (r, i) => input(r, i, 'width', m.measures_width()) },
    { key: 'height', header: m.measures_height(), cell: (r, i) => input(r, i, 'height', m.measures_height()) },
    { key: 'wall', header: m.measures_wall(), cell: (r, i) => input(r, i, 'wall', m.measures_wall()) },
    {
      key: 'side',
      header: m.measures_side(),
      cell: (r, i) => (
        <select
          className={inputStyle}
          aria-label={`${m.measures_side()} ${i + 1}`}
          value={r.side}
          onChange={(e) => set(r.key, { side: e.target.value as Row['side'] })}
        >
          <option value="">—</option>
          <option value="left">{m.measures_side_left()}</option>
          <option value="right">{m.measures_side_right()}</option>
        </select>
      ),
    },
    { key: 'note', header: m.quotes_field_note(), cell: (r, i) => input(r, i, 'note', m.quotes_field_note()) },
  ]
  const measures = () =>
    rows
      .filter((r) => r.width.trim() && r.height.trim())
      .map((r) => ({
        width_mm: mm(r.width),
        height_mm: mm(r.height),
        wall_mm: r.wall.trim() ? mm(r.wall) : null,
        side: r.side || null,
        note: r.note.trim() || null,
      }))
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <Table
        caption={m.measures_caption()}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.key}
        density="compact"
        minWidth="form"
      />
      <div>
        <button type="button" className={buttonStyle.primary} disabled={busy} onClick={() => onMeasure(measures())}>
          {quoteMoveName('quote.measure')}
        </button>
      </div>
    </div>
  )
}
