import { useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { DataTable } from './data-table'
import { useAdminQuery, type Page } from './data-provider'
import type { ListState } from './list-search'
import type { Column } from './resource'
import { sectionStyle } from './styles'

/**
 * A list inside another record's screen (a user's orders, a coupon's orders): the kit's
 * table with its own paging, kept in the component rather than the URL.
 */
export function RelatedList<Row>(props: {
  title: string
  path: string
  query?: Record<string, string | number>
  columns: Column<Row>[]
  rowId: (row: Row) => string | number
  name: string
}) {
  const [state, setState] = useState<ListState>({ per_page: 10 })
  const list = useAdminQuery<Page<Row>>([props.path, 'related', props.name], props.path, { ...props.query, ...state })
  return (
    <section className={sectionStyle} data-related={props.name}>
      <h2 id={`related-${props.name}`} className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })}>
        {props.title}
      </h2>
      <DataTable
        caption={props.title}
        columns={props.columns}
        page={list.data}
        loading={list.isFetching}
        state={state}
        onChange={(c) => setState((s) => ({ ...s, ...c }))}
        rowId={props.rowId}
        empty={<p>{m.adm_none_yet()}</p>}
      />
    </section>
  )
}
