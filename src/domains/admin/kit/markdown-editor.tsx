import { useEffect, useId, useState } from 'react'
import { css } from 'styled-system/css'
import { prose } from '~/components/ui/prose'
import { m } from '~/paraglide/messages.js'
import { adminRequest } from './data-provider'
import { inputStyles, labelStyle, mutedText } from './styles'

const sourceArea = css(inputStyles, { fontFamily: 'mono', fontSize: 'sm', minH: '240px' })

type Props = {
  id: string
  name: string
  value: string
  onChange: (v: string) => void
  onBlur: () => void
  disabled?: boolean
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/**
 * A Markdown textarea beside its live preview. The preview is rendered by the server with the
 * shop's own sanitized renderer (`POST /admin/markdown/preview`), so it is exactly what a visitor
 * will see — never a second renderer in the browser.
 */
export function MarkdownEditor({ value, onChange, ...input }: Props) {
  const previewId = useId()
  const [html, setHtml] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    const timer = setTimeout(() => {
      adminRequest<{ data: { html: string } }>('POST', '/admin/markdown/preview', { body: { markdown: value } })
        .then((r) => live && (setHtml(r.data.html), setFailed(false)))
        .catch(() => live && setFailed(true))
    }, 300)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [value])
  return (
    <div
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
        minW: 0,
      })}
    >
      <textarea
        {...input}
        rows={14}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={sourceArea}
        spellCheck
      />
      <section
        aria-labelledby={previewId}
        className={css({
          border: '1px solid',
          borderColor: 'border',
          borderRadius: 'md',
          p: '3',
          minW: 0,
          overflow: 'auto',
          maxH: '480px',
        })}
      >
        {/* A label, not a heading: the form's fields have none, so an h3 here would skip a level. */}
        <p id={previewId} className={labelStyle}>
          {m.cadm_preview()}
        </p>
        {failed ? (
          <p className={mutedText}>{m.cadm_preview_failed()}</p>
        ) : html === null ? (
          <p className={mutedText}>{m.adm_loading()}</p>
        ) : (
          // Sanitized by the server's renderer (src/lib/markdown/render.server.ts).
          <div className={prose} data-markdown-preview dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </section>
    </div>
  )
}
