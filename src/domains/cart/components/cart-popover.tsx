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
import { LineChoices } from './line-choices'

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
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger aria-label={m.cart_button_label({ count: String(count) })} className={cartTriggerClass}>
        <CartTriggerContent signedIn={signedIn} count={count} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner className={css({ zIndex: 60 })}>
          <Popover.Content
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
            <Popover.Title className={css({ fontWeight: 'bold', fontSize: 'lg', px: '4', pt: '3', pb: '2' })}>{m.cart_title()}</Popover.Title>
            <CartDropdownBody locale={locale} signedIn={signedIn} onCheckout={!isCheckoutPath(pathname)} />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}

function CartDropdownBody({ locale, signedIn, onCheckout }: { locale: Locale; signedIn: boolean; onCheckout: boolean }) {
  const items = CartActor.useSelector((s) => s.context.items)
  const totals = CartActor.useSelector((s) => s.context.totals)
  const href = useRouterState({ select: (s) => s.location.href })
  // A trade customer reads the lines and the subtotal net + IVA, the total to pay gross (issue 39).
  const display = usePriceDisplay()
  // The net amounts of the cart's own totals (decision 085): the lines add up to the subtotal.
  const net = (cents: number, exact?: number) =>
    display.net ? `${formatCents(exact ?? shownAmount(cents, display), locale)} ${m.price_plus_vat()}` : formatCents(cents, locale)
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
  return (
    <>
      <ul aria-label={m.cart_lines_label()} className={css({ listStyle: 'none', m: 0, px: '4', py: '0', overflowY: 'auto', flex: '1', minH: 0 })}>
        {items.map((line, index) => (
          <li key={line.cartId} className={css({ display: 'flex', gap: '3', py: '2', borderBottom: '1px solid', borderColor: 'border', fontSize: 'sm' })}>
            <div className={css({ flex: 1, minW: 0 })}>
              <p className={css({ fontWeight: 'semibold' })}>{line.priced?.name ?? line.slug}</p>
              {line.priced && line.priced.variants.length > 0 && (
                <p className={css({ color: 'fg.muted' })}>{line.priced.variants.map((v) => v.name).join(', ')}</p>
              )}
              {line.priced?.extra_option && <p className={css({ color: 'fg.muted' })}>{line.priced.extra_option.name}</p>}
              <LineChoices priced={line.priced} />
              {line.priced && !line.priced.valid && <p className={css({ color: 'error.text' })}>{m.cart_unavailable()}</p>}
              <p className={css({ color: 'fg.muted' })}>{m.cart_quantity_short({ quantity: String(line.quantity) })}</p>
            </div>
            <p className={css({ fontWeight: 'semibold', whiteSpace: 'nowrap' })}>{net(lineTotalOf(line), line.priced?.valid ? nets?.lines[index] : undefined)}</p>
          </li>
        ))}
      </ul>
      <dl className={css({ px: '4', py: '2', display: 'grid', gridTemplateColumns: '1fr auto', gap: '1', fontSize: 'sm' })}>
        <dt>{m.cart_subtotal()}</dt>
        <dd>{net(totals.subtotal, nets?.subtotal)}</dd>
        {totals.discount > 0 && (
          <>
            <dt>{m.cart_discount()}</dt>
            <dd>−{net(totals.discount, nets?.discount)}</dd>
          </>
        )}
        <dt className={css({ fontWeight: 'bold' })}>{m.cart_total()}</dt>
        <dd className={css({ fontWeight: 'bold' })}>{formatCents(totals.total, locale)}</dd>
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
