import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { m } from '~/paraglide/messages.js'
import { adminTo } from '../kit/admin-page'
import { adminRequest, AdminRequestError } from '../kit/data-provider'
import { RelatedList } from '../kit/related-list'
import { buttonStyle, linkStyle } from '../kit/styles'
import { toast } from '../kit/toasts'
import { orderColumns } from '../orders/order-columns'
import type { AdminOrderRow } from '../orders/admin-orders.schemas'
import type { AdminUser } from './admin-users.schemas'
import { usersResource } from './users.resource'

export function UserActions({ user }: { user: AdminUser }) {
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className={buttonStyle.secondary}
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        try {
          await adminRequest('POST', `/admin/users/${user.id}/password-reset`)
          toast.success(m.adm_user_reset_sent({ email: user.email }))
        } catch (e) {
          toast.error(m.error_generic_text(), e instanceof AdminRequestError ? e.message : undefined)
        } finally {
          setBusy(false)
        }
      }}
    >
      {m.adm_user_send_reset()}
    </button>
  )
}

/** Below the form: the retailer a sub-user belongs to, the user's orders and a retailer's users. */
export function UserExtras({ user }: { user: AdminUser }) {
  return (
    <>
      {user.parent_id !== null && (
        <p>
          <Link to={adminTo(`users/${user.parent_id}`)} className={linkStyle}>
            {m.adm_user_parent_link({ name: user.parent_name ?? String(user.parent_id) })}
          </Link>
        </p>
      )}
      <RelatedList<AdminOrderRow>
        name="orders"
        title={m.adm_user_orders_title()}
        path="/admin/orders"
        query={{ customer_id: user.id, sort: 'created_at', dir: 'desc' }}
        columns={orderColumns.filter((c) => c.key !== 'customer')}
        rowId={(o) => o.id}
      />
      {user.role === 'retailer' && (
        <RelatedList<AdminUser>
          name="sub-users"
          title={m.adm_user_sub_users_title()}
          path="/admin/users"
          query={{ parent_id: user.id, sort: 'name' }}
          columns={usersResource.columns.map((c) =>
            c.key === 'name'
              ? {
                  ...c,
                  cell: (u: AdminUser) => (
                    <Link to={adminTo(`users/${u.id}`)} className={linkStyle}>
                      {u.name}
                    </Link>
                  ),
                }
              : c,
          )}
          rowId={(u) => u.id}
        />
      )}
    </>
  )
}
