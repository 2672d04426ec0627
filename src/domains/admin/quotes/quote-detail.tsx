import { useQueryClient } from '@tanstack/react-query'
import { useId, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import type { QuoteEventType } from '~/domains/quotes/quote-request.machine'
import type { AdminQuoteRequest } from '~/domains/quotes/quotes.schemas'
import { useConfirm } from '../kit/confirm'
import { adminRequest, AdminRequestError } from '../kit/data-provider'
import { dateTime, money } from '../kit/format'
import type { CustomFormProps } from '../kit/resource'
import { buttonStyle, inputStyle, labelStyle, linkStyle, mutedText } from '../kit/styles'
import { toast } from '../kit/toasts'
import { MeasuresInput } from './measures-input'
import { OpeningPhotos } from './opening-photos'
import { QuoteEditor } from './quote-editor'
import { measureText, quoteKindName, quoteMoveName, quoteStatusName, timeWindowName } from './quote-words'

// One request as the visitor asked it (decision 097): what, where, when, who, the photos (through
// the admin's file pass-through, never public), then the moves the machine allows — a visit
// time, a quoted amount, a confirmation before declining.

const styles = {
  list: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: '12rem 1fr' },
    gap: { base: '1', md: '2 4' },
    '& dt': { fontWeight: 'semibold' },
    '& dd': { m: 0, mb: { base: '2', md: 0 }, wordBreak: 'break-word' },
  }),
  photos: css({ display: 'flex', flexWrap: 'wrap', gap: '3', listStyle: 'none', p: 0 }),
  photo: css({
    w: '160px',
    h: '120px',
    objectFit: 'cover',
    borderRadius: 'md',
    border: '1px solid',
    borderColor: 'border',
  }),
  moves: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    borderTop: '1px solid',
    borderColor: 'border',
    pt: '4',
  }),
  row: css({ display: 'flex', gap: '3', alignItems: 'flex-end', flexWrap: 'wrap' }),
  flag: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    p: '3',
    borderRadius: 'md',
    border: '1px solid',
    borderColor: 'border',
    borderLeft: '4px solid',
    borderLeftColor: 'warning',
    bg: 'bg.subtle',
  }),
}

const Item = ({ term, children }: { term: string; children: ReactNode }) => (
  <>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </>
)

export function QuoteDetail({ row }: CustomFormProps<AdminQuoteRequest>) {
  if (!row) return null
  // The photos sent with the request; those taken at the visit go with their opening.
  const requestPhotos = row.photos.filter((p) => p.opening === null)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })} data-testid="quote-detail">
      {row.visit_move && (
        // The customer's ask to move the visit (decision 112), until the shop plans it again.
        <section
          role="note"
          aria-label={m.visit_move_admin_flag()}
          className={styles.flag}
          data-testid="quote-visit-move"
        >
          <strong>{m.visit_move_admin_flag()}</strong>
          <span>{row.visit_move.time_windows.map(timeWindowName).join('; ')}</span>
          {row.visit_move.note && <span>{row.visit_move.note}</span>}
          <span className={mutedText}>{m.visit_move_admin_asked({ date: dateTime(row.visit_move.at) })}</span>
        </section>
      )}
      <dl className={styles.list}>
        <Item term={m.quotes_admin_status()}>
          <span data-testid="quote-status">{quoteStatusName(row.status)}</span> · {dateTime(row.status_changed_at)}
        </Item>
        <Item term={m.quotes_admin_date()}>{dateTime(row.created_at)}</Item>
        <Item term={m.quotes_what()}>{row.kinds.map(quoteKindName).join(', ')}</Item>
        <Item term={m.quotes_field_openings()}>{row.openings}</Item>
        {row.items.length > 0 && (
          <Item term={m.quotes_field_items()}>{row.items.map((i) => i.product_slug).join(', ')}</Item>
        )}
        <Item
          term={m.quotes_where()}
        >{`${row.address.street}, ${row.address.postcode} ${row.address.city} (${row.address.province})`}</Item>
        <Item term={m.quotes_when()}>{row.time_windows.map(timeWindowName).join('; ')}</Item>
        <Item term={m.quotes_field_name()}>{row.name}</Item>
        <Item term={m.quotes_field_email()}>
          <a className={linkStyle} href={`mailto:${row.email}`}>
            {row.email}
          </a>
        </Item>
        <Item term={m.quotes_field_phone()}>
          <a className={linkStyle} href={`tel:${row.phone.replace(/[^\d+]/g, '')}`}>
            {row.phone}
          </a>
        </Item>
        {row.note && <Item term={m.quotes_field_note()}>{row.note}</Item>}
        <Item term={m.quotes_admin_language()}>{row.locale}</Item>
        <Item term={m.quotes_admin_account()}>
          {row.user_id === null ? m.quotes_admin_no_account() : `#${row.user_id}`}
        </Item>
        {row.visit_at && (
          <Item term={m.quotes_admin_visit_at()}>
            {dateTime(row.visit_at)}
            {row.visit_until && ` – ${dateTime(row.visit_until)}`}
            {row.technician && ` · ${m.quote_offer_admin_technician()}: ${row.technician}`}
          </Item>
        )}
        {row.measures.length > 0 && (
          <Item term={m.measures_caption()}>
            <ul data-testid="quote-measures">
              {row.measures.map((x, n) => (
                <li key={n}>{measureText(x, n)}</li>
              ))}
            </ul>
          </Item>
        )}
        {row.quote_cents !== null && <Item term={m.quotes_admin_amount()}>{money(row.quote_cents)}</Item>}
        {row.reason && <Item term={m.quotes_admin_reason()}>{row.reason}</Item>}
      </dl>
      <section aria-label={m.quotes_field_photos()}>
        <h2 className={labelStyle}>{m.quotes_field_photos()}</h2>
        {requestPhotos.length === 0 ? (
          <p className={mutedText}>{m.quotes_admin_no_photos()}</p>
        ) : (
          <ul className={styles.photos}>
            {requestPhotos.map((p, n) => (
              <li key={p.id}>
                <a href={`/administration/quotes/${row.id}/photos/${p.id}`} target="_blank" rel="noopener">
                  <img
                    className={styles.photo}
                    src={`/administration/quotes/${row.id}/photos/${p.id}`}
                    alt={m.quotes_admin_photo_alt({ n: n + 1, number: row.number })}
                    width={160}
                    height={120}
                    loading="lazy"
                    data-testid="quote-admin-photo"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <OpeningPhotos row={row} />
      <QuoteEditor request={row} />
      <Moves row={row} />
    </div>
  )
}

function Moves({ row }: { row: AdminQuoteRequest }) {
  const client = useQueryClient()
  const { ask, dialog } = useConfirm()
  const visitId = useId()
  const untilId = useId()
  const technicianId = useId()
  const [until, setUntil] = useState('')
  const [technician, setTechnician] = useState(row.technician ?? '')
  const [visitAt, setVisitAt] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  if (row.allowed_events.length === 0) return <p className={mutedText}>{m.quotes_admin_closed()}</p>
  const move = async (body: Record<string, unknown>) => {
    setBusy(true)
    setError('')
    try {
      await adminRequest('POST', `/admin/quote-requests/${row.id}/events`, { body })
      await client.invalidateQueries({ queryKey: ['/admin/quote-requests'] })
      await client.invalidateQueries({ queryKey: [`/admin/quote-requests/${row.id}/quote`] })
      toast.success(m.adm_saved())
    } catch (e) {
      setError(
        e instanceof AdminRequestError
          ? [e.message, ...Object.values(e.fields ?? {}).flat()].join(' ')
          : m.error_generic_text(),
      )
    } finally {
      setBusy(false)
    }
  }
  const can = (e: QuoteEventType) => row.allowed_events.includes(e)
  const simple = (['quote.accept', 'quote.expire'] as const).filter(can)
  const untilIso = visitAt && until ? new Date(`${visitAt.slice(0, 10)}T${until}`).toISOString() : null
  return (
    <section className={styles.moves} aria-label={m.quotes_admin_moves()}>
      <h2 className={labelStyle}>{m.quotes_admin_moves()}</h2>
      {can('quote.plan_visit') && (
        <div className={styles.row}>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <label htmlFor={visitId}>{m.quotes_admin_visit_at()}</label>
            <input
              id={visitId}
              type="datetime-local"
              className={inputStyle}
              value={visitAt}
              onChange={(e) => setVisitAt(e.target.value)}
              data-testid="quote-visit-at"
            />
          </div>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <label htmlFor={untilId}>{m.quote_offer_admin_visit_until()}</label>
            <input
              id={untilId}
              type="time"
              className={inputStyle}
              value={until}
              onChange={(e) => setUntil(e.target.value)}
            />
          </div>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <label htmlFor={technicianId}>{m.quote_offer_admin_technician()}</label>
            <input
              id={technicianId}
              className={inputStyle}
              value={technician}
              maxLength={120}
              onChange={(e) => setTechnician(e.target.value)}
            />
          </div>
          <button
            type="button"
            className={buttonStyle.primary}
            disabled={busy}
            onClick={() =>
              void move({
                type: 'quote.plan_visit',
                visit_at: visitAt ? new Date(visitAt).toISOString() : '',
                visit_until: untilIso,
                technician: technician.trim() || null,
              })
            }
          >
            {quoteMoveName('quote.plan_visit')}
          </button>
        </div>
      )}
      {can('quote.measure') && (
        <MeasuresInput
          request={row}
          busy={busy}
          onMeasure={(measures) => void move({ type: 'quote.measure', measures })}
        />
      )}
      {can('quote.send_quote') && (
        // The amount is the server's sum of the saved quote's lines (decision 106).
        <div className={styles.row}>
          <button
            type="button"
            className={buttonStyle.primary}
            disabled={busy}
            onClick={() => void move({ type: 'quote.send_quote' })}
            data-testid="quote-send"
          >
            {quoteMoveName('quote.send_quote')}
          </button>
        </div>
      )}
      <div className={styles.row}>
        {simple.map((e) => (
          <button
            key={e}
            type="button"
            className={buttonStyle.secondary}
            disabled={busy}
            onClick={() => void move({ type: e })}
          >
            {quoteMoveName(e)}
          </button>
        ))}
        {can('quote.decline') && (
          <button
            type="button"
            className={buttonStyle.danger}
            disabled={busy}
            onClick={() =>
              ask({
                title: quoteMoveName('quote.decline'),
                text: m.quotes_admin_decline_confirm({ number: row.number }),
                confirmLabel: quoteMoveName('quote.decline'),
                run: () => move({ type: 'quote.decline' }),
              })
            }
          >
            {quoteMoveName('quote.decline')}
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className={css({ color: 'error.text' })}>
          {error}
        </p>
      )}
      {dialog}
    </section>
  )
}
