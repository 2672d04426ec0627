import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { statusLabel } from '~/domains/accounts/components/order-format'
import { lineDetails } from '~/domains/orders/line-description'
import { m } from '~/paraglide/messages.js'
import { adminTo } from '../kit/admin-page'
import { day } from '../kit/format'
import { badgeStyle, linkStyle, mutedText, smallButton } from '../kit/styles'
import type { ProductionCard as Card, ProductionMove } from './production.contract'

/** Where each move takes the order (the machine's own target states). */
export const moveTarget: Record<ProductionMove, 'start_production' | 'end_production' | 'shipped' | 'delivered'> = {
  'order.start_production': 'start_production',
  'order.end_production': 'end_production',
  'order.ship': 'shipped',
  'order.deliver': 'delivered',
}

const cardStyle = css({
  bg: 'bg.canvas',
  border: '1px solid',
  borderColor: 'border',
  borderLeftWidth: '4px',
  borderRadius: 'md',
  p: '3',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  minW: 0,
  '&[data-late=true]': { borderLeftColor: 'error.text' },
})
const lateBadge = css({
  display: 'inline-block',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'bold',
  bg: 'error.text',
  color: 'bg.canvas',
  whiteSpace: 'nowrap',
})

/** One order on the board: number (to the order screen), customer, lines as chosen, due date, the moves the machine allows. */
export function ProductionCard({
  card,
  busy,
  onMove,
}: {
  card: Card
  busy: boolean
  onMove: (card: Card, move: ProductionMove) => void
}) {
  const headingId = `production-card-${card.id}`
  return (
    <article className={cardStyle} data-late={card.late} data-production-card={card.number} aria-labelledby={headingId}>
      <header
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '2',
          alignItems: 'baseline',
          justifyContent: 'space-between',
        })}
      >
        <h3 id={headingId} className={css({ fontSize: 'md', fontWeight: 'bold', m: 0 })}>
          <Link to={adminTo(`orders/${card.id}`)} className={linkStyle}>
            {card.number}
          </Link>
        </h3>
        {card.late ? (
          <span className={lateBadge} data-late-flag>
            {m.production_late()}
          </span>
        ) : null}
      </header>
      <p className={css({ m: 0 })}>{card.customer}</p>
      <p
        className={css({
          m: 0,
          fontSize: 'sm',
          fontWeight: card.late ? 'bold' : 'normal',
          color: card.late ? 'error.text' : 'fg.default',
        })}
        data-due={card.due_date}
      >
        {card.late
          ? m.production_late_since({ date: day(card.due_date) })
          : m.production_due({ date: day(card.due_date) })}
      </p>
      {card.estimated_delivery && (
        <p className={css({ m: 0 }, { color: 'fg.muted', fontSize: 'sm' })}>
          {m.production_estimated({ from: day(card.estimated_delivery.from), to: day(card.estimated_delivery.to) })}
        </p>
      )}
      {card.pickup && <span className={badgeStyle}>{m.production_pickup()}</span>}
      <ul
        className={css({ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: '2' })}
        data-card-lines
      >
        {card.lines.map((l) => (
          <li key={l.id} className={css({ borderTop: '1px solid', borderColor: 'border', pt: '2', fontSize: 'sm' })}>
            <strong>
              {l.quantity} × {l.name}
            </strong>{' '}
            <span className={mutedText}>{l.sku}</span>
            {l.made_to_measure && (
              <>
                {' '}
                <span className={badgeStyle}>{m.production_made_to_measure()}</span>
              </>
            )}
            {lineDetails(l).length > 0 && (
              <ul className={css({ listStyle: 'none', p: 0, m: 0, color: 'fg.muted' })} data-line-details>
                {lineDetails(l).map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {card.notes && (
        <p className={css({ m: 0, fontSize: 'sm' })}>
          <strong>{m.production_notes()}:</strong> {card.notes}
        </p>
      )}
      <p className={css({ m: 0, fontSize: 'sm' })}>
        <a
          href={`/administration/production/${card.id}/sheet`}
          className={linkStyle}
          aria-label={m.production_sheet_open({ number: card.number })}
          data-production-sheet
        >
          {m.production_sheet()}
        </a>
      </p>
      {card.moves.length > 0 && (
        <div
          role="group"
          aria-label={m.production_moves({ number: card.number })}
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}
          data-card-moves
        >
          {card.moves.map((move) => (
            <button
              key={move}
              type="button"
              className={smallButton}
              disabled={busy}
              data-move={move}
              onClick={() => onMove(card, move)}
            >
              {m.production_move_to({ status: statusLabel(moveTarget[move]) })}
            </button>
          ))}
        </div>
      )}
    </article>
  )
}
