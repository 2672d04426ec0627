import { useNavigate, useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { buttonStyle, FormMessage, inputStyle, sectionStyle } from '~/domains/accounts/components/form-kit'
import type { FieldErrors } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { saveRetailerQuote } from '../retailer-quotes.functions'
import type { RetailerQuote } from '../retailer-quote.schemas'
import { LineVariants } from './line-variants'

// The quote's editor (decision 111): the client, the overall markup and the lines — a product
// from the picker, its quantity and, if wanted, its own markup. The server prices every line at
// the retailer's tier; a line it refuses comes back as the line's error (e.g. a finish to pick).
// A line built elsewhere (variants, a configured door) keeps what it was built from.

type Product = { slug: string; name: string | null }
type Line = { input: Record<string, unknown>; slug: string; quantity: string; markup: string; variants: number[] }

const label = css({ display: 'flex', flexDirection: 'column', gap: '1', fontWeight: 'medium' })
const errorText = css({ fontSize: 'sm', color: 'error.text' })

export function RetailerQuoteEditor({
  quote,
  products,
  locale,
}: {
  quote: RetailerQuote | null
  products: Product[]
  locale: Locale
}) {
  const router = useRouter()
  const navigate = useNavigate()
  const save = useServerFn(saveRetailerQuote)
  const id = useId()
  const [client, setClient] = useState({
    name: quote?.client.name ?? '',
    email: quote?.client.email ?? '',
    address: quote?.client.address ?? '',
  })
  const [markup, setMarkup] = useState(String(quote?.markup_percent ?? 20))
  const [note, setNote] = useState(quote?.note ?? '')
  const [lines, setLines] = useState<Line[]>(() =>
    quote?.lines.length
      ? quote.lines.map((l) => ({
          input: l.input,
          slug: String(l.input.slug ?? ''),
          quantity: String(l.quantity),
          markup: l.markup_percent == null ? '' : String(l.markup_percent),
          variants: l.input.variant_ids ?? [],
        }))
      : [{ input: {}, slug: '', quantity: '1', markup: '', variants: [] }],
  )
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const setLine = (i: number, patch: Partial<Line>) =>
    setLines((all) => all.map((l, n) => (n === i ? { ...l, ...patch } : l)))
  const num = (v: string) => (v.trim() === '' ? null : Number(v))

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setBusy(true)
    const body = {
      client: { name: client.name, email: client.email, address: client.address.trim() || null },
      markup_percent: num(markup) ?? 0,
      note: note.trim() || null,
      // A product changed in the picker starts again from its slug alone.
      lines: lines.map((l) => ({
        ...(l.input.slug === l.slug ? l.input : {}),
        slug: l.slug,
        variant_ids: l.variants,
        quantity: num(l.quantity) ?? 0,
        markup_percent: num(l.markup),
      })),
    }
    const result = await save({ data: { locale, id: quote?.id ?? null, body: body as never } })
    setBusy(false)
    if (!result) return
    if (!result.ok) {
      setErrors(result.error.fields ?? {})
      setMessage(result.error.message)
      return
    }
    setErrors({})
    setMessage(null)
    if (quote) await router.invalidate()
    else await navigate({ to: '/account/quotes/$id', params: { id: String(result.data.id) } })
  }

  const fieldError = (key: string) =>
    errors[key]?.length ? <span className={errorText}>{errors[key]!.join(' ')}</span> : null

  return (
    <form onSubmit={(e) => void submit(e)} className={sectionStyle} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })}>
        {quote ? m.quote_retail_edit() : m.quote_retail_new()}
      </h2>
      <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        <label className={label}>
          {m.quote_retail_client_name()}
          <input
            className={inputStyle}
            value={client.name}
            onChange={(e) => setClient({ ...client, name: e.target.value })}
            autoComplete="off"
          />
          {fieldError('client.name')}
        </label>
        <label className={label}>
          {m.quote_retail_client_email()}
          <input
            className={inputStyle}
            type="email"
            value={client.email}
            onChange={(e) => setClient({ ...client, email: e.target.value })}
            autoComplete="off"
          />
          {fieldError('client.email')}
        </label>
        <label className={label}>
          {m.quote_retail_client_address()}
          <textarea
            className={inputStyle}
            rows={2}
            value={client.address}
            onChange={(e) => setClient({ ...client, address: e.target.value })}
          />
        </label>
        <label className={label}>
          {m.quote_retail_markup()}
          <input
            className={inputStyle}
            inputMode="numeric"
            value={markup}
            onChange={(e) => setMarkup(e.target.value)}
          />
          {fieldError('markup_percent')}
        </label>
      </div>
      <fieldset className={css({ border: 'none', p: 0, mt: '4', display: 'flex', flexDirection: 'column', gap: '3' })}>
        <legend className={css({ fontWeight: 'bold', mb: '2' })}>{m.quote_retail_col_product()}</legend>
        {lines.map((line, i) => (
          <div
            key={i}
            className={css({
              display: 'grid',
              gap: '2',
              gridTemplateColumns: { base: '1fr 1fr', md: '3fr 1fr 1fr auto' },
              alignItems: 'end',
            })}
          >
            <label
              className={css({
                display: 'flex',
                flexDirection: 'column',
                gap: '1',
                gridColumn: { base: '1 / -1', md: 'auto' },
              })}
            >
              {m.quote_retail_product()} {i + 1}
              <select
                className={inputStyle}
                value={line.slug}
                onChange={(e) => setLine(i, { slug: e.target.value, variants: [] })}
              >
                <option value="">—</option>
                {products.map((p) => (
                  <option key={p.slug} value={p.slug}>
                    {p.name ?? p.slug}
                  </option>
                ))}
                {line.slug && !products.some((p) => p.slug === line.slug) && (
                  <option value={line.slug}>{line.slug}</option>
                )}
              </select>
              {fieldError(`lines.${i}`)}
              {fieldError(`lines.${i}.slug`)}
            </label>
            <label className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              {m.quote_retail_col_quantity()}
              <input
                className={inputStyle}
                inputMode="numeric"
                value={line.quantity}
                onChange={(e) => setLine(i, { quantity: e.target.value })}
              />
            </label>
            <label className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              {m.quote_retail_col_markup()}
              <input
                className={inputStyle}
                inputMode="numeric"
                value={line.markup}
                title={m.quote_retail_line_markup()}
                onChange={(e) => setLine(i, { markup: e.target.value })}
              />
            </label>
            <LineVariants
              slug={line.slug}
              chosen={line.variants}
              locale={locale}
              onChange={(variants) => setLine(i, { variants })}
            />
            <button
              type="button"
              className={buttonStyle.secondary}
              disabled={lines.length === 1}
              onClick={() => setLines((all) => all.filter((_, n) => n !== i))}
            >
              {m.quote_retail_remove_line()}
            </button>
          </div>
        ))}
        <div>
          <button
            type="button"
            className={buttonStyle.secondary}
            onClick={() =>
              setLines((all) => [...all, { input: {}, slug: '', quantity: '1', markup: '', variants: [] }])
            }
          >
            {m.quote_retail_add_line()}
          </button>
        </div>
      </fieldset>
      <label className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontWeight: 'medium', mt: '4' })}>
        {m.quote_retail_note()}
        <textarea className={inputStyle} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '4' })}>
        {message && <FormMessage kind="error">{message}</FormMessage>}
        <div>
          <button type="submit" className={buttonStyle.primary} disabled={busy}>
            {m.quote_retail_save()}
          </button>
        </div>
      </div>
    </form>
  )
}
