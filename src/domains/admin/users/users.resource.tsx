import { css } from 'styled-system/css'
import type { Role } from '~/domains/shared/roles'
import { m } from '~/paraglide/messages.js'
import { adminRequest } from '../kit/data-provider'
import { dateTime, int } from '../kit/format'
import { defineResource, type Option } from '../kit/resource'
import { badgeStyle } from '../kit/styles'
import type { AdminUser } from './admin-users.schemas'

export const roles: Role[] = ['admin', 'user', 'retailer', 'reseller', 'other']
const roleName: Record<Role, () => string> = {
  admin: () => m.adm_role_admin(),
  user: () => m.adm_role_user(),
  retailer: () => m.adm_role_retailer(),
  reseller: () => m.adm_role_reseller(),
  other: () => m.adm_role_other(),
}
export const roleLabel = (r: Role) => roleName[r]()
const roleOptions = (): Option[] => roles.map((r) => ({ value: r, label: roleLabel(r) }))

export const usersResource = defineResource<AdminUser>({
  name: 'users',
  title: () => m.adm_menu_users(),
  newTitle: () => m.adm_user_new(),
  label: (u) => u.name,
  api: '/admin/users',
  id: (u) => u.id,
  search: true,
  defaultSort: { key: 'created_at', dir: 'desc' },
  filters: [
    { key: 'role', label: () => m.adm_user_role(), type: 'select', options: roleOptions },
    {
      key: 'status',
      label: () => m.adm_user_status(),
      type: 'select',
      options: () => [
        { value: 'active', label: m.adm_user_active() },
        { value: 'disabled', label: m.adm_user_disabled() },
      ],
    },
  ],
  columns: [
    {
      key: 'name',
      label: () => m.adm_user_name(),
      sortable: true,
      cell: (u) => <span className={css({ fontWeight: 'medium' })}>{u.name}</span>,
    },
    { key: 'email', label: () => m.adm_user_email(), sortable: true },
    { key: 'role', label: () => m.adm_user_role(), sortable: true, cell: (u) => roleLabel(u.role), csv: (u) => u.role },
    {
      key: 'disabled',
      label: () => m.adm_user_status(),
      cell: (u) => (
        <span className={badgeStyle} data-status={u.disabled ? 'disabled' : 'active'}>
          {u.disabled ? m.adm_user_disabled() : m.adm_user_active()}
        </span>
      ),
      csv: (u) => (u.disabled ? 'disabled' : 'active'),
    },
    {
      key: 'orders_count',
      label: () => m.adm_user_orders(),
      align: 'end',
      cell: (u) => int(u.orders_count),
      wide: true,
    },
    {
      key: 'created_at',
      label: () => m.adm_created_at(),
      sortable: true,
      cell: (u) => dateTime(u.created_at),
      wide: true,
    },
  ],
  fields: [
    { name: 'name', label: () => m.adm_user_name(), type: 'text', autoComplete: 'off' },
    { name: 'email', label: () => m.adm_user_email(), type: 'email' },
    { name: 'role', label: () => m.adm_user_role(), type: 'select', options: roleOptions },
    {
      name: 'parent_id',
      label: () => m.adm_user_parent(),
      type: 'number',
      optional: true,
      hint: () => m.adm_user_parent_hint(),
    },
    {
      name: 'password',
      label: () => m.adm_user_password(),
      type: 'password',
      optional: true,
      only: 'create',
      hint: () => m.adm_user_password_hint(),
    },
    {
      name: 'disabled',
      label: () => m.adm_user_disabled_field(),
      type: 'checkbox',
      only: 'edit',
      hint: () => m.adm_user_disabled_hint(),
    },
  ],
  can: { create: true, edit: true, remove: true },
  bulk: [
    {
      id: 'disable',
      label: () => m.adm_user_bulk_disable(),
      run: (id) => adminRequest('PATCH', `/admin/users/${id}`, { body: { disabled: true } }),
      confirm: (n) => m.adm_user_bulk_disable_confirm({ count: n }),
    },
    {
      id: 'enable',
      label: () => m.adm_user_bulk_enable(),
      run: (id) => adminRequest('PATCH', `/admin/users/${id}`, { body: { disabled: false } }),
    },
  ],
  csv: 'utenti',
})
