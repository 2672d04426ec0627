import { useNavigate, useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { useNotify } from '~/components/notifications/notifications-provider'
import { ConfirmDialog } from '~/domains/accounts/components/confirm-dialog'
import { buttonStyle } from '~/domains/accounts/components/form-kit'
import { CartActor } from '~/domains/cart/components/cart-provider'
import type { OrderLine } from '~/domains/orders/orders.schemas'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { cancelOrderFn } from '../checkout.functions'

// The account's order actions (issue 11): the PDF (order-docs), "cancel" while the API allows
// it (pending), and "order again": the lines back in the cart as chosen, priced again today.

export function OrderActions(props: {
  locale: Locale
  order: {
    id: number
    number: string
    allowed_customer_actions: string[]
    lines: Pick<OrderLine, 'quantity' | 'cart_line'>[]
  }
}) {
  const { order } = props
  const cart = CartActor.useActorRef()
  const notify = useNotify()
  const navigate = useNavigate()
  const router = useRouter()
  const cancel = useServerFn(cancelOrderFn)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)

  const again = () => {
    for (const line of order.lines) {
      const c = line.cart_line
      cart.send({
        type: 'cart.add',
        slug: c.slug,
        quantity: line.quantity,
        variant_ids: c.variant_ids,
        extra_option_id: c.extra_option_id,
        ...(c.extra_option_ids ? { extra_option_ids: c.extra_option_ids } : {}),
        ...(c.configuration ? { configuration: c.configuration } : {}),
      })
    }
    notify(m.account_order_again_done(), 'success')
    void navigate({ to: '/checkout' })
  }

  const doCancel = async () => {
    setBusy(true)
    try {
      const result = await cancel({ data: { locale: props.locale, id: order.id } })
      notify(
        result.ok ? m.account_order_cancelled() : result.error.message || m.account_order_action_failed(),
        result.ok ? 'success' : 'error',
      )
      await router.invalidate()
    } catch {
      notify(m.account_order_action_failed(), 'error')
    } finally {
      setBusy(false)
      setConfirming(false)
    }
  }

  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
      <a
        href={`/account/orders/${order.id}/pdf`}
        download={`${order.number}.pdf`}
        className={buttonStyle.secondary}
        data-testid="order-pdf"
      >
        {m.account_order_pdf()}
      </a>
      <button type="button" className={buttonStyle.primary} onClick={again} data-testid="order-again">
        {m.account_order_again()}
      </button>
      {order.allowed_customer_actions.includes('cancel') && (
        <button
          type="button"
          className={buttonStyle.danger}
          onClick={() => setConfirming(true)}
          data-testid="order-cancel"
        >
          {m.account_order_cancel()}
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        title={m.account_order_cancel()}
        text={m.account_order_cancel_confirm({ number: order.number })}
        confirmLabel={m.account_order_cancel()}
        busy={busy}
        onConfirm={() => void doCancel()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  )
}
