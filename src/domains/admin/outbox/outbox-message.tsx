import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { AdminPage, NotThere } from '../kit/admin-page'
import { adminRequest, AdminRequestError, useRecord } from '../kit/data-provider'
import { dateTime } from '../kit/format'
import { buttonStyle, mutedText, sectionStyle } from '../kit/styles'
import { toast } from '../kit/toasts'
import type { OutboxMessage } from './admin-outbox.contract'
import { outboxResource, outboxStatusName } from './outbox.resource'

/** One e-mail of the outbox: its data, its text, its HTML (in a sandboxed frame: no script, no request runs) and "send again". */
export function OutboxMessageScreen({ id }: { id: string }) {
  const record = useRecord<OutboxMessage>(outboxResource, id)
  const client = useQueryClient()
  const [busy, setBusy] = useState(false)
  const back = { to: 'outbox', label: m.adm_menu_outbox() }
  if (record.isPending)
    return (
      <AdminPage title={m.adm_menu_outbox()} back={back}>
        <p role="status">{m.adm_loading()}</p>
      </AdminPage>
    )
  if (!record.data)
    return (
      <AdminPage title={m.adm_menu_outbox()} back={back}>
        <NotThere />
      </AdminPage>
    )
  const mail = record.data
  const resend = async () => {
    setBusy(true)
    try {
      const { data } = await adminRequest<{ data: { status: OutboxMessage['status'] } }>(
        'POST',
        `/admin/outbox/${mail.id}/resend`,
      )
      if (data.status === 'sent') toast.success(m.adm_out_resent())
      else if (data.status === 'pending') toast.error(m.adm_out_no_smtp())
      else toast.error(m.adm_out_resend_failed())
      await client.invalidateQueries({ queryKey: [outboxResource.api] })
    } catch (e) {
      toast.error(m.adm_out_resend_failed(), e instanceof AdminRequestError ? e.message : undefined)
    } finally {
      setBusy(false)
    }
  }
  return (
    <AdminPage
      title={mail.subject}
      back={back}
      actions={
        <button type="button" className={buttonStyle.primary} onClick={resend} disabled={busy} data-action="resend">
          {m.adm_out_resend()}
        </button>
      }
    >
      <dl
        className={`${sectionStyle} ${css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, gap: '2', columnGap: '6' })}`}
      >
        <dt className={mutedText}>{m.adm_out_to()}</dt>
        <dd>{mail.to}</dd>
        <dt className={mutedText}>{m.adm_nl_status()}</dt>
        <dd data-status={mail.status}>
          {outboxStatusName(mail.status)} · {m.adm_out_attempts()}: {mail.attempts}
        </dd>
        <dt className={mutedText}>{m.adm_nl_date()}</dt>
        <dd>{dateTime(mail.created_at)}</dd>
        {mail.last_error && (
          <>
            <dt className={mutedText}>{m.adm_out_error()}</dt>
            <dd className={css({ color: 'error.text', wordBreak: 'break-word' })}>{mail.last_error}</dd>
          </>
        )}
      </dl>
      {mail.html && (
        <iframe
          title={m.adm_out_preview()}
          sandbox=""
          srcDoc={mail.html}
          className={css({
            w: 'full',
            h: '480px',
            border: '1px solid',
            borderColor: 'border',
            borderRadius: 'lg',
            bg: 'white',
          })}
        />
      )}
      <section className={sectionStyle}>
        <h2 className={css({ fontWeight: 'bold', mb: '2' })}>{m.adm_out_text()}</h2>
        <pre className={css({ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 'sm' })}>{mail.text}</pre>
      </section>
    </AdminPage>
  )
}
