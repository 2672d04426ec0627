import { useMachine } from '@xstate/react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { buttonStyle, inputStyle } from '~/domains/accounts/components/form-kit'
import { m } from '~/paraglide/messages.js'
import { couponErrorMessage } from '../coupon-messages'
import { couponMachine } from '../coupon.machine'
import { CartActor, validateCouponEffect } from './cart-provider'
import { devInspect } from '~/lib/dev/inspect'
import { effectsInBrowser } from '~/lib/machines/effects-in-browser'

/** Spec §4 coupon: a code field that applies (after validation) or removes the cart's coupon. */
export function CouponBox() {
  const cart = CartActor.useActorRef()
  const cartCoupon = CartActor.useSelector((s) => s.context.coupon)
  const logic = useMemo(
    () =>
      effectsInBrowser(couponMachine, (machine) =>
        machine.provide({
          actors: { validateCoupon: validateCouponEffect },
          actions: {
            couponApplied: (_, coupon) => cart.send({ type: 'cart.applyCoupon', coupon }),
            couponRemoved: () => cart.send({ type: 'cart.removeCoupon' }),
            warn: (_, { message, error }) => console.warn(message, error),
          },
        }),
      ),
    [cart],
  )
  const [state, send] = useMachine(logic, { input: { coupon: cart.getSnapshot().context.coupon }, inspect: devInspect })
  const [code, setCode] = useState(state.context.code)
  const id = useId()

  // Follows the cart when its coupon changes on its own (restored, or dropped by a quote).
  const known = useRef(JSON.stringify(cartCoupon))
  useEffect(() => {
    const key = JSON.stringify(cartCoupon)
    if (key === known.current) return
    known.current = key
    send({ type: 'coupon.sync', coupon: cartCoupon })
    if (!cartCoupon) setCode('')
  }, [cartCoupon, send])

  const applied = state.matches('applied')
  const validating = state.matches('validating')
  const error = state.context.error

  if (applied && state.context.coupon) {
    return (
      <section aria-labelledby={`${id}-title`} className={css({ my: '4' })}>
        <h2 id={`${id}-title`} className={css({ fontWeight: 'bold', mb: '2' })}>
          {m.cart_coupon_title()}
        </h2>
        <p role="status" className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
          <span>{m.cart_coupon_applied({ code: state.context.coupon.code })}</span>
          <button
            type="button"
            className={buttonStyle.secondary}
            onClick={() => {
              setCode('')
              send({ type: 'coupon.remove' })
            }}
          >
            {m.cart_coupon_remove()}
          </button>
        </p>
      </section>
    )
  }

  return (
    <section aria-labelledby={`${id}-title`} className={css({ my: '4' })}>
      <h2 id={`${id}-title`} className={css({ fontWeight: 'bold', mb: '2' })}>
        {m.cart_coupon_title()}
      </h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          send({ type: 'coupon.apply', code })
        }}
        className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' })}
      >
        <div
          className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '180px', maxW: 'xs' })}
        >
          <label htmlFor={id}>{m.cart_coupon_label()}</label>
          <input
            id={id}
            name="coupon"
            value={code}
            maxLength={40}
            autoComplete="off"
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={inputStyle}
          />
        </div>
        <button type="submit" className={buttonStyle.primary} disabled={validating}>
          {m.cart_coupon_apply()}
        </button>
      </form>
      {validating && (
        <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })}>
          {m.cart_coupon_checking()}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className={css({ fontSize: 'sm', color: 'error.text', mt: '1' })}>
          {couponErrorMessage(error)}
        </p>
      )}
    </section>
  )
}
