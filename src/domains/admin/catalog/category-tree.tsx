import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { adminTo, AdminPage } from '../kit/admin-page'
import { useConfirm } from '../kit/confirm'
import { adminRequest, useAdminQuery } from '../kit/data-provider'
import { deleteRequest, errorText } from '../kit/delete-request'
import { badgeStyle, buttonStyle, linkStyle, mutedText, smallButton } from '../kit/styles'
import { Table } from '../kit/table'
import { toast } from '../kit/toasts'
import { categoriesResource } from './categories.resource'
import type { AdminCategory } from './categories.schemas'

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
      <Table
        caption={m.adm_menu_categories()}
        attributes={{ 'data-category-tree': true }}
        rows={rows}
        rowKey={(c) => c.id}
        rowAttributes={(c) => ({ 'data-category': c.translations.it?.slug ?? c.id })}
        columns={[
          {
            key: 'name',
            header: m.cat_name(),
            cell: (c) => (
              // The depth shows as indentation (an inline style: the depth is data, not a token).
              <div style={{ paddingInlineStart: `${c.depth * 1.5}rem` }}>
                <strong>{c.name}</strong> {c.featured && <span className={badgeStyle}>{m.cat_featured()}</span>}
                <div className={mutedText}>/{c.translations.it?.slug}</div>
              </div>
            ),
          },
          { key: 'products', header: m.cat_products_count(), align: 'end', cell: (c) => c.product_count },
          {
            key: 'order',
            header: m.cat_order(),
            fit: true,
            cell: (c) => {
              const sib = siblings(c)
              const at = sib.findIndex((s) => s.id === c.id)
              return (
                <span className={css({ display: 'inline-flex', gap: '1' })}>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={at === 0}
                    onClick={() => move(c, 'up')}
                    aria-label={m.cat_move_up_named({ name: c.name })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={at === sib.length - 1}
                    onClick={() => move(c, 'down')}
                    aria-label={m.cat_move_down_named({ name: c.name })}
                  >
                    ↓
                  </button>
                </span>
              )
            },
          },
          {
            key: 'actions',
            header: m.adm_actions(),
            headerHidden: true,
            fit: true,
            cell: (c) => (
              <span className={css({ display: 'inline-flex', gap: '3', alignItems: 'center' })}>
                <Link
                  to={adminTo(`categories/${c.id}`)}
                  className={linkStyle}
                  aria-label={m.adm_open_named({ name: c.name })}
                >
                  {m.adm_open()}
                </Link>
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => ask(deleteRequest(categoriesResource, c, refresh))}
                  aria-label={m.adm_delete_named({ name: c.name })}
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
