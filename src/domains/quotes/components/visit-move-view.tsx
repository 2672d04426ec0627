import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { buttonStyle, inputStyle, sectionStyle } from '~/domains/accounts/components/form-kit'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { timeWindows, type CustomerVisit } from '../quotes.schemas'
import { timeWindowText } from '../request-words'
import { askVisitMove } from '../visit-moves.functions'
import type { ActionResult } from '~/domains/auth/session.functions'

// The planned visit behind the visit e-mail's link (decision 112): when, who, where, and the
// customer's ask to move it to other half-days, with a note. The shop answers by planning it
// again (a new invitation); until then the page says the ask was sent.

const styles = {
  list: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: '10rem 1fr' },
    gap: { base: '1', md: '2 4' },
    '& dt': { fontWeight: 'semibold' },
    '& dd': { m: 0, mb: { base: '2', md: 0 } },
  }),
  windows: css({
    display: 'grid',
    gap: '1',
    gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
    border: 'none',
    p: 0,
    m: 0,
  }),
  check: css({ display: 'flex', gap: '2', alignItems: 'center', minH: '44px' }),
  error: css({ color: 'error.text', fontSize: 'sm' }),
}

const when = (v: CustomerVisit, locale: Locale) => {
  if (!v.visit_at) return '—'
  const day = new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/Rome',
  }).format(new Date(v.visit_at))
  return v.visit_until
    ? `${day} – ${new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'Europe/Rome' }).format(new Date(v.visit_until))}`
    : day
}
const sentOn = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Rome' }).format(
    new Date(iso),
  )

/** Asks the API; the visit e-mail's page by its token, the account's page by the request's id. */
export type SendMove = (timeWindows: string[], note: string) => Promise<ActionResult<CustomerVisit>>

export function VisitMoveView({ token, initial, locale }: { token: string; initial: CustomerVisit; locale: Locale }) {
  const [visit, setVisit] = useState(initial)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })} data-testid="visit-page">
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{m.visit_page_title()}</h1>
      <VisitFacts visit={visit} locale={locale} />
      <VisitMove
        visit={visit}
        locale={locale}
        send={(timeWindows, note) => askVisitMove({ data: { token, locale, timeWindows, note } })}
        onDone={setVisit}
      />
    </div>
  )
}

/** When, who, where. */
export function VisitFacts({ visit, locale }: { visit: CustomerVisit; locale: Locale }) {
  return (
    <dl className={styles.list}>
      <dt>{m.quotes_when()}</dt>
      <dd data-testid="visit-when">{when(visit, locale)}</dd>
      {visit.technician && (
        <>
          <dt>{m.visit_page_technician()}</dt>
          <dd>{visit.technician}</dd>
        </>
      )}
      <dt>{m.quotes_where()}</dt>
      <dd>{`${visit.address.street}, ${visit.address.postcode} ${visit.address.city} (${visit.address.province})`}</dd>
    </dl>
  )
}

/** The ask already sent, and the form to ask (again) while the visit is planned. */
export function VisitMove({
  visit,
  locale,
  send,
  onDone,
  headingLevel = 2,
  regionName,
}: {
  visit: CustomerVisit
  locale: Locale
  send: SendMove
  onDone: (v: CustomerVisit) => void
  headingLevel?: 2 | 3
  /** Where several requests share a page, each region needs a name of its own (axe landmark-unique). */
  regionName?: string
}) {
  const ids = { heading: useId(), note: useId() }
  const [chosen, setChosen] = useState<string[]>([])
  const [note, setNote] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    setBusy(true)
    setError('')
    const result = await send(chosen, note).catch(() => null)
    setBusy(false)
    if (result?.ok) {
      onDone(result.data)
      setChosen([])
      setNote('')
    } else
      setError(
        result && !result.ok
          ? [result.error.message, ...Object.values(result.error.fields ?? {}).flat()].join(' ')
          : m.error_generic_text(),
      )
  }
  const toggle = (w: string, on: boolean) => setChosen((c) => (on ? [...c, w] : c.filter((x) => x !== w)))
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <>
      {visit.visit_move && (
        <p role="status" data-testid="visit-move-sent">
          {m.visit_move_sent({ date: sentOn(visit.visit_move.at, locale) })}{' '}
          {visit.visit_move.time_windows.map((w) => timeWindowText(w)).join('; ')}
        </p>
      )}
      {visit.can_move ? (
        <section
          className={sectionStyle}
          {...(regionName ? { 'aria-label': regionName } : { 'aria-labelledby': ids.heading })}
        >
          <Heading id={ids.heading} className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })}>
            {m.visit_move_heading()}
          </Heading>
          <p className={css({ mb: '3' })}>{m.visit_move_intro()}</p>
          <fieldset className={styles.windows} aria-labelledby={ids.heading}>
            {timeWindows.map((w) => (
              <label key={w} className={styles.check}>
                <input type="checkbox" checked={chosen.includes(w)} onChange={(e) => toggle(w, e.target.checked)} />{' '}
                {timeWindowText(w)}
              </label>
            ))}
          </fieldset>
          <label htmlFor={ids.note} className={css({ display: 'block', mt: '3', mb: '1' })}>
            {m.visit_move_note()}
          </label>
          <textarea
            id={ids.note}
            className={inputStyle}
            rows={3}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <button
            type="button"
            className={`${buttonStyle.primary} ${css({ mt: '3' })}`}
            disabled={busy}
            onClick={() => void submit()}
            data-testid="visit-move-submit"
          >
            {m.visit_move_submit()}
          </button>
        </section>
      ) : (
        <p>{m.visit_move_closed()}</p>
      )}
    </>
  )
}
