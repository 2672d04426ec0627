import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { adminTo, AdminPage } from '../kit/admin-page'
import { useConfirm } from '../kit/confirm'
import { adminRequest, useAdminQuery } from '../kit/data-provider'
import { deleteRequest, errorText } from '../kit/delete-request'
import { badgeStyle, buttonStyle, cellStyle, linkStyle, mutedText, numericCell, smallButton } from '../kit/styles'
import { toast } from '../kit/toasts'
import { categoriesResource } from './categories.resource'
import type { AdminCategory } from './categories.schemas'
import { sideScroll } from '~/components/ui/side-scroll'

// The category tree: indented by depth, moved up or down among its siblings, deleted only when
// empty (the API's reason is shown otherwise).

export function CategoryTree() {
  const tree = useAdminQuery<{ data: AdminCategory[] }>(['/admin/categories'], '/admin/categories')
  const client = useQueryClient()
  const { ask, dialog } = useConfirm()
  const refresh = () => client.invalidateQueries({ queryKey: ['/admin/categories'] })
  const rows = tree.data?.data ?? []
  const siblings = (c: AdminCategory) => rows.filter((r) => r.parent_id === c.parent_id)
  const move = async (c: AdminCategory, direction: 'up' | 'down') => {
    try {
      await adminRequest('POST', `/admin/categories/${c.id}/move`, { body: { direction } })
      await refresh()
      toast.success(m.cat_moved({ name: c.name }))
    } catch (e) {
      toast.error(m.cat_move_failed(), errorText(e))
    }
  }
  return (
    <AdminPage
      title={m.adm_menu_categories()}
      intro={m.cat_categories_intro()}
      actions={
        <Link to={adminTo('categories/create')} className={buttonStyle.primary} data-action="create">
          {m.adm_create()}
        </Link>
      }
    >
      {tree.isError && <p role="alert">{errorText(tree.error)}</p>}
      <div className={sideScroll}>
        <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })} data-category-tree>
          <caption className={css({ srOnly: true })}>{m.adm_menu_categories()}</caption>
          <thead>
            <tr>
              <th scope="col" className={cellStyle}>{m.cat_name()}</th>
              <th scope="col" className={`${cellStyle} ${numericCell}`}>{m.cat_products_count()}</th>
              <th scope="col" className={cellStyle}>{m.cat_order()}</th>
              <th scope="col" className={cellStyle}>
                <span className={css({ srOnly: true })}>{m.adm_actions()}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => {
              const sib = siblings(c)
              const at = sib.findIndex((s) => s.id === c.id)
              return (
                <tr key={c.id} data-category={c.translations.it?.slug ?? c.id}>
                  <td className={cellStyle} style={{ paddingInlineStart: `${0.75 + c.depth * 1.5}rem` }}>
                    <strong>{c.name}</strong> {c.featured && <span className={badgeStyle}>{m.cat_featured()}</span>}
                    <div className={mutedText}>/{c.translations.it?.slug}</div>
                  </td>
                  <td className={`${cellStyle} ${numericCell}`}>{c.product_count}</td>
                  <td className={cellStyle}>
                    <span className={css({ display: 'inline-flex', gap: '1' })}>
                      <button type="button" className={smallButton} disabled={at === 0} onClick={() => move(c, 'up')} aria-label={m.cat_move_up_named({ name: c.name })}>
                        ↑
                      </button>
                      <button type="button" className={smallButton} disabled={at === sib.length - 1} onClick={() => move(c, 'down')} aria-label={m.cat_move_down_named({ name: c.name })}>
                        ↓
                      </button>
                    </span>
                  </td>
                  <td className={cellStyle}>
                    <span className={css({ display: 'inline-flex', gap: '3', alignItems: 'center' })}>
                      <Link to={adminTo(`categories/${c.id}`)} className={linkStyle} aria-label={m.adm_open_named({ name: c.name })}>
                        {m.adm_open()}
                      </Link>
                      <button type="button" className={smallButton} onClick={() => ask(deleteRequest(categoriesResource, c, refresh))} aria-label={m.adm_delete_named({ name: c.name })}>
                        {m.adm_delete()}
                      </button>
                    </span>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {dialog}
    </AdminPage>
  )
}
