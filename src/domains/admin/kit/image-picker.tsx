import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { mutedText, smallButton } from './styles'

// The kit's image field (FieldType 'image'): the path stays editable as text, and a dialog
// offers the media library (spec §7 `GET /images`, public, read from the same origin) to pick
// one. Uploading and deleting are the media library screen's job.

type LibraryImage = { id: number; url: string; alt: string; mime: string }

async function fetchLibrary(): Promise<LibraryImage[]> {
  const res = await fetch('/api/images?per_page=100')
  if (!res.ok) throw new Error(`GET /images: ${res.status}`)
  return ((await res.json()) as { data: LibraryImage[] }).data
}

export function ImagePicker({ value, label, onPick }: { value: string; label: string; onPick: (url: string) => void }) {
  const [open, setOpen] = useState(false)
  const library = useQuery({ queryKey: ['/images', 'picker'], queryFn: fetchLibrary, enabled: open, staleTime: 30_000 })
  return (
    <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
      {value && <img src={value} alt="" className={css({ maxH: '40px', maxW: '120px', objectFit: 'contain', border: '1px solid', borderColor: 'border', borderRadius: 'sm', bg: 'bg.subtle' })} />}
      <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} lazyMount unmountOnExit>
        <Dialog.Trigger type="button" className={smallButton}>
          {m.adm_img_choose()}
          <span className={css({ srOnly: true })}>: {label}</span>
        </Dialog.Trigger>
        <Portal>
          <Dialog.Backdrop className={css({ position: 'fixed', inset: 0, bg: 'rgba(0, 0, 0, 0.45)', zIndex: 50 })} />
          <Dialog.Positioner className={css({ position: 'fixed', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: 51, p: '4' })}>
            <Dialog.Content className={css({ bg: 'bg.canvas', color: 'fg.default', borderRadius: 'lg', p: '5', w: 'min(720px, 100%)', maxH: '85vh', overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: '4' })}>
              <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3' })}>
                <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{m.adm_img_title({ field: label })}</Dialog.Title>
                <Dialog.CloseTrigger className={smallButton}>{m.adm_close()}</Dialog.CloseTrigger>
              </div>
              {library.isPending && <p role="status">{m.adm_loading()}</p>}
              {library.isError && <p role="alert">{m.error_generic_text()}</p>}
              {library.data?.length === 0 && <p className={mutedText}>{m.adm_img_empty()}</p>}
              <ul className={css({ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: '3', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' })}>
                {library.data?.map((img) => (
                  <li key={img.id}>
                    <button
                      type="button"
                      aria-pressed={img.url === value}
                      onClick={() => {
                        onPick(img.url)
                        setOpen(false)
                      }}
                      className={css({ w: 'full', display: 'flex', flexDirection: 'column', gap: '1', p: '2', border: '2px solid', borderColor: img.url === value ? 'primary' : 'border', borderRadius: 'md', bg: 'bg.canvas', cursor: 'pointer', _hover: { borderColor: 'primary' } })}
                    >
                      <img src={img.url} alt="" loading="lazy" className={css({ w: 'full', aspectRatio: '4 / 3', objectFit: 'contain', bg: 'bg.subtle' })} />
                      <span className={css({ fontSize: 'xs', color: 'fg.default', wordBreak: 'break-all', textAlign: 'left' })}>{img.alt || img.url.split('/').pop()}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </div>
  )
}
