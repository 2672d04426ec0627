import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { adminTo, AdminPage } from './admin-page'
import { useConfirm } from './confirm'
import { deleteRequest, errorText } from './delete-request'
import { toCsv, downloadText } from './csv'
import { DataTable, useSelection } from './data-table'
import { adminRequest, useList, type Page } from './data-provider'
import { FilterBar } from './filter-bar'
import { nextState, type ListState } from './list-search'
import type { CsvCell, Resource } from './resource'
import { buttonStyle, linkStyle, smallButton } from './styles'
import { toast } from './toasts'
import { useQueryClient } from '@tanstack/react-query'

const EXPORT_PAGE = 100
const EXPORT_MAX_PAGES = 200

/** The list state of the current route, and a way to change it (a new history entry). */
export function useListState(): [ListState, (change: Partial<ListState>) => void] {
  const state = useSearch({ strict: false }) as ListState
  const navigate = useNavigate()
  return [state, (change) => void navigate({ to: '.', search: nextState(state, change) as never })]
}

/**
 * A resource's list screen, from its declaration: filters, table, bulk actions, CSV export,
 * create button, edit links and delete with confirmation. `intro` and `extra` are the screen's own.
 */
export function ResourceList<Row>({
  resource,
  intro,
  extra,
}: {
  resource: Resource<Row>
  intro?: string
  extra?: ReactNode
}) {
  const [state, change] = useListState()
  const query = { ...state, sort: state.sort ?? resource.defaultSort?.key, dir: state.dir ?? resource.defaultSort?.dir }
  const list = useList(resource, query)
  const { selected, setSelected, clear } = useSelection()
  const { ask, dialog } = useConfirm()
  const client = useQueryClient()
  const [exporting, setExporting] = useState(false)
  const refresh = () => client.invalidateQueries({ queryKey: [resource.api] })
  const can = { create: true, edit: true, remove: true, ...resource.can }

  const remove = (row: Row) => ask(deleteRequest(resource, row, refresh))

  const [inputs, setInputs] = useState<Record<string, string>>({})
  const runBulk = async (action: NonNullable<Resource['bulk']>[number]) => {
    const ids = [...selected]
    const input = inputs[action.id]
    let failed = 0
    let reason = ''
    for (const id of ids) {
      try {
        await action.run(id, input)
      } catch (e) {
        failed++
        reason ||= errorText(e)
      }
    }
    if (failed === 0) toast.success(m.adm_bulk_done({ count: ids.length }))
    else toast.error(m.adm_bulk_failed({ failed, count: ids.length }), reason)
    clear()
    await refresh()
  }

  const exportCsv = async () => {
    if (!resource.csv) return
    const parts = resource.csvParts
    setExporting(true)
    try {
      const rows: Row[] = []
      for (let page = 1; page <= EXPORT_MAX_PAGES; page++) {
        const res = await adminRequest<Page<Row>>('GET', resource.api, {
          query: { ...query, ...parts?.query, page, per_page: EXPORT_PAGE },
        })
        rows.push(...res.data)
        if (page >= res.meta.total_pages) break
      }
      const partHeader = parts?.header() ?? []
      const header = [...resource.columns.map((c) => c.label()), ...partHeader]
      const body = rows.flatMap((r) => {
        const own = resource.columns.map((c) => (c.csv ? c.csv(r) : ((r as Record<string, unknown>)[c.key] as CsvCell)))
        if (!parts) return [own]
        const cells = parts.rows(r)
        return cells.length > 0 ? cells.map((p) => [...own, ...p]) : [[...own, ...partHeader.map(() => '')]]
      })
      downloadText(`${resource.csv}-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(header, body))
      toast.success(m.adm_exported({ count: rows.length }))
    } catch (e) {
      toast.error(m.adm_export_failed(), errorText(e))
    } finally {
      setExporting(false)
    }
  }

  return (
    <AdminPage
      title={resource.title()}
      intro={intro}
      actions={
        <>
          {resource.csv && (
            <button
              type="button"
              className={buttonStyle.secondary}
              onClick={exportCsv}
              disabled={exporting}
              data-action="export"
            >
              {exporting ? m.adm_exporting() : m.adm_export_csv()}
            </button>
          )}
          {can.create && (resource.fields || resource.form || resource.createPath) && (
            <Link
              to={adminTo(resource.createPath ?? `${resource.name}/create`)}
              className={buttonStyle.primary}
              data-action="create"
            >
              {m.adm_create()}
            </Link>
          )}
        </>
      }
    >
      {extra}
      <FilterBar
        filters={resource.filters ?? []}
        search={resource.search ?? false}
        searchHint={resource.searchHint?.()}
        state={state}
        onChange={change}
      />
      {resource.bulk && selected.size > 0 && (
        <div
          role="toolbar"
          aria-label={m.adm_bulk_actions()}
          className={css({
            display: 'flex',
            gap: '2',
            alignItems: 'center',
            flexWrap: 'wrap',
            bg: 'bg.subtle',
            p: '2',
            borderRadius: 'md',
          })}
        >
          <span className={css({ fontSize: 'sm', fontWeight: 'bold' })}>
            {m.adm_selected({ count: selected.size })}
          </span>
          {resource.bulk.map((a) => (
            <span key={a.id} className={css({ display: 'inline-flex', gap: '1', alignItems: 'center' })}>
              {a.input && (
                <input
                  aria-label={a.input.label()}
                  placeholder={a.input.label()}
                  inputMode={a.input.inputMode ?? 'decimal'}
                  value={inputs[a.id] ?? ''}
                  onChange={(e) => setInputs({ ...inputs, [a.id]: e.target.value })}
                  className={css({
                    w: '24',
                    minH: '36px',
                    px: '2',
                    border: '1px solid',
                    borderColor: 'border',
                    borderRadius: 'md',
                    bg: 'bg.canvas',
                    color: 'fg.default',
                  })}
                  data-bulk-input={a.id}
                />
              )}
              <button
                type="button"
                className={a.danger ? buttonStyle.danger : smallButton}
                disabled={a.input ? !(inputs[a.id] ?? '').trim() : false}
                onClick={() =>
                  ask({
                    title: a.label(),
                    text: a.confirm?.(selected.size) ?? m.adm_bulk_confirm({ count: selected.size }),
                    confirmLabel: a.label(),
                    run: () => runBulk(a),
                  })
                }
              >
                {a.label()}
              </button>
            </span>
          ))}
          <button type="button" className={smallButton} onClick={clear}>
            {m.adm_clear_selection()}
          </button>
        </div>
      )}
      {list.isError && (
        <p role="alert" className={css({ color: 'error.text' })}>
          {errorText(list.error)}
        </p>
      )}
      <DataTable
        caption={resource.title()}
        columns={resource.columns}
        page={list.data}
        loading={list.isFetching}
        state={query}
        onChange={(c) => {
          change(c)
          if (!('page' in c)) clear()
        }}
        rowId={resource.id}
        selected={resource.bulk ? selected : undefined}
        onSelect={resource.bulk ? setSelected : undefined}
        empty={
          <EmptyState
            filtered={Object.keys(state).some((k) => k !== 'page' && k !== 'per_page' && k !== 'sort' && k !== 'dir')}
          />
        }
        actions={
          can.edit || can.remove
            ? (row) => (
                <span className={css({ display: 'inline-flex', gap: '3', alignItems: 'center' })}>
                  {can.edit && (
                    <Link
                      to={adminTo(`${resource.name}/${resource.id(row)}`)}
                      className={linkStyle}
                      aria-label={m.adm_open_named({ name: resource.label(row) })}
                    >
                      {m.adm_open()}
                    </Link>
                  )}
                  {can.remove && (
                    <button
                      type="button"
                      className={smallButton}
                      onClick={() => remove(row)}
                      aria-label={m.adm_delete_named({ name: resource.label(row) })}
                    >
                      {m.adm_delete()}
                    </button>
                  )}
                </span>
              )
            : undefined
        }
      />
      {dialog}
    </AdminPage>
  )
}

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'center' })}>
      <p className={css({ fontWeight: 'bold' })}>{filtered ? m.adm_empty_filtered() : m.adm_empty()}</p>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        {filtered ? m.adm_empty_filtered_hint() : m.adm_empty_hint()}
      </p>
    </div>
  )
}
