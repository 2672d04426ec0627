import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { privateHead } from '~/domains/accounts/components/account-head'
import { ResourceEditor } from '~/domains/admin/kit/resource-editor'
import { keysText, paymentsResource } from '~/domains/admin/payments/payments.resource'
import { m } from '~/paraglide/messages.js'

export const Route = createFileRoute('/administration/payments/$id')({
  head: ({ matches }) => privateHead(matches, m.adm_menu_payments(), '/administration/payments'),
  component: PaymentScreen,
})

function PaymentScreen() {
  return (
    <ResourceEditor resource={paymentsResource} id={Route.useParams().id}>
      {(p) =>
        p.keys_configured !== null && (
          <p className={css({ fontWeight: 'medium' })} data-keys={p.keys_configured ? 'set' : 'missing'}>
            {m.adm_pay_keys()}: {keysText(p)}
          </p>
        )
      }
    </ResourceEditor>
  )
}
