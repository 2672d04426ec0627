import type { ComponentType, ReactNode } from 'react'

// A back-office resource, declared once (the idea of react-admin's <Resource> and Refine's
// resources): its API routes, the columns of its list, the filters of that list, the fields of
// its form and its bulk actions. The kit (data-table, filter-bar, resource-form) renders every
// screen from this; a screen adds only what is truly its own.

export type Option = { value: string; label: string }

export type Column<Row> = {
  /** Sort key sent to the API as `sort` (when sortable) and the CSV column's id. */
  key: string
  label: () => string
  cell?: (row: Row) => ReactNode
  /** The CSV cell; defaults to the row's field of the same key. */
  csv?: (row: Row) => string | number | boolean | null | undefined
  sortable?: boolean
  align?: 'start' | 'end'
  /** Hidden below 600 px (the row stays readable on a phone). */
  wide?: boolean
}

/** A list filter; its key is the API's query parameter (never `locale`: that is the request's language). */
export type Filter =
  | {
      key: string
      label: () => string
      type: 'select'
      options: () => Option[]
    }
  | {
      key: string
      label: () => string
      /** A choice among the shop's own records (payment methods…), named as the API names them. */
      type: 'records'
      /** The list to read (its first 100, in its order), and which of each row's fields are the value and the name. */
      api: string
      valueKey: string
      labelKey: string
    }
  | { key: string; label: () => string; type: 'date' }
  | { key: string; label: () => string; type: 'text' }

/**
 * `image`: a path typed or picked from the media library (kit/image-picker.tsx); `products`: ids
 * picked by name or SKU, sent as an array; `category`: one id picked from the tree, sent as a
 * number or null (kit/record-pickers.tsx).
 */
export type FieldType =
  | 'text'
  | 'email'
  | 'password'
  | 'number'
  | 'money'
  | 'date'
  | 'datetime'
  | 'select'
  | 'checkbox'
  | 'textarea'
  | 'list'
  | 'markdown'
  | 'image'
  | 'products'
  | 'category'

export type Field = {
  /** The API's body key; its `fields` errors are matched by this name. */
  name: string
  label: () => string
  type: FieldType
  options?: () => Option[]
  hint?: () => string
  /** Not required by the API (shown as "optional"). */
  optional?: boolean
  /** Shown but never sent (counts, dates the server sets). */
  readOnly?: boolean
  /** Only on the create form / only on the edit form. */
  only?: 'create' | 'edit'
  /** Spans the whole form width. */
  wide?: boolean
  autoComplete?: string
  /**
   * A text per locale (decision 025): shown once per language tab, sent in
   * `translations.<locale>.<name>`; required only in Italian (the fallback of the others).
   */
  localized?: boolean
}

export type BulkAction = {
  id: string
  label: () => string
  /** Runs once per selected id; failures are counted and reported in one toast. */
  run: (id: string | number, input?: string) => Promise<unknown>
  /** A value the action needs (a percentage…), typed beside its button and passed to `run`. */
  input?: { label: () => string; inputMode?: 'decimal' | 'numeric' }
  danger?: boolean
  /** A confirmation dialog text, shown before running (deleting always asks). */
  confirm?: (count: number) => string
}

export type Resource<Row = unknown, Values extends Record<string, unknown> = Record<string, unknown>> = {
  /** Screen path below /administration, e.g. 'users' (list), 'users/create', 'users/$id'. */
  name: string
  title: () => string
  /** The create screen's title ("New user"). */
  newTitle: () => string
  /** One row's name in messages ("coupon SPRING10"). */
  label: (row: Row) => string
  /** API base path, e.g. '/admin/users': GET lists, POST creates, GET/PATCH/DELETE `${api}/{id}`. */
  api: string
  /** Where writes go when not `api`: spec §7's generic collection routes (`/products`: POST, PATCH and DELETE `/{id}`). */
  writeApi?: string
  /** A form of the screen's own instead of the field kit (nested lists, texts per locale). */
  form?: ComponentType<CustomFormProps<Row>>
  id: (row: Row) => string | number
  columns: Column<Row>[]
  filters?: Filter[]
  /** A free-text search box (`q`). */
  search?: boolean
  /** What the search box looks in, said in it before anything is typed (e.g. "number, customer, city"). */
  searchHint?: () => string
  defaultSort?: { key: string; dir: 'asc' | 'desc' }
  fields?: Field[]
  /** API row → form values (strings for inputs); defaults to the row itself. */
  toForm?: (row: Row | null) => Values
  /** Form values → API body; defaults to the kit's conversion by field type. */
  toBody?: (values: Values, mode: 'create' | 'edit') => unknown
  /** A create screen of its own below /administration (e.g. 'orders/createb'), instead of the kit's form. */
  createPath?: string
  /** What the list offers: create button, edit link per row, delete per row. */
  can?: { create?: boolean; edit?: boolean; remove?: boolean }
  bulk?: BulkAction[]
  /** CSV file name without extension; no export when absent. */
  csv?: string
  /**
   * One CSV row per part of a list row (an order's lines, issue 39), the row's own columns
   * repeated on each: the list is fetched with `query` added, and `rows` gives the parts' cells.
   */
  csvParts?: { query: Record<string, string>; header: () => string[]; rows: (row: Row) => CsvCell[][] }
}

export type CsvCell = string | number | boolean | null | undefined

export const defineResource = <Row, Values extends Record<string, unknown> = Record<string, unknown>>(
  r: Resource<Row, Values>,
) => r

/** What a resource's own form gets from the editor: the row (null to create) and the save. */
export type CustomFormProps<Row> = {
  row: Row | null
  mode: 'create' | 'edit'
  /** Sends the body; throws AdminRequestError with the API's `fields`. */
  send: (body: unknown) => Promise<unknown>
  onCancel: () => void
}
