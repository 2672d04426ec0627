import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { css } from 'styled-system/css'
import { buttonStyle } from '~/domains/accounts/components/form-kit'
import { imageUrl } from '~/lib/format/image'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { CartLine } from '../cart-lines'
import { lineTotalOf } from '../cart.machine'
import { CART_VAT_RATES, type CartTotals } from '../pricing'
import { CartActor } from './cart-provider'
import { LineChoices } from './line-choices'
import { QuantityInput } from './quantity-input'
import { extrasOf } from '../extra-choice'
import { Price, usePriceDisplay } from '~/domains/catalog/components/price'

// The cart review of the checkout screen (spec §2, §4): lines with their quantity and remove
// button, the administrators' VAT rate, the totals.

// Issue 16: at 390 px a five-column table printed unit prices over names and cut "Rimuovi" off.
// Below md each line is a small grid (name across, then price and quantity, then total and
// remove); from md it is the table again. The cells carry their own label on phones.
const cell = css({
  py: { base: '1', md: '3' },
  px: '2',
  verticalAlign: 'top',
  borderBottom: { md: '1px solid' },
  borderColor: 'border',
  display: { base: 'block', md: 'table-cell' },
  minW: 0,
})
const table = css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm', display: { base: 'block', md: 'table' } })
const head = css({ srOnly: { base: true, md: false } })
const row = css({
  display: { base: 'grid', md: 'table-row' },
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  columnGap: '3',
  py: { base: '3', md: '0' },
  borderBottom: { base: '1px solid', md: 'none' },
  borderColor: 'border',
})
const nameCell = css({ gridColumn: '1 / -1' })
const phoneLabel = css({ display: { base: 'block', md: 'none' }, fontSize: 'xs', color: 'fg.muted' })
const endCell = css({ justifySelf: 'end', textAlign: { base: 'right', md: 'left' } })

export function CartLinesEditor({ locale, imageHost }: { locale: Locale; imageHost: string }) {
  const items = CartActor.useSelector((s) => s.context.items)
  const quoteFailed = CartActor.useSelector((s) => s.context.quoteFailed)
  const cart = CartActor.useActorRef()
  if (items.length === 0) return <p className={css({ py: '4' })}>{m.cart_empty()}</p>
  return (
    <div>
      {quoteFailed && (
        <p role="alert" className={css({ color: 'error.text', mb: '3' })}>
          {m.cart_quote_failed()}{' '}
          <button type="button" className={buttonStyle.secondary} onClick={() => cart.send({ type: 'cart.requote' })}>
            {m.cart_retry()}
          </button>
        </p>
      )}
      <table className={table}>
        <caption className={css({ srOnly: true })}>{m.cart_lines_label()}</caption>
        <thead className={head}>
          <tr className={css({ textAlign: 'left', color: 'fg.muted' })}>
            <th scope="col" className={cell}>
              {m.cart_title()}
            </th>
            <th scope="col" className={cell}>
              {m.cart_unit_price()}
            </th>
            <th scope="col" className={cell}>
              {m.cart_quantity()}
            </th>
            <th scope="col" className={cell}>
              {m.cart_line_total()}
            </th>
            <th scope="col" className={cell}>
              <span className={css({ srOnly: true })}>{m.cart_remove()}</span>
            </th>
          </tr>
        </thead>
        <tbody className={css({ display: { base: 'block', md: 'table-row-group' } })}>
          {items.map((line) => (
            <LineRow key={line.cartId} line={line} locale={locale} imageHost={imageHost} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function LineRow({ line, locale, imageHost }: { line: CartLine; locale: Locale; imageHost: string }) {
  const cart = CartActor.useActorRef()
  const name = line.priced?.name ?? line.slug
  const p = line.priced
  // A trade customer reads the line net of its own rate (10 % for an installation, decision 042).
  const display = usePriceDisplay(p?.vat_rate)
  return (
    <tr data-testid="cart-line" className={row}>
      <td className={`${cell} ${nameCell}`}>
        <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
          {p?.image_url && (
            <img
              src={imageUrl(p.image_url, imageHost, '/images/brand/logo.svg')}
              alt=""
              width={56}
              height={56}
              className={css({ w: '14', h: '14', objectFit: 'cover', borderRadius: 'md', bg: 'bg.subtle' })}
            />
          )}
          <div>
            {typeof line.configuration?.model === 'number' ? (
              // A configured door leads back to its configurator (decision 009).
              <Link
                to="/collezioni/configuratore/$id"
                params={{ id: String(line.configuration.model) }}
                className={css({ fontWeight: 'semibold', color: 'fg.default' })}
              >
                {name}
              </Link>
            ) : p?.product_slug && p.category_slug ? (
              <Link
                to="/negozio/$category/$slug"
                params={{ category: p.category_slug, slug: p.product_slug }}
                className={css({ fontWeight: 'semibold', color: 'fg.default' })}
              >
                {name}
              </Link>
            ) : (
              <span className={css({ fontWeight: 'semibold' })}>{name}</span>
            )}
            {p && p.variants.length > 0 && (
              <p className={css({ color: 'fg.muted' })}>{p.variants.map((v) => v.name).join(', ')}</p>
            )}
            {extrasOf(p).map((extra) => (
              <p key={extra.id} data-testid="cart-line-extra" className={css({ color: 'fg.muted' })}>
                {extra.name} ({m.cart_price_plus({ price: formatCents(extra.package_price, locale) })})
              </p>
            ))}
            <LineChoices priced={p} />
            {p && !p.valid && <p className={css({ color: 'error.text' })}>{m.cart_unavailable()}</p>}
          </div>
        </div>
      </td>
      <td className={cell} data-testid="cart-line-unit">
        <span className={phoneLabel} aria-hidden="true">
          {m.cart_unit_price()}
        </span>
        {p?.valid ? <Price cents={p.unit_price} display={display} locale={locale} compact /> : '—'}
      </td>
      <td className={`${cell} ${endCell}`}>
        <QuantityInput cartId={line.cartId} quantity={line.quantity} name={name} look="field" />
      </td>
      <td className={cell} data-testid="cart-line-total">
        <span className={phoneLabel} aria-hidden="true">
          {m.cart_line_total()}
        </span>
        <Price cents={lineTotalOf(line)} display={display} locale={locale} compact />
      </td>
      <td className={`${cell} ${endCell}`}>
        <button
          type="button"
          aria-label={m.cart_remove_line({ name })}
          className={buttonStyle.secondary}
          onClick={() => cart.send({ type: 'cart.remove', cartId: line.cartId })}
        >
          {m.cart_remove()}
        </button>
      </td>
    </tr>
  )
}

/** Spec §6: only administrators choose the VAT rate. */
export function VatSelector() {
  const rate = CartActor.useSelector((s) => s.context.vatRate)
  const cart = CartActor.useActorRef()
  const id = useId()
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '3', my: '4' })}>
      <label htmlFor={id} className={css({ fontWeight: 'semibold' })}>
        {m.cart_vat_label()}
      </label>
      <select
        id={id}
        value={String(rate)}
        onChange={(e) => cart.send({ type: 'cart.setVat', rate: Number(e.target.value) })}
        className={css({
          px: '2',
          py: '1',
          border: '1px solid',
          borderColor: 'border',
          borderRadius: 'md',
          bg: 'bg.canvas',
          color: 'fg.default',
        })}
      >
        {CART_VAT_RATES.map((r) => (
          <option key={r} value={String(r)}>
            {r === 0 ? m.cart_vat_zero() : m.cart_vat_rate({ rate: String(r) })}
          </option>
        ))}
      </select>
    </div>
  )
}

/** `shippingPending`: no shipping option is chosen yet (issue 42), so a 0 is no price: it is said in words. */
export function CartTotalsView({
  totals,
  locale,
  shippingPending = false,
}: {
  totals: CartTotals
  locale: Locale
  shippingPending?: boolean
}) {
  const row = css({ display: 'flex', justifyContent: 'space-between', gap: '4', py: '1' })
  return (
    <dl
      data-testid="cart-totals"
      className={css({ display: 'flex', flexDirection: 'column', maxW: 'sm', ml: 'auto', mt: '4' })}
    >
      <div className={row}>
        <dt>{m.cart_subtotal()}</dt>
        <dd>{formatCents(totals.subtotal, locale)}</dd>
      </div>
      {totals.discount > 0 && (
        <div className={row} data-testid="cart-discount">
          <dt>{m.cart_discount()}</dt>
          <dd>−{formatCents(totals.discount, locale)}</dd>
        </div>
      )}
      <div className={row}>
        <dt>{m.cart_shipping()}</dt>
        <dd data-testid="cart-shipping">
          {shippingPending ? m.checkout_shipping_next_step() : formatCents(totals.shipping, locale)}
        </dd>
      </div>
      <div
        className={`${row} ${css({ fontWeight: 'bold', fontSize: 'lg', borderTop: '1px solid', borderColor: 'border', mt: '1', pt: '2' })}`}
      >
        <dt>{shippingPending ? m.checkout_total_so_far() : m.cart_total()}</dt>
        <dd data-testid="cart-total">{formatCents(totals.total, locale)}</dd>
      </div>
      {totals.vat_breakdown.map((r) => (
        <div key={r.rate} className={`${row} ${css({ color: 'fg.muted', fontSize: 'sm' })}`} data-testid="cart-vat-row">
          <dt>{m.cart_vat_of_which({ rate: String(r.rate) })}</dt>
          <dd>{formatCents(r.vat, locale)}</dd>
        </div>
      ))}
      <div className={`${row} ${css({ color: 'fg.muted', fontSize: 'sm' })}`}>
        <dt>{m.cart_net()}</dt>
        <dd>{formatCents(totals.net, locale)}</dd>
      </div>
    </dl>
  )
}
