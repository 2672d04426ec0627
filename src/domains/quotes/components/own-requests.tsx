import { useState } from 'react'
import { css } from 'styled-system/css'
import { introStyle, pageTitleStyle, sectionStyle } from '~/domains/accounts/components/form-kit'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { canAskVisitMove } from '../quote-request.machine'
import type { CustomerVisit, QuoteRequest } from '../quotes.schemas'
import { quoteStatusText } from '../request-words'
import { askOwnMove } from '../visit-moves.functions'
import { VisitFacts, VisitMove } from './visit-move-view'

// The signed-in customer's own requests (decision 112): each with its status and, once planned,
// its visit — with the same ask to move it as the visit e-mail's page, by the request's id.

const asVisit = (r: QuoteRequest): CustomerVisit => ({
  number: r.number,
  status: r.status,
  visit_at: r.visit_at,
  visit_until: r.visit_until,
  technician: r.technician,
  address: r.address,
  can_move: canAskVisitMove(r.status),
  visit_move: r.visit_move,
})

export function OwnRequests({ initial, locale }: { initial: QuoteRequest[]; locale: Locale }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })} data-testid="own-requests">
      <div>
        <h1 className={pageTitleStyle}>{m.account_requests_title()}</h1>
        <p className={introStyle}>{m.account_requests_intro()}</p>
      </div>
      {initial.length === 0 && <p>{m.account_requests_empty()}</p>}
      {initial.map((r) => (
        <OwnRequest key={r.id} id={r.id} initial={asVisit(r)} locale={locale} />
      ))}
    </div>
  )
}

function OwnRequest({ id, initial, locale }: { id: number; initial: CustomerVisit; locale: Locale }) {
  const [visit, setVisit] = useState(initial)
  return (
    <article className={sectionStyle} data-testid="own-request">
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>
        {m.account_requests_one({ number: visit.number, status: quoteStatusText(visit.status) })}
      </h2>
      {visit.visit_at && <VisitFacts visit={visit} locale={locale} />}
      {(visit.can_move || visit.visit_move) && (
        <VisitMove
          visit={visit}
          locale={locale}
          headingLevel={3}
          regionName={`${m.visit_move_heading()} · ${visit.number}`}
          send={(timeWindows, note) => askOwnMove({ data: { id, locale, timeWindows, note } })}
          onDone={setVisit}
        />
      )}
    </article>
  )
}
