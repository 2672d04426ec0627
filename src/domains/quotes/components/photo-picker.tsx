import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { buttonStyle } from '~/domains/accounts/components/form-kit'
import { localizedHref } from '~/lib/i18n/url-rewrite'
import { m } from '~/paraglide/messages.js'
import { MAX_QUOTE_PHOTO_BYTES, MAX_QUOTE_PHOTOS, QUOTE_PHOTO_TYPES } from '../quotes.schemas'

// The photos of the openings: each file goes to `/quote-photo` (forwarded to the API's
// `POST /quote-requests/photos`) as soon as it is chosen, so the media pipeline's checks answer
// at once; the request then names their tokens.

export type Uploaded = { token: string; name: string }

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: 0 }),
  item: css({
    display: 'flex',
    gap: '3',
    alignItems: 'center',
    justifyContent: 'space-between',
    p: '2',
    border: '1px solid',
    borderColor: 'border',
    borderRadius: 'md',
    wordBreak: 'break-all',
  }),
  error: css({ color: 'error.text', fontSize: 'sm' }),
  hint: css({ color: 'fg.muted', fontSize: 'sm' }),
}

export function PhotoPicker(props: { photos: Uploaded[]; onChange: (photos: Uploaded[]) => void; errors?: string[] }) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [problems, setProblems] = useState<string[]>([])
  const pick = async (files: FileList | null) => {
    if (!files) return
    setBusy(true)
    const found: string[] = []
    let photos = props.photos
    for (const file of Array.from(files)) {
      if (photos.length >= MAX_QUOTE_PHOTOS) {
        found.push(m.validation_quote_photos_max())
        break
      }
      if (file.size > MAX_QUOTE_PHOTO_BYTES) {
        found.push(m.quotes_photo_too_big({ name: file.name }))
        continue
      }
      try {
        const res = await fetch(localizedHref('/quote-photo'), {
          method: 'POST',
          body: file,
          headers: { 'content-type': 'application/octet-stream' },
        })
        const body = (await res.json()) as { data?: { token: string }; error?: { message: string } }
        if (!res.ok || !body.data) found.push(`${file.name}: ${body.error?.message ?? m.error_generic_text()}`)
        else photos = [...photos, { token: body.data.token, name: file.name }]
      } catch {
        found.push(`${file.name}: ${m.error_generic_text()}`)
      }
    }
    props.onChange(photos)
    setProblems(found)
    setBusy(false)
  }
  const errors = [...problems, ...(props.errors ?? [])]
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <label htmlFor={id} className={css({ fontWeight: 'medium' })}>
        {m.quotes_field_photos()}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {m.quotes_field_photos_hint({ max: MAX_QUOTE_PHOTOS, mb: MAX_QUOTE_PHOTO_BYTES / 1024 / 1024 })}
      </p>
      <input
        id={id}
        // Posted with the form only without JavaScript; with it, each file is sent when chosen.
        name="photo_files"
        type="file"
        multiple
        accept={QUOTE_PHOTO_TYPES.join(',')}
        disabled={busy || props.photos.length >= MAX_QUOTE_PHOTOS}
        aria-describedby={`${id}-hint${errors.length ? ` ${id}-error` : ''}`}
        data-testid="quote-photos"
        onChange={(e) => {
          void pick(e.target.files)
          e.target.value = ''
        }}
      />
      {busy && <p role="status">{m.quotes_photo_uploading()}</p>}
      {props.photos.length > 0 && (
        <ul className={styles.list} aria-label={m.quotes_field_photos()}>
          {props.photos.map((p) => (
            <li key={p.token} className={styles.item} data-testid="quote-photo">
              <span>{p.name}</span>
              <button
                type="button"
                className={buttonStyle.secondary}
                onClick={() => props.onChange(props.photos.filter((x) => x.token !== p.token))}
              >
                {m.quotes_photo_remove({ name: p.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {errors.length > 0 && (
        <p id={`${id}-error`} className={styles.error}>
          {errors.join(' ')}
        </p>
      )}
    </div>
  )
}
