import { css } from 'styled-system/css'
import type { AdminCatalogue, AdminModel } from '~/domains/configurator/admin/catalogue.schemas'
import { photoOptions } from '~/domains/configurator/admin/photo-options'
import { m } from '~/paraglide/messages.js'
import { useConfirm } from '../kit/confirm'
import { ImagePicker } from '../kit/image-picker'
import { labelStyle, mutedText, smallButton } from '../kit/styles'
import { Problems, problemsAt } from './inputs'

// The model photographed in each finish it is made in (issue 42 p6): the storefront's and the
// cart line's picture of that choice. Picked from the media library, replaced by picking again;
// removing asks first (the kit's confirm dialog). Saved with the model.

type Images = AdminModel['option_images']

export function FinishPhotos(props: {
  catalogue: Pick<AdminCatalogue, 'steps' | 'rules'>
  model: AdminModel
  problems: Record<string, string[]>
  onChange: (images: Images) => void
}) {
  const { model } = props
  const { ask, dialog } = useConfirm()
  const options = photoOptions(props.catalogue, model)
  const urlOf = (id: number) => model.option_images.find((i) => i.option_id === id)?.url ?? ''
  const put = (id: number, url: string) => {
    const others = model.option_images.filter((i) => i.option_id !== id)
    props.onChange(url ? [...others, { option_id: id, url }] : others)
  }
  if (options.length === 0) return null
  return (
    <fieldset
      className={css({ border: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: '3' })}
      data-finish-photos
    >
      <legend className={css({ fontWeight: 'bold', mb: '2' })}>{m.adm_cfg_photos()}</legend>
      <p className={mutedText}>{m.adm_cfg_photos_hint()}</p>
      <ul
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          listStyle: 'none',
          p: 0,
        })}
      >
        {options.map((o) => {
          const id = `finish-photo-${model.id}-${o.id}`
          const name = o.names.it
          const url = urlOf(o.id)
          const at = model.option_images.findIndex((x) => x.option_id === o.id)
          return (
            <li
              key={o.id}
              className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: 0 })}
              data-finish-photo={o.code}
            >
              <label htmlFor={id} className={labelStyle}>
                {name}
              </label>
              <ImagePicker
                id={id}
                name={`option_images.${o.code}`}
                value={url}
                onBlur={() => {}}
                onChange={(v) => v && put(o.id, v)}
              />
              {url ? (
                <div>
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={m.adm_cfg_photo_remove_named({ option: name })}
                    onClick={() =>
                      ask({
                        title: m.adm_cfg_photo_remove_title(),
                        text: m.adm_cfg_photo_remove_text(),
                        confirmLabel: m.adm_cfg_remove(),
                        run: async () => put(o.id, ''),
                      })
                    }
                  >
                    {m.adm_cfg_remove()}
                  </button>
                </div>
              ) : (
                <p className={mutedText}>{m.adm_cfg_photo_none()}</p>
              )}
              <Problems
                messages={
                  at >= 0
                    ? [
                        ...problemsAt(props.problems, `option_images.${at}.option_id`),
                        ...problemsAt(props.problems, `option_images.${at}.url`),
                      ]
                    : []
                }
              />
            </li>
          )
        })}
      </ul>
      {dialog}
    </fieldset>
  )
}
