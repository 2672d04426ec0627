import { Popover } from '@ark-ui/react/popover'
import { usePriceDisplay } from '~/domains/catalog/components/price'
import { shownAmount } from '~/domains/catalog/price-view'
import { Portal } from '@ark-ui/react/portal'
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { buttonStyle } from '~/domains/accounts/components/form-kit'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { lineTotalOf } from '../cart.machine'
import { CartActor, useItemCount, useSignedIn } from './cart-provider'
import { CartTriggerContent, cartTriggerClass, isCheckoutPath } from './cart-trigger'
import { CartDropdownLine } from './cart-dropdown-line'
import { focusAfterRemoval } from './dropdown-lines'

/** The header's cart with its dropdown of the lines; loaded on the first use of the button. */
export function CartPopover({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const locale = getLocale() as Locale
  const signedIn = useSignedIn()
  const count = useItemCount()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const [open, setOpen] = useState(defaultOpen)
  const shownPath = useRef(pathname)
  // A followed link closes the dropdown.
  useEffect(() => {
    if (pathname === shownPath.current) return
    shownPath.current = pathname
    setOpen(false)
  }, [pathname])
  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger aria-label={m.cart_button_label({ count: String(count) })} className={cartTriggerClass}>
        <CartTriggerContent signedIn={signedIn} count={count} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner className={css({ zIndex: 60 })}>
          <Popover.Content
            // Marks the open dropdown: the notification bar moves out of its way (decision 105).
            data-cart-dropdown=""
            className={css({
              bg: 'bg.canvas',
              color: 'fg.default',
              border: '1px solid',
              borderColor: 'border',
              borderRadius: 'lg',
              boxShadow: 'lg',
              // Spec §9: at most 350 × 400 px; the lines scroll.
              w: 'min(350px, calc(100vw - 16px))',
              maxW: '350px',
              maxH: '400px',
              display: 'flex',
              flexDirection: 'column',
              overflow: 'hidden',
              _focusVisible: { outline: '2px solid', outlineColor: 'primary' },
            })}
          >
            <Popover.Title className={css({ fontWeight: 'bold', fontSize: 'lg', px: '4', pt: '3', pb: '2' })}>
              {m.cart_title()}
            </Popover.Title>
            <CartDropdownBody locale={locale} signedIn={signedIn} onCheckout={!isCheckoutPath(pathname)} />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}

function CartDropdownBody({
  locale,
  signedIn,
  onCheckout,
}: {
  locale: Locale
  signedIn: boolean
  onCheckout: boolean
}) {
  const items = CartActor.useSelector((s) => s.context.items)
  const totals = CartActor.useSelector((s) => s.context.totals)
  const quoting = CartActor.useSelector((s) => s.matches('quoting'))
  const quoteFailed = CartActor.useSelector((s) => s.context.quoteFailed)
  const cart = CartActor.useActorRef()
  const list = useRef<HTMLUListElement>(null)
  const href = useRouterState({ select: (s) => s.location.href })
  // A trade customer reads the lines and the subtotal net + IVA, the total to pay gross (issue 39).
  const display = usePriceDisplay()
  // The net amounts of the cart's own totals (decision 085): the lines add up to the subtotal.
  const net = (cents: number, exact?: number) =>
    display.net
      ? `${formatCents(exact ?? shownAmount(cents, display), locale)} ${m.price_plus_vat()}`
      : formatCents(cents, locale)
  const nets = totals.net_amounts
  if (!signedIn) {
    return (
      <div className={css({ px: '4', pb: '4', display: 'flex', flexDirection: 'column', gap: '3' })}>
        <p>{m.cart_empty()}</p>
        <Link to="/login" search={{ redirect: href }} className={buttonStyle.secondary}>
          {m.cart_signin_to_view()}
        </Link>
      </div>
    )
  }
  if (items.length === 0) return <p className={css({ px: '4', pb: '4' })}>{m.cart_empty()}</p>
  // A removed line takes the focus with it: it moves to the line now in its place (or the one
  // before, or the dropdown), never to the page behind.
  const remove = (index: number) => {
    const next = focusAfterRemoval(index, items.length)
    cart.send({ type: 'cart.remove', cartId: items[index]!.cartId })
    requestAnimationFrame(() => {
      const target = next < 0 ? null : list.current?.querySelectorAll<HTMLElement>('[data-remove]')[next]
      ;(target ?? list.current?.closest<HTMLElement>('[data-cart-dropdown]'))?.focus()
    })
  }
  return (
    <>
      {quoteFailed && (
        <p role="alert" className={css({ color: 'error.text', px: '4', fontSize: 'sm' })}>
          {m.cart_quote_failed()}{' '}
          <button type="button" className={buttonStyle.secondary} onClick={() => cart.send({ type: 'cart.requote' })}>
            {m.cart_retry()}
          </button>
        </p>
      )}
      <ul
        ref={list}
        aria-label={m.cart_lines_label()}
        className={css({ listStyle: 'none', m: 0, px: '4', py: '0', overflowY: 'auto', flex: '1', minH: 0 })}
      >
        {items.map((line, index) => (
          <CartDropdownLine
            key={line.cartId}
            line={line}
            total={net(lineTotalOf(line), line.priced?.valid ? nets?.lines[index] : undefined)}
            onRemove={() => remove(index)}
          />
        ))}
      </ul>
      {/* The server's quote is on its way: the amounts below are the last ones it gave. */}
      <dl
        data-testid="cart-dropdown-totals"
        aria-busy={quoting || undefined}
        className={css({
          px: '4',
          py: '2',
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: '3',
          rowGap: '1',
          fontSize: 'sm',
          borderTop: '1px solid',
          borderColor: 'border',
          '& dd': { textAlign: 'right', m: 0 },
        })}
      >
        <dt>{m.cart_subtotal()}</dt>
        <dd data-testid="cart-dropdown-subtotal">{net(totals.subtotal, nets?.subtotal)}</dd>
        {totals.discount > 0 && (
          <>
            <dt>{m.cart_discount()}</dt>
            <dd>−{net(totals.discount, nets?.discount)}</dd>
          </>
        )}
        {/* No address yet, so no shipping price: said in words as in the cart and checkout, never a 0,00 € (issue 42). */}
        <dt>{m.cart_shipping()}</dt>
        <dd data-testid="cart-dropdown-shipping" className={css({ color: 'fg.muted' })}>
          {m.checkout_shipping_next_step()}
        </dd>
        <dt className={css({ fontWeight: 'bold' })}>{m.checkout_total_so_far()}</dt>
        <dd className={css({ fontWeight: 'bold' })}>{formatCents(totals.total - totals.shipping, locale)}</dd>
      </dl>
      {onCheckout && (
        <div className={css({ px: '4', pb: '4' })}>
          <Link to="/checkout" className={`${buttonStyle.primary} ${css({ w: 'full', textAlign: 'center' })}`}>
            {m.cart_go_checkout()}
          </Link>
        </div>
      )}
    </>
  )
}
