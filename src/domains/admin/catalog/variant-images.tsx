import { useId } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { useConfirm } from '../kit/confirm'
import { ImagePicker } from '../kit/image-picker'
import { mutedText, smallButton } from '../kit/styles'

// A variant's own photos (issue 42 p6): picked from the media library, in order; the first is
// the cart line's thumbnail. Removing one asks first (the kit's confirm dialog) — the file stays
// in the library, the variant stops showing it once the product is saved.

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

export function VariantImages({
  images,
  variant,
  name,
  onChange,
}: {
  images: string[]
  variant: string
  name: string
  onChange: (images: string[]) => void
}) {
  const id = useId()
  const { ask, dialog } = useConfirm()
  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      data-variant-images
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <span id={`${id}-title`} className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
        {m.cat_variant_images()} — {variant}
      </span>
      {images.length === 0 ? (
        <p className={mutedText}>{m.cat_variant_no_images()}</p>
      ) : (
        <ol className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', listStyle: 'none', p: 0 })}>
          {images.map((url, i) => (
            <li
              key={`${url}-${i}`}
              className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' })}
            >
              <img src={url} alt={m.cat_variant_image_label({ n: String(i + 1), variant })} className={thumb} />
              <button
                type="button"
                className={smallButton}
                aria-label={m.cat_variant_remove_image_named({ name: `${i + 1} — ${variant}` })}
                onClick={() =>
                  ask({
                    title: m.cat_variant_remove_image_title(),
                    text: m.cat_variant_remove_image_text(),
                    confirmLabel: m.cat_remove_image(),
                    run: async () => onChange(images.filter((_, j) => j !== i)),
                  })
                }
              >
                {m.cat_remove_image()}
              </button>
            </li>
          ))}
        </ol>
      )}
      <label htmlFor={`${id}-add`} className={css({ fontSize: 'sm' })}>
        {m.cat_variant_add_image()}
      </label>
      <ImagePicker
        id={`${id}-add`}
        name={`${name}.images`}
        value=""
        onBlur={() => {}}
        onChange={(url) => url && onChange([...images, url])}
      />
      {dialog}
    </div>
  )
}
