import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { locales } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { adminRequest, AdminRequestError } from '../kit/data-provider'
import { localeName } from '../kit/locale-tabs'
import { buttonStyle, inputStyle, labelStyle, linkStyle, mutedText, smallButton } from '../kit/styles'
import { toast } from '../kit/toasts'
import type { AdminMedia } from './admin-media.contract'
import { UsageLinks, usagesText } from './media-usage'

type Ask = (p: { title: string; text: string; confirmLabel: string; run: () => Promise<unknown> }) => void

const kb = (n: number | null) => (n === null ? '' : `${Math.max(1, Math.round(n / 1024))} kB`)
const fileName = (path: string) => path.split('/').pop() ?? path
const isImage = (mime: string) => mime.startsWith('image/')

/** One library image: thumbnail, size, where it is used, its alt texts, and delete (forced only after the refusal's reason). */
export function MediaCard({ image, ask }: { image: AdminMedia; ask: Ask }) {
  const id = useId()
  const client = useQueryClient()
  const [alt, setAlt] = useState<Record<string, string>>(() =>
    Object.fromEntries(locales.map((l) => [l, image.alt[l] ?? ''])),
  )
  const [saving, setSaving] = useState(false)
  const name = image.original_name ?? fileName(image.path)
  const refresh = () => client.invalidateQueries({ queryKey: ['/admin/media'] })
  const remove = (force: boolean) =>
    ask({
      title: m.adm_delete_title({ name }),
      text: force ? m.cadm_media_force_text({ uses: usagesText(image.used_by) }) : m.adm_delete_text(),
      confirmLabel: force ? m.cadm_media_force() : m.adm_delete(),
      run: async () => {
        try {
          await adminRequest('DELETE', `/images/${image.id}`, { query: force ? { force: 'true' } : {} })
          toast.success(m.adm_deleted({ name }))
          await refresh()
        } catch (e) {
          // The API's reason: where the image is used (`fields.image`).
          const uses =
            e instanceof AdminRequestError && e.fields?.image?.length
              ? usagesText(image.used_by) || e.fields.image.join(', ')
              : ''
          toast.error(
            m.adm_delete_refused({ name }),
            uses ? m.cadm_media_used_reason({ uses }) : e instanceof Error ? e.message : '',
          )
        }
      },
    })
  return (
    <li
      data-media={image.id}
      className={css({
        border: '1px solid',
        borderColor: 'border',
        borderRadius: 'lg',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        minW: 0,
      })}
    >
      {isImage(image.mime) ? (
        <img
          src={image.path}
          alt={image.alt.it ?? ''}
          width={image.width ?? 320}
          height={image.height ?? 180}
          loading="lazy"
          className={css({ w: 'full', h: '160px', objectFit: 'contain', bg: 'bg.subtle' })}
        />
      ) : (
        // A PDF (a document's file) is no picture: its icon and type, not a broken image.
        <div
          data-file-icon
          className={css({
            h: '160px',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: '2',
            bg: 'bg.subtle',
            color: 'fg.muted',
          })}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="56"
            height="56"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
            <path d="M14 3v5h5" />
          </svg>
          <span className={css({ fontWeight: 'bold', fontSize: 'sm' })}>
            {image.mime === 'application/pdf' ? 'PDF' : image.mime}
          </span>
        </div>
      )}
      <div className={css({ p: '3', display: 'flex', flexDirection: 'column', gap: '2', minW: 0 })}>
        <strong className={css({ fontSize: 'sm', overflowWrap: 'anywhere' })}>{name}</strong>
        <span className={mutedText}>
          {image.mime} {image.width ? `· ${image.width}×${image.height}` : ''} · {kb(image.size_bytes)}
        </span>
        <span className={mutedText} data-used-by>
          {image.used_by.length ? (
            <>
              {m.cadm_media_used_label()} <UsageLinks uses={image.used_by} />
            </>
          ) : (
            m.cadm_media_unused()
          )}
        </span>
        {/* Downloaded under the name it was uploaded with, not the stored content hash. */}
        <a
          href={image.path}
          download={name}
          className={linkStyle}
          data-download
          aria-label={m.cadm_media_download_named({ name })}
        >
          {m.cadm_media_download()}
        </a>
        <details>
          <summary className={css({ cursor: 'pointer', minH: '36px', display: 'flex', alignItems: 'center' })}>
            {m.cadm_alt()}
          </summary>
          <form
            className={css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '2' })}
            onSubmit={async (e) => {
              e.preventDefault()
              setSaving(true)
              try {
                await adminRequest('PATCH', `/admin/media/${image.id}`, {
                  body: { alt: Object.fromEntries(locales.map((l) => [l, alt[l]?.trim() || null])) },
                })
                toast.success(m.adm_saved())
                await refresh()
              } catch (err) {
                toast.error(m.error_generic_text(), err instanceof Error ? err.message : '')
              } finally {
                setSaving(false)
              }
            }}
          >
            {locales.map((l) => (
              <label key={l} htmlFor={`${id}-${l}`} className={labelStyle}>
                <span lang={l}>{localeName(l)}</span>
                <input
                  id={`${id}-${l}`}
                  lang={l}
                  value={alt[l]}
                  maxLength={300}
                  onChange={(e) => setAlt({ ...alt, [l]: e.target.value })}
                  className={inputStyle}
                />
              </label>
            ))}
            <button type="submit" className={buttonStyle.secondary} disabled={saving}>
              {saving ? m.adm_saving() : m.adm_save()}
            </button>
          </form>
        </details>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <button
            type="button"
            className={smallButton}
            onClick={() => remove(false)}
            aria-label={m.cadm_media_delete({ name })}
          >
            {m.adm_delete()}
          </button>
          {image.used_by.length > 0 && (
            <button
              type="button"
              className={smallButton}
              onClick={() => remove(true)}
              aria-label={m.cadm_media_force_named({ name })}
            >
              {m.cadm_media_force()}
            </button>
          )}
        </div>
      </div>
    </li>
  )
}
