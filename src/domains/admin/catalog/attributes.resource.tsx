import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { adminTo, AdminPage } from '../kit/admin-page'
import { useConfirm } from '../kit/confirm'
import { useAdminQuery } from '../kit/data-provider'
import { deleteRequest, errorText } from '../kit/delete-request'
import { defineResource } from '../kit/resource'
import { badgeStyle, buttonStyle, linkStyle, mutedText, smallButton } from '../kit/styles'
import { Table } from '../kit/table'
import { AttributeForm } from './attribute-form'
import type { AdminAttribute } from './attributes.schemas'

// Attributes (the shop's filters) and their values: reads under /admin/attributes, writes
// through spec §7's generic routes. The list is short and unpaged: the kit's Table, not DataTable.

export const attributesResource = defineResource<AdminAttribute>({
  name: 'attributes',
  title: () => m.adm_menu_attributes(),
  newTitle: () => m.cat_attribute_new(),
  label: (a) => a.name,
  api: '/admin/attributes',
  writeApi: '/attributes',
  id: (a) => a.id,
  columns: [],
  form: AttributeForm,
})

export function AttributeList() {
  const list = useAdminQuery<{ data: AdminAttribute[] }>(['/admin/attributes'], '/admin/attributes')
  const client = useQueryClient()
  const { ask, dialog } = useConfirm()
  const refresh = () => client.invalidateQueries({ queryKey: ['/admin/attributes'] })
  return (
    <AdminPage
      title={m.adm_menu_attributes()}
      intro={m.cat_attributes_intro()}
      actions={
        <Link to={adminTo('attributes/create')} className={buttonStyle.primary} data-action="create">
          {m.adm_create()}
        </Link>
      }
    >
      {list.isError && <p role="alert">{errorText(list.error)}</p>}
      <Table
        caption={m.adm_menu_attributes()}
        rows={list.data?.data ?? []}
        rowKey={(a) => a.id}
        rowAttributes={(a) => ({ 'data-attribute': a.code })}
        columns={[
          {
            key: 'name',
            header: m.cat_name(),
            cell: (a) => (
              <>
                <strong>{a.name}</strong> {a.filterable && <span className={badgeStyle}>{m.cat_filterable()}</span>}
                <div className={mutedText}>{a.code}</div>
              </>
            ),
          },
          { key: 'values', header: m.cat_values(), cell: (a) => a.values.map((v) => v.name.it ?? v.code).join(', ') },
          {
            key: 'products',
            header: m.cat_products_count(),
            align: 'end',
            cell: (a) => a.values.reduce((s, v) => s + v.product_count, 0),
          },
          {
            key: 'actions',
            header: m.adm_actions(),
            headerHidden: true,
            fit: true,
            cell: (a) => (
              <span className={css({ display: 'inline-flex', gap: '3', alignItems: 'center' })}>
                <Link
                  to={adminTo(`attributes/${a.id}`)}
                  className={linkStyle}
                  aria-label={m.adm_open_named({ name: a.name })}
                >
                  {m.adm_open()}
                </Link>
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => ask(deleteRequest(attributesResource, a, refresh))}
                  aria-label={m.adm_delete_named({ name: a.name })}
                >
                  {m.adm_delete()}
                </button>
              </span>
            ),
          },
        ]}
      />
      {dialog}
    </AdminPage>
  )
}
