import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { adminTo, AdminPage, NotThere } from './admin-page'
import { useConfirm } from './confirm'
import { deleteRequest } from './delete-request'
import { AdminRequestError, saveRecord, useRecord } from './data-provider'
import { rowToForm, type FormValues } from './form-values'
import type { Resource } from './resource'
import { ResourceForm } from './resource-form'
import { buttonStyle, mutedText, sectionStyle } from './styles'
import { toast } from './toasts'

type Props<Row> = {
  resource: Resource<Row>
  /** null: the create screen. */
  id: string | null
  /** The screen's own parts below the form (a user's orders, a coupon's orders…). */
  children?: (row: Row) => ReactNode
  /** Buttons beside delete (send a reset link…). */
  actions?: (row: Row) => ReactNode
}

/** A resource's create or edit screen: the form kit, a toast on save, delete with confirmation. */
export function ResourceEditor<Row>({ resource, id, children, actions }: Props<Row>) {
  const record = useRecord<Row>(resource, id)
  const navigate = useNavigate()
  const client = useQueryClient()
  const { ask, dialog } = useConfirm()
  const mode = id === null ? 'create' : 'edit'
  const back = { to: resource.name, label: resource.title() }
  const can = { remove: true, ...resource.can }

  if (id !== null && record.isPending) {
    return (
      <AdminPage title={resource.title()} back={back}>
        <p role="status" className={mutedText}>
          {m.adm_loading()}
        </p>
      </AdminPage>
    )
  }
  if (id !== null && (record.isError || !record.data)) {
    return (
      <AdminPage title={resource.title()} back={back}>
        {record.error instanceof AdminRequestError && record.error.code !== 'not_found' ? (
          <p role="alert">{record.error.message}</p>
        ) : (
          <NotThere />
        )}
      </AdminPage>
    )
  }
  const row = (record.data ?? null) as Row | null
  const initial: FormValues = (
    resource.toForm ? resource.toForm(row) : rowToForm(resource.fields ?? [], row as Record<string, unknown> | null)
  ) as FormValues
  const title = row ? resource.label(row) : resource.newTitle()

  return (
    <AdminPage
      title={title}
      back={back}
      actions={
        row ? (
          <>
            {actions?.(row)}
            {can.remove && (
              <button
                type="button"
                className={buttonStyle.danger}
                onClick={() =>
                  ask(
                    deleteRequest(resource, row, async () => {
                      await client.invalidateQueries({ queryKey: [resource.api] })
                      await navigate({ to: adminTo(resource.name) })
                    }),
                  )
                }
              >
                {m.adm_delete()}
              </button>
            )}
          </>
        ) : undefined
      }
    >
      <section className={sectionStyle}>
        {resource.form ? (
          <resource.form
            key={id ?? 'new'}
            row={row}
            mode={mode}
            onCancel={() => void navigate({ to: adminTo(resource.name) })}
            send={async (body) => {
              const saved = await saveRecord(resource, id, body)
              await client.invalidateQueries({ queryKey: [resource.api] })
              toast.success(m.adm_saved())
              if (mode === 'create') await navigate({ to: adminTo(`${resource.name}/${saved.data.id}`) })
            }}
          />
        ) : (
          <ResourceForm
            key={id ?? 'new'}
            fields={resource.fields ?? []}
            mode={mode}
            initial={initial}
            submitLabel={mode === 'create' ? m.adm_create() : m.adm_save()}
            toBody={resource.toBody as never}
            onCancel={() => void navigate({ to: adminTo(resource.name) })}
            send={async (body) => {
              const saved = await saveRecord(resource, id, body)
              await client.invalidateQueries({ queryKey: [resource.api] })
              toast.success(m.adm_saved())
              if (mode === 'create') await navigate({ to: adminTo(`${resource.name}/${saved.data.id}`) })
            }}
          />
        )}
      </section>
      {row && children && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>{children(row)}</div>
      )}
      {dialog}
    </AdminPage>
  )
}
