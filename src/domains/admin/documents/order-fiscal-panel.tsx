import { useQueryClient } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import type { FiscalKind, OrderFiscal } from '~/domains/fiscal/fiscal.schemas'
import { m } from '~/paraglide/messages.js'
import { useConfirm } from '../kit/confirm'
import { adminRequest, AdminRequestError, useAdminQuery } from '../kit/data-provider'
import { day, money } from '../kit/format'
import { buttonStyle, mutedText, sectionStyle } from '../kit/styles'
import { toast } from '../kit/toasts'
import { DocumentLinks } from './document-links'
import { kindLabel } from './fiscal-documents.resource'

const issueLabel: Record<FiscalKind, () => string> = {
  receipt: () => m.fd_adm_issue_receipt(),
  invoice: () => m.fd_adm_issue_invoice(),
  credit_note: () => m.fd_adm_issue_credit_note(),
}

/**
 * The order's fiscal documents on its detail screen: those issued (with PDF and XML) and a
 * button for each document the API says may be issued now; a document that still lacks data
 * shows what is missing instead of a button. The query lives under the order's key, so a
 * cancellation (which makes a credit note possible) refreshes it.
 */
export function OrderFiscalPanel({ orderId }: { orderId: number }) {
  const path = `/admin/orders/${orderId}/fiscal-documents`
  const state = useAdminQuery<{ data: OrderFiscal }>(['/admin/orders', 'fiscal', orderId], path)
  const client = useQueryClient()
  const { ask, dialog } = useConfirm()
  const data = state.data?.data

  const issue = (kind: FiscalKind) =>
    ask({
      title: issueLabel[kind](),
      text: m.fd_adm_issue_confirm(),
      confirmLabel: issueLabel[kind](),
      run: async () => {
        try {
          const res = await adminRequest<{ data: { number: string } }>('POST', path, { body: { kind } })
          toast.success(m.fd_adm_issued({ number: res.data.number }))
        } catch (e) {
          toast.error(issueLabel[kind](), e instanceof AdminRequestError ? e.message : undefined)
        }
        await Promise.all([
          client.invalidateQueries({ queryKey: ['/admin/orders'] }),
          client.invalidateQueries({ queryKey: ['/admin/fiscal-documents'] }),
        ])
      },
    })

  return (
    <section className={sectionStyle} aria-labelledby="order-fiscal" data-order-fiscal>
      <h2 id="order-fiscal" className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })}>
        {m.fd_adm_order_heading()}
      </h2>
      {state.isPending && (
        <p role="status" className={mutedText}>
          {m.adm_loading()}
        </p>
      )}
      {data && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {data.issued.length === 0 ? (
            <p className={mutedText}>{m.fd_adm_none()}</p>
          ) : (
            <ul className={css({ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: '2' })}>
              {data.issued.map((d) => (
                <li
                  key={d.id}
                  className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}
                  data-issued={d.kind}
                >
                  <span>
                    {kindLabel[d.kind]()} <strong>{d.number}</strong> · {day(d.issued_at)} · {money(d.total)}
                  </span>
                  <DocumentLinks doc={d} />
                </li>
              ))}
            </ul>
          )}
          {data.offers.length > 0 && (
            <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}>
              {data.offers.map((o) =>
                o.missing.length === 0 ? (
                  <button
                    key={o.kind}
                    type="button"
                    className={o.kind === 'credit_note' ? buttonStyle.secondary : buttonStyle.primary}
                    onClick={() => issue(o.kind)}
                    data-issue={o.kind}
                  >
                    {issueLabel[o.kind]()}
                  </button>
                ) : (
                  <p key={o.kind} className={mutedText} data-missing={o.kind}>
                    {issueLabel[o.kind]()}: {m.fd_adm_missing({ fields: o.missing.join(', ') })}
                  </p>
                ),
              )}
            </div>
          )}
        </div>
      )}
      {dialog}
    </section>
  )
}
