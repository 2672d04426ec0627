import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { mutedText, sectionStyle } from '../kit/styles'
import { uploaded, uploadToLibrary } from '../kit/upload'

type Item = { key: number; name: string; progress: number; state: 'uploading' | 'done' | 'error'; message?: string }

/** What the admin reads when the API refuses a file: its message and the reason for the file. */
const refusal = (status: number, error?: { message?: string; fields?: Record<string, string[]> }) =>
  status === 0
    ? m.cadm_upload_offline()
    : [error?.message ?? m.error_generic_text(), ...(error?.fields?.file ?? [])].join(' — ')

/**
 * Upload by drag and drop or the file picker, several files at once, each with its own progress
 * bar and outcome. The type, size and content checks are the API's (decision 024): a refused
 * file shows the API's reason.
 */
export function MediaUpload() {
  const id = useId()
  const client = useQueryClient()
  const [items, setItems] = useState<Item[]>([])
  const [over, setOver] = useState(false)
  const update = (key: number, patch: Partial<Item>) =>
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...patch } : i)))
  const start = (files: FileList | File[]) => {
    for (const file of Array.from(files)) {
      const key = Date.now() + Math.random()
      setItems((all) => [{ key, name: file.name, progress: 0, state: 'uploading' }, ...all])
      void uploadToLibrary(file, (progress) => update(key, { progress })).then(async (answer) => {
        const { status, body } = answer
        if (uploaded(answer)) {
          update(key, {
            state: 'done',
            progress: 100,
            message: body.data?.created === false ? m.cadm_upload_known() : m.cadm_upload_done(),
          })
          await client.invalidateQueries({ queryKey: ['/admin/media'] })
        } else {
          update(key, { state: 'error', message: refusal(status, body.error) })
        }
      })
    }
  }
  return (
    <section className={sectionStyle} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' })}>
        {m.cadm_upload_title()}
      </h2>
      {/* Dropping files is the pointer's shortcut; the file input inside is the keyboard's way. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <label
        htmlFor={`${id}-file`}
        data-drop-zone
        data-over={over || undefined}
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault()
          setOver(false)
          start(e.dataTransfer.files)
        }}
        className={css({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: '2',
          p: '6',
          border: '2px dashed',
          borderColor: 'border',
          borderRadius: 'lg',
          textAlign: 'center',
          cursor: 'pointer',
          '&[data-over]': { borderColor: 'primary', bg: 'bg.subtle' },
          _focusWithin: { outline: '3px solid', outlineColor: 'primary', outlineOffset: '2px' },
        })}
      >
        <strong>{m.cadm_upload_drop()}</strong>
        <span className={mutedText}>{m.cadm_upload_types()}</span>
        <input
          id={`${id}-file`}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml,.jpg,.jpeg,.png,.webp,.avif,.svg"
          className={css({ srOnly: true })}
          onChange={(e) => {
            if (e.target.files) start(e.target.files)
            e.target.value = ''
          }}
        />
      </label>
      {items.length > 0 && (
        <ul
          className={css({ listStyle: 'none', p: 0, mt: '4', display: 'flex', flexDirection: 'column', gap: '3' })}
          aria-live="polite"
        >
          {items.map((i) => (
            <li key={i.key} data-upload={i.state} className={css({ display: 'grid', gap: '1', minW: 0 })}>
              <span className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>{i.name}</span>
              <progress
                value={i.progress}
                max={100}
                aria-label={m.cadm_upload_progress({ name: i.name })}
                className={css({ w: 'full', h: '2' })}
              />
              {i.message && (
                <span
                  role={i.state === 'error' ? 'alert' : undefined}
                  className={css({ fontSize: 'sm', color: i.state === 'error' ? 'error.text' : 'fg.muted' })}
                >
                  {i.message}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
