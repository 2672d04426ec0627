import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { prose } from '~/components/ui/prose'
import { baseLocale, type Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { AdminPage, NotThere } from '../kit/admin-page'
import { adminRequest, useRecord } from '../kit/data-provider'
import { mutedText } from '../kit/styles'

type Texts = Record<string, { title: string; body: string } | undefined>

/**
 * A page or article as the shop will show it, drafts and scheduled ones included: the admin's
 * preview link. The body goes through the shop's own renderer (`POST /admin/markdown/preview`).
 */
export function ContentPreview({ api, id, back }: { api: string; id: string; back: { to: string; label: string } }) {
  const record = useRecord<{ title: string; status?: string; translations: Texts }>({ api }, id)
  const locale = getLocale() as Locale
  const text = record.data ? (record.data.translations[locale] ?? record.data.translations[baseLocale]) : undefined
  const html = useQuery({
    queryKey: [api, 'preview', id, text?.body],
    queryFn: async () =>
      (
        await adminRequest<{ data: { html: string } }>('POST', '/admin/markdown/preview', {
          body: { markdown: text?.body ?? '' },
        })
      ).data.html,
    enabled: text !== undefined,
  })
  if (record.isError) return <NotThere />
  return (
    <AdminPage title={m.cadm_preview()} back={back}>
      {!text || html.isPending ? (
        <p role="status" className={mutedText}>
          {m.adm_loading()}
        </p>
      ) : (
        <article
          className={css({
            maxW: '760px',
            border: '1px solid',
            borderColor: 'border',
            borderRadius: 'lg',
            p: { base: '4', md: '8' },
          })}
        >
          {record.data?.status === 'draft' && <p className={mutedText}>{m.cadm_status_draft()}</p>}
          <h2 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '4' })}>{text.title}</h2>
          {/* Sanitized by the server's renderer (src/lib/markdown/render.server.ts). */}
          <div className={prose} dangerouslySetInnerHTML={{ __html: html.data ?? '' }} />
        </article>
      )}
    </AdminPage>
  )
}
