import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import type { FieldErrors } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { TextInput } from '../kit/controls'
import { FormSection } from '../kit/form-outline'
import { mutedText, smallButton } from '../kit/styles'
import { uploaded, uploadToLibrary } from '../kit/upload'
import { emptyNames, type ImageDraft } from './product-draft'

// A product's images from the media library (decision 024): pick one already there or upload
// a new one (the API checks the bytes), order them, and give each an alt text per locale.

type LibraryImage = { id: number; url: string; alt: string }

const thumb = css({
  w: '16',
  h: '16',
  objectFit: 'cover',
  borderRadius: 'sm',
  border: '1px solid',
  borderColor: 'border',
  bg: 'bg.subtle',
  flexShrink: 0,
})

function useLibrary() {
  return useQuery({
    queryKey: ['/images', 'library'],
    queryFn: async () => ((await (await fetch('/api/images?per_page=100')).json()) as { data: LibraryImage[] }).data,
  })
}

export function ProductImages(props: {
  images: ImageDraft[]
  onChange: (i: ImageDraft[]) => void
  locale: Locale
  errors: FieldErrors
}) {
  const [picking, setPicking] = useState(false)
  const [status, setStatus] = useState<{ kind: 'busy' | 'error'; text: string } | null>(null)
  const library = useLibrary()
  const client = useQueryClient()
  const add = (url: string) => props.onChange([...props.images, { url, alt: emptyNames() }])
  const move = (i: number, step: number) => {
    const next = [...props.images]
    ;[next[i], next[i + step]] = [next[i + step]!, next[i]!]
    props.onChange(next)
  }
  const upload = async (file: File) => {
    setStatus({ kind: 'busy', text: m.cat_uploading({ name: file.name }) })
    const answer = await uploadToLibrary(file)
    if (!uploaded(answer) || !answer.body.data?.path) {
      return setStatus({
        kind: 'error',
        text: [answer.body.error?.message ?? m.error_generic_text(), ...(answer.body.error?.fields?.file ?? [])].join(
          ' — ',
        ),
      })
    }
    setStatus(null)
    add(answer.body.data.path)
    await client.invalidateQueries({ queryKey: ['/images'] })
  }
  const tag = ` (${props.locale.toUpperCase()})`
  return (
    <FormSection id="product-images" title={m.cat_images()}>
      {props.errors.images && (
        <p className={css({ color: 'error.text', fontSize: 'sm' })}>{props.errors.images.join(' ')}</p>
      )}
      {props.images.length === 0 && <p className={mutedText}>{m.cat_no_images()}</p>}
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: 0 })}>
        {props.images.map((img, i) => (
          <li
            key={`${img.url}-${i}`}
            className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', flexWrap: 'wrap' })}
            data-image={i}
          >
            <img src={img.url} alt="" className={thumb} />
            <div className={css({ flex: '1', minW: '200px' })}>
              <TextInput
                label={m.cat_alt() + tag}
                name={`images.${i}.alt.${props.locale}`}
                errors={props.errors}
                value={img.alt[props.locale]}
                optional
                onChange={(v) =>
                  props.onChange(
                    props.images.map((x, j) => (j === i ? { ...x, alt: { ...x.alt, [props.locale]: v } } : x)),
                  )
                }
              />
            </div>
            <span className={css({ display: 'flex', gap: '1', flexWrap: 'wrap' })}>
              <button
                type="button"
                className={smallButton}
                disabled={i === 0}
                onClick={() => move(i, -1)}
                aria-label={m.cat_move_up_named({ name: String(i + 1) })}
              >
                ↑
              </button>
              <button
                type="button"
                className={smallButton}
                disabled={i === props.images.length - 1}
                onClick={() => move(i, 1)}
                aria-label={m.cat_move_down_named({ name: String(i + 1) })}
              >
                ↓
              </button>
              <button
                type="button"
                className={smallButton}
                onClick={() => props.onChange(props.images.filter((_, j) => j !== i))}
              >
                {m.cat_remove_image()}
              </button>
            </span>
          </li>
        ))}
      </ol>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}>
        <button
          type="button"
          className={smallButton}
          aria-expanded={picking}
          onClick={() => setPicking(!picking)}
          data-action="pick-image"
        >
          {m.cat_pick_image()}
        </button>
        <label className={smallButton}>
          {m.cat_upload_image()}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml"
            className={css({ srOnly: true })}
            data-upload
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (file) void upload(file)
            }}
          />
        </label>
        {status && (
          <span
            role={status.kind === 'error' ? 'alert' : 'status'}
            className={css({ fontSize: 'sm', color: status.kind === 'error' ? 'error.text' : 'fg.muted' })}
          >
            {status.text}
          </span>
        )}
      </div>
      {picking && (
        <ul
          aria-label={m.cat_library()}
          className={css({
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
            gap: '2',
            listStyle: 'none',
            p: 0,
          })}
        >
          {(library.data ?? []).map((l) => (
            <li key={l.id}>
              <button
                type="button"
                className={css({
                  p: '1',
                  border: '1px solid',
                  borderColor: 'border',
                  borderRadius: 'md',
                  bg: 'bg.canvas',
                  cursor: 'pointer',
                  w: 'full',
                  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' },
                })}
                onClick={() => {
                  add(l.url)
                  setPicking(false)
                }}
                aria-label={m.cat_pick_named({ name: l.alt || l.url.split('/').pop() || String(l.id) })}
                data-library-image={l.url}
              >
                <img src={l.url} alt="" className={css({ w: 'full', h: '20', objectFit: 'cover' })} loading="lazy" />
              </button>
            </li>
          ))}
          {library.data?.length === 0 && <li className={mutedText}>{m.cat_library_empty()}</li>}
        </ul>
      )}
    </FormSection>
  )
}
