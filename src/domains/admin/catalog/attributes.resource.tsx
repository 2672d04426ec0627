import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { adminTo, AdminPage } from '../kit/admin-page'
import { useConfirm } from '../kit/confirm'
import { useAdminQuery } from '../kit/data-provider'
import { deleteRequest, errorText } from '../kit/delete-request'
import { defineResource } from '../kit/resource'
import { badgeStyle, buttonStyle, cellStyle, linkStyle, mutedText, numericCell, smallButton } from '../kit/styles'
import { AttributeForm } from './attribute-form'
import type { AdminAttribute } from './attributes.schemas'
import { sideScroll } from '~/components/ui/side-scroll'

// Attributes (the shop's filters) and their values: reads under /admin/attributes, writes
// through spec §7's generic routes. The list is short and unpaged, so it is a plain table.

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
      <div className={sideScroll}>
        <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
          <caption className={css({ srOnly: true })}>{m.adm_menu_attributes()}</caption>
          <thead>
            <tr>
              <th scope="col" className={cellStyle}>{m.cat_name()}</th>
              <th scope="col" className={cellStyle}>{m.cat_values()}</th>
              <th scope="col" className={`${cellStyle} ${numericCell}`}>{m.cat_products_count()}</th>
              <th scope="col" className={cellStyle}>
                <span className={css({ srOnly: true })}>{m.adm_actions()}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(list.data?.data ?? []).map((a) => (
              <tr key={a.id} data-attribute={a.code}>
                <td className={cellStyle}>
                  <strong>{a.name}</strong> {a.filterable && <span className={badgeStyle}>{m.cat_filterable()}</span>}
                  <div className={mutedText}>{a.code}</div>
                </td>
                <td className={cellStyle}>{a.values.map((v) => v.name.it ?? v.code).join(', ')}</td>
                <td className={`${cellStyle} ${numericCell}`}>{a.values.reduce((s, v) => s + v.product_count, 0)}</td>
                <td className={cellStyle}>
                  <span className={css({ display: 'inline-flex', gap: '3', alignItems: 'center' })}>
                    <Link to={adminTo(`attributes/${a.id}`)} className={linkStyle} aria-label={m.adm_open_named({ name: a.name })}>
                      {m.adm_open()}
                    </Link>
                    <button type="button" className={smallButton} onClick={() => ask(deleteRequest(attributesResource, a, refresh))} aria-label={m.adm_delete_named({ name: a.name })}>
                      {m.adm_delete()}
                    </button>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {dialog}
    </AdminPage>
  )
}
