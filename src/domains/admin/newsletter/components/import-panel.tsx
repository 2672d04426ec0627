import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { TextInput } from '../../kit/controls'
import { AdminRequestError, adminRequest } from '../../kit/data-provider'
import { buttonStyle, labelStyle, mutedText, pageTitleStyle, sectionStyle } from '../../kit/styles'
import { Table } from '../../kit/table'
import { toast } from '../../kit/toasts'
import { IMPORT_MAX_ROWS, type ImportRow } from '../admin-newsletter.contract'

type Result = { committed: boolean; added: number; skipped: number; refused: number; rows: ImportRow[] }

const outcome = (o: ImportRow['outcome']) =>
  ({ add: m.adm_nl_out_add(), skip: m.adm_nl_out_skip(), refuse: m.adm_nl_out_refuse() })[o]
const reason = (r: ImportRow['reason']) =>
  ({
    ok: m.adm_nl_r_ok(),
    invalid_email: m.adm_nl_r_invalid_email(),
    invalid_locale: m.adm_nl_r_invalid_locale(),
    invalid_source: m.adm_nl_r_invalid_source(),
    invalid_date: m.adm_nl_r_invalid_date(),
    duplicate: m.adm_nl_r_duplicate(),
    already_subscribed: m.adm_nl_r_already_subscribed(),
    unsubscribed: m.adm_nl_r_unsubscribed(),
  })[r]

/** CSV import: the server's preview of every row first; nothing is written before the confirmation. */
export function ImportPanel() {
  const client = useQueryClient()
  const fileId = useId()
  const [csv, setCsv] = useState('')
  const [preview, setPreview] = useState<Result | null>(null)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [busy, setBusy] = useState(false)
  const run = async (commit: boolean) => {
    setBusy(true)
    setErrors({})
    try {
      const { data } = await adminRequest<{ data: Result }>('POST', '/admin/newsletter/subscribers/import', {
        body: { csv, commit },
      })
      if (commit) {
        toast.success(m.adm_nl_import_done({ count: data.added }))
        setPreview(null)
        setCsv('')
        await client.invalidateQueries({ queryKey: ['/admin/newsletter/subscribers'] })
      } else setPreview(data)
    } catch (e) {
      if (e instanceof AdminRequestError) setErrors(e.fields ?? { csv: [e.message] })
      else toast.error(m.error_generic_text())
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className={sectionStyle} aria-labelledby="nl-import">
      <h2 id="nl-import" className={pageTitleStyle}>
        {m.adm_nl_import()}
      </h2>
      <p className={mutedText}>{m.adm_nl_import_hint({ max: IMPORT_MAX_ROWS })}</p>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <label htmlFor={fileId} className={labelStyle}>
          {m.adm_nl_import_file()}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={async (e) => {
            const file = e.target.files?.[0]
            if (file) setCsv(await file.text())
            setPreview(null)
          }}
        />
      </div>
      <TextInput
        label={m.adm_nl_import_text()}
        name="csv"
        multiline
        value={csv}
        errors={errors}
        onChange={(v) => {
          setCsv(v)
          setPreview(null)
        }}
      />
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <button
          type="button"
          className={buttonStyle.secondary}
          disabled={busy || !csv.trim()}
          onClick={() => run(false)}
          data-action="import-preview"
        >
          {m.adm_nl_import_preview()}
        </button>
        {preview && preview.added > 0 && (
          <button
            type="button"
            className={buttonStyle.primary}
            disabled={busy}
            onClick={() => run(true)}
            data-action="import-confirm"
          >
            {m.adm_nl_import_confirm({ count: preview.added })}
          </button>
        )}
      </div>
      {preview && (
        <>
          <p role="status">
            {m.adm_nl_import_summary({ added: preview.added, skipped: preview.skipped, refused: preview.refused })}
          </p>
          <Table
            caption={m.adm_nl_import_rows()}
            rows={preview.rows}
            rowKey={(r) => r.line}
            columns={[
              { key: 'line', header: m.adm_nl_import_line(), cell: (r) => r.line, align: 'end', fit: true },
              { key: 'email', header: m.adm_user_email(), cell: (r) => r.email, rowHeader: true },
              { key: 'outcome', header: m.adm_nl_import_outcome(), cell: (r) => outcome(r.outcome) },
              { key: 'reason', header: m.adm_nl_import_reason(), cell: (r) => reason(r.reason) },
              { key: 'locale', header: m.adm_nl_locale(), cell: (r) => r.locale, wide: true },
              { key: 'source', header: m.adm_nl_source(), cell: (r) => r.consent_source, wide: true },
            ]}
          />
        </>
      )}
    </section>
  )
}
