import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import type { AdminMedia } from '../media/admin-media.contract'
import { useAdminQuery, type Page } from './data-provider'
import { inputStyle, mutedText } from './styles'

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

/** An image from the media library (its newest 100 raster images and SVGs), with a thumbnail of the choice. */
export function ImagePicker({ value, onChange, ...input }: Props) {
  const library = useAdminQuery<Page<AdminMedia>>(['/admin/media', 'picker'], '/admin/media', {
    per_page: 100,
    sort: 'created_at',
    dir: 'desc',
  })
  const images = library.data?.data ?? []
  const known = images.some((i) => i.path === value)
  return (
    <div
      className={css({
        display: 'flex',
        gap: '3',
        alignItems: 'center',
        minW: 0,
      })}
    >
      {value ? (
        <img
          src={value}
          alt=""
          width={96}
          height={54}
          className={css({
            w: '96px',
            h: '54px',
            objectFit: 'cover',
            borderRadius: 'sm',
            border: '1px solid',
            borderColor: 'border',
            flexShrink: 0,
          })}
        />
      ) : null}
      <div
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '1',
          flex: 1,
          minW: 0,
        })}
      >
        <select {...input} value={value} onChange={(e) => onChange(e.target.value)} className={inputStyle}>
          <option value="">{m.adm_choose()}</option>
          {value && !known && <option value={value}>{value}</option>}
          {images.map((i) => (
            <option key={i.id} value={i.path}>
              {(i.alt.it ?? i.path.split('/').pop()) + (i.width ? ` (${i.width}×${i.height})` : '')}
            </option>
          ))}
        </select>
        <a href="/administration/media" className={mutedText} target="_blank" rel="noopener">
          {m.cadm_open_library()}
        </a>
      </div>
    </div>
  )
}
