import { useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { AdminPage } from '../kit/admin-page'
import { useConfirm } from '../kit/confirm'
import { useAdminQuery, type Page } from '../kit/data-provider'
import { inputStyle, labelStyle, mutedText, smallButton } from '../kit/styles'
import type { AdminMedia } from './admin-media.contract'
import { MediaCard } from './media-card'
import { MediaUpload } from './media-upload'

const PER_PAGE = 24

/** The media library screen (spec §7, decision 024): upload, browse, alt texts, delete. */
export function MediaLibrary() {
  const [page, setPage] = useState(1)
  const [q, setQ] = useState('')
  const list = useAdminQuery<Page<AdminMedia>>(['/admin/media', 'library'], '/admin/media', {
    page,
    per_page: PER_PAGE,
    q: q || undefined,
    sort: 'created_at',
    dir: 'desc',
  })
  const { ask, dialog } = useConfirm()
  const meta = list.data?.meta
  return (
    <AdminPage title={m.cadm_menu_media()} intro={m.cadm_media_intro()}>
      <MediaUpload />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', maxW: '420px' })}>
        <label htmlFor="media-search" className={labelStyle}>
          {m.adm_search()}
        </label>
        <input
          id="media-search"
          type="search"
          value={q}
          onChange={(e) => {
            setQ(e.target.value)
            setPage(1)
          }}
          className={inputStyle}
        />
      </div>
      {list.isPending ? (
        <p role="status" className={mutedText}>
          {m.adm_loading()}
        </p>
      ) : (list.data?.data.length ?? 0) === 0 ? (
        <p className={mutedText}>{m.adm_empty()}</p>
      ) : (
        <ul
          className={css({
            listStyle: 'none',
            p: 0,
            display: 'grid',
            gap: '4',
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          })}
        >
          {list.data!.data.map((image) => (
            <MediaCard key={`${image.id}-${image.used_by.length}`} image={image} ask={ask} />
          ))}
        </ul>
      )}
      {meta && meta.total_pages > 1 && (
        <nav aria-label={m.cadm_media_pages()} className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
          <button type="button" className={smallButton} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            ← {m.adm_previous()}
          </button>
          <span className={mutedText}>
            {page} / {meta.total_pages}
          </span>
          <button
            type="button"
            className={smallButton}
            disabled={page >= meta.total_pages}
            onClick={() => setPage(page + 1)}
          >
            {m.adm_next()} →
          </button>
        </nav>
      )}
      {dialog}
    </AdminPage>
  )
}
