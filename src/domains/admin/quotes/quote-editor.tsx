import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import type { QuoteOffer } from '~/domains/quotes/quote-offer.schemas'
import type { AdminQuoteRequest } from '~/domains/quotes/quotes.schemas'
import { adminRequest, AdminRequestError, useAdminQuery } from '../kit/data-provider'
import { DateField } from '../kit/date-field'
import { dateTime, money } from '../kit/format'
import { buttonStyle, inputStyle, labelStyle, mutedText, smallButton } from '../kit/styles'
import { Table, type TableColumn } from '../kit/table'
import { toast } from '../kit/toasts'
import { MeasuredLines } from './measured-lines'
import { defaultExpiry, fromMeasured, newLine, startLines, toBody, type EditLine } from './quote-lines'

// The request's quote (decision 106), drawn with the kit's one table of inputs: products (priced
// by the server at today's price when saved), free lines and discounts, the expiry day and a
// note. Saving shows the server's totals; sending is the request's `quote.send_quote` move.

const kindName = (k: EditLine['kind']) =>
  ({
    product: m.quote_offer_admin_kind_product(),
    configured: m.quote_offer_admin_kind_configured(),
    free: m.quote_offer_admin_kind_free(),
    discount: m.quote_offer_admin_kind_discount(),
  })[k]

export function QuoteEditor({ request }: { request: AdminQuoteRequest }) {
  const editable = request.status === 'measured' || request.status === 'quoted'
  const path = `/admin/quote-requests/${request.id}/quote`
  const query = useAdminQuery<{ data: QuoteOffer }>([path], path)
  // 404: no quote built yet; the editor starts from the request.
  const quote = query.data?.data ?? null
  if (query.isPending && !query.isError) return <p className={mutedText}>…</p>
  if (!editable && !quote) return null
  return <Editor key={quote?.sent_at ?? 'draft'} request={request} quote={quote} editable={editable} path={path} />
}

function Editor({
  request,
  quote,
  editable,
  path,
}: {
  request: AdminQuoteRequest
  quote: QuoteOffer | null
  editable: boolean
  path: string
}) {
  const client = useQueryClient()
  const ids = { expires: useId(), note: useId(), errors: useId() }
  const [lines, setLines] = useState(() => startLines(quote, request))
  const [expiresOn, setExpiresOn] = useState(quote?.expires_on ?? defaultExpiry())
  const [note, setNote] = useState(quote?.note ?? '')
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [busy, setBusy] = useState(false)
  const set = (key: number, patch: Partial<EditLine>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)))
  const err = (i: number, f: string) => [
    ...(errors[`lines.${i}.${f}`] ?? []),
    ...(f === 'slug' ? (errors[`lines.${i}`] ?? []) : []),
  ]
  const save = async () => {
    setBusy(true)
    setErrors({})
    try {
      await adminRequest('PUT', path, { body: toBody(lines, expiresOn, note) })
      await client.invalidateQueries({ queryKey: [path] })
      toast.success(m.adm_saved())
    } catch (e) {
      if (e instanceof AdminRequestError) setErrors(e.fields ?? { _: [e.message] })
      else setErrors({ _: [m.error_generic_text()] })
    } finally {
      setBusy(false)
    }
  }
  const cellInput = (
    l: EditLine,
    i: number,
    field: 'slug' | 'description' | 'quantity' | 'unit' | 'vat',
    label: string,
    api: string = field,
  ) => (
    <>
      <input
        className={inputStyle}
        aria-label={`${label} ${i + 1}`}
        value={l[field]}
        disabled={!editable}
        inputMode={field === 'slug' || field === 'description' ? undefined : 'decimal'}
        aria-invalid={err(i, api).length > 0 || undefined}
        onChange={(e) => set(l.key, { [field]: e.target.value })}
        data-testid={`quote-line-${field}`}
      />
      {err(i, api).length > 0 && (
        <span className={css({ color: 'error.text', fontSize: 'xs' })}>{err(i, api).join(' ')}</span>
      )}
    </>
  )
  const isProduct = (l: EditLine) => l.kind === 'product' || l.kind === 'configured'
  const columns: TableColumn<EditLine>[] = [
    { key: 'kind', header: m.quotes_admin_status(), headerHidden: true, fit: true, cell: (l) => kindName(l.kind) },
    {
      key: 'what',
      header: m.quote_offer_admin_description(),
      cell: (l, i) =>
        isProduct(l)
          ? cellInput(l, i, 'slug', m.quote_offer_admin_slug())
          : cellInput(l, i, 'description', m.quote_offer_admin_description()),
    },
    {
      key: 'qty',
      header: m.quote_offer_admin_quantity(),
      cell: (l, i) => (l.kind === 'discount' ? null : cellInput(l, i, 'quantity', m.quote_offer_admin_quantity())),
    },
    {
      key: 'unit',
      header: m.quote_offer_admin_unit(),
      align: 'end',
      cell: (l, i) =>
        isProduct(l) ? (
          <span title={m.quote_offer_admin_priced()}>{money(l.priced)}</span>
        ) : (
          cellInput(l, i, 'unit', m.quote_offer_admin_unit(), 'unit_cents')
        ),
    },
    {
      key: 'vat',
      header: m.quote_offer_admin_vat(),
      cell: (l, i) =>
        l.kind === 'free'
          ? cellInput(l, i, 'vat', m.quote_offer_admin_vat(), 'vat_rate')
          : isProduct(l) && l.priced !== null
            ? `${l.vat}%`
            : null,
    },
    {
      key: 'vat_kind',
      header: m.quote_offer_admin_vat_kind(),
      cell: (l, i) =>
        l.kind === 'discount' ? null : (
          <select
            className={inputStyle}
            aria-label={`${m.quote_offer_admin_vat_kind()} ${i + 1}`}
            value={l.vatKind}
            disabled={!editable}
            onChange={(e) => set(l.key, { vatKind: e.target.value as EditLine['vatKind'] })}
            data-testid="quote-line-vat-kind"
          >
            <option value="">{isProduct(l) ? m.inst_kind_auto_significant() : m.inst_kind_auto_service()}</option>
            <option value="significant">{m.inst_kind_significant()}</option>
            <option value="good">{m.inst_kind_good()}</option>
            <option value="service">{m.inst_kind_service()}</option>
          </select>
        ),
    },
    {
      key: 'remove',
      header: m.quote_offer_admin_remove({ n: '' }),
      headerHidden: true,
      fit: true,
      cell: (l, i) =>
        editable && (
          <button
            type="button"
            className={smallButton}
            aria-label={m.quote_offer_admin_remove({ n: i + 1 })}
            onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
          >
            ✕
          </button>
        ),
    },
  ]
  return (
    // No name of its own: its table's region is named "Preventivo" already (axe landmark-unique).
    <section
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        borderTop: '1px solid',
        borderColor: 'border',
        pt: '4',
      })}
      data-testid="quote-editor"
    >
      <h2 id={ids.errors} className={labelStyle}>
        {m.quote_offer_admin_heading()}
        {quote?.number && ` · ${m.quote_offer_admin_number({ number: quote.number })}`}
      </h2>
      <p className={mutedText}>
        {quote?.sent_at ? m.quote_offer_admin_sent({ date: dateTime(quote.sent_at) }) : m.quote_offer_admin_draft()}
        {quote?.order_number && ` · ${m.quote_offer_admin_order({ number: quote.order_number })}`}
      </p>
      {editable && <p className={mutedText}>{m.quote_offer_admin_hint()}</p>}
      <Table
        caption={m.quote_offer_admin_heading()}
        columns={columns}
        rows={lines}
        rowKey={(l) => l.key}
        density="compact"
        minWidth="form"
      />
      {editable && (
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <button
            type="button"
            className={buttonStyle.secondary}
            onClick={() => setLines((ls) => [...ls, newLine('product')])}
          >
            {m.quote_offer_admin_add_product()}
          </button>
          <button
            type="button"
            className={buttonStyle.secondary}
            onClick={() => setLines((ls) => [...ls, newLine('free')])}
            data-testid="quote-add-free"
          >
            {m.quote_offer_admin_add_free()}
          </button>
          <button
            type="button"
            className={buttonStyle.secondary}
            onClick={() => setLines((ls) => [...ls, newLine('discount')])}
          >
            {m.quote_offer_admin_add_discount()}
          </button>
        </div>
      )}
      {editable && (
        <MeasuredLines request={request} onAdd={(added) => setLines((ls) => [...ls, ...added.map(fromMeasured)])} />
      )}
      <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'flex-start' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <label htmlFor={ids.expires}>{m.quote_offer_admin_expires()}</label>
          <DateField
            id={ids.expires}
            value={expiresOn}
            onChange={setExpiresOn}
            disabled={!editable}
            invalid={Boolean(errors.expires_on)}
          />
          {errors.expires_on && (
            <span className={css({ color: 'error.text', fontSize: 'xs' })}>{errors.expires_on.join(' ')}</span>
          )}
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '240px' })}>
          <label htmlFor={ids.note}>{m.quote_offer_admin_note()}</label>
          <textarea
            id={ids.note}
            className={inputStyle}
            rows={2}
            maxLength={2000}
            value={note}
            disabled={!editable}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
      </div>
      {quote && (
        <p data-testid="quote-total">
          <strong>
            {m.quote_offer_total()}: {money(quote.total_cents)}
          </strong>
          {quote.vat_breakdown.map((r) => ` · ${m.quote_offer_vat_row({ rate: r.rate, vat: money(r.vat) })}`).join('')}
        </p>
      )}
      {(errors._ ?? errors.lines) && (
        <p role="alert" className={css({ color: 'error.text' })}>
          {[...(errors._ ?? []), ...(errors.lines ?? [])].join(' ')}
        </p>
      )}
      {editable && (
        <div>
          <button
            type="button"
            className={buttonStyle.primary}
            disabled={busy}
            onClick={() => void save()}
            data-testid="quote-save"
          >
            {m.quote_offer_admin_save()}
          </button>
        </div>
      )}
      {quote && quote.messages.length > 0 && (
        <div>
          <h3 className={labelStyle}>{m.quote_offer_admin_messages()}</h3>
          <ul>
            {quote.messages.map((msg) => (
              <li key={msg.at}>
                <span className={mutedText}>{dateTime(msg.at)}</span> — {msg.text}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
