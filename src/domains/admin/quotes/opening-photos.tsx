import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import type { AdminQuoteRequest } from '~/domains/quotes/quotes.schemas'
import { labelStyle, mutedText, smallButton } from '../kit/styles'
import { toast } from '../kit/toasts'
import { uploadFile, uploaded } from '../kit/upload'
import { measureText } from './quote-words'

// Photos taken at the visit, per measured opening (decision 112): thumbnails through the admin's
// file pass-through (never public) and an upload per opening, checked by the API as the
// request's photos (type from the bytes, size, pixels).

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: 0 }),
  opening: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    borderBottom: '1px solid',
    borderColor: 'border',
    pb: '3',
  }),
  thumbs: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
  thumb: css({
    w: '96px',
    h: '72px',
    objectFit: 'cover',
    borderRadius: 'md',
    border: '1px solid',
    borderColor: 'border',
  }),
}

export function OpeningPhotos({ row }: { row: AdminQuoteRequest }) {
  if (row.measures.length === 0) return null
  return (
    <section aria-label={m.opening_photos_heading()} data-testid="opening-photos">
      <h2 className={labelStyle}>{m.opening_photos_heading()}</h2>
      <ul className={styles.list}>
        {row.measures.map((x, n) => (
          <Opening key={n} row={row} n={n} text={measureText(x, n)} />
        ))}
      </ul>
    </section>
  )
}

function Opening({ row, n, text }: { row: AdminQuoteRequest; n: number; text: string }) {
  const client = useQueryClient()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const photos = row.photos.filter((p) => p.opening === n)
  const send = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    const answer = await uploadFile(`/administration/quotes/${row.id}/openings/${n}/photos`, file)
    setBusy(false)
    if (input.current) input.current.value = ''
    if (!uploaded(answer))
      return toast.error(
        [answer.body.error?.message, ...Object.values(answer.body.error?.fields ?? {}).flat()]
          .filter(Boolean)
          .join(' ') || m.error_generic_text(),
      )
    await client.invalidateQueries({ queryKey: ['/admin/quote-requests'] })
    toast.success(m.adm_saved())
  }
  return (
    <li className={styles.opening} data-testid="opening-photo-row">
      <span>{text}</span>
      <div className={styles.thumbs}>
        {photos.length === 0 && <span className={mutedText}>{m.opening_photos_none()}</span>}
        {photos.map((p, i) => (
          <a key={p.id} href={`/administration/quotes/${row.id}/photos/${p.id}`} target="_blank" rel="noopener">
            <img
              className={styles.thumb}
              src={`/administration/quotes/${row.id}/photos/${p.id}`}
              alt={m.opening_photo_alt({ i: i + 1, n: n + 1 })}
              width={96}
              height={72}
              loading="lazy"
              data-testid="opening-photo"
            />
          </a>
        ))}
        <button
          type="button"
          className={smallButton}
          disabled={busy}
          aria-label={m.opening_photos_add_label({ n: n + 1 })}
          onClick={() => input.current?.click()}
        >
          {m.opening_photos_add()}
        </button>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          onChange={(e) => void send(e.target.files?.[0])}
        />
      </div>
    </li>
  )
}
