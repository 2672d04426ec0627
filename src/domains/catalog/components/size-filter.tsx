import { css } from 'styled-system/css'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { SizeFacet } from '../catalog.schemas'
import type { ShopSearch } from '../shop-search'
import { formatCm, SIZE_LIMITS_CM } from '../size-query'
import type { ShopForm } from './use-shop-form'

const fieldset = css({ border: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: '1.5' })
const legend = css({ fontWeight: 'semibold', mb: '1.5' })
const input = css({
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  px: '2',
  py: '1.5',
  w: 'full',
  bg: 'bg.canvas',
})
const hint = css({ fontSize: 'sm', color: 'fg.muted' })

type Props = { size: SizeFacet | null; form: ShopForm; formId: string; locale: Locale }

const wholeCm = (value: string) => (value === '' ? undefined : Math.trunc(Number(value)) || undefined)

/**
 * The opening's width × height in cm (decision 098), inputs of the shop's GET form. Offered
 * where the listing's products have sizes (the facet), so not among handles; the numbers are
 * kept as typed and only a pair within the limits filters (the server ignores anything else).
 */
export function SizeFilter({ size, form, formId, locale }: Props) {
  const { draft, setDraft } = form
  const half = (draft.w === undefined) !== (draft.h === undefined)
  const sides = [
    ['w', m.filters_size_width()],
    ['h', m.filters_size_height()],
  ] as const
  return (
    <fieldset className={fieldset} data-testid="size-filter">
      <legend className={legend}>{m.filters_size()}</legend>
      {/* A label may wrap in the narrow column ("Larghezza (cm)"): the inputs stay on one line. */}
      <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-end' })}>
        {sides.map(([key, label]) => (
          <label key={key} className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: 1 })}>
            {label}
            <input
              type="number"
              name={key}
              form={formId}
              min={SIZE_LIMITS_CM.min}
              max={SIZE_LIMITS_CM.max}
              step={1}
              inputMode="numeric"
              value={draft[key] ?? ''}
              onChange={(e) => setDraft({ ...draft, [key]: wholeCm(e.currentTarget.value) } satisfies ShopSearch)}
              className={input}
            />
          </label>
        ))}
      </div>
      {half && <p className={hint}>{m.filters_size_both()}</p>}
      {size && (
        <p className={hint}>
          {m.filters_size_hint({
            minWidth: formatCm(size.min_width_mm, locale),
            maxWidth: formatCm(size.max_width_mm, locale),
            minHeight: formatCm(size.min_height_mm, locale),
            maxHeight: formatCm(size.max_height_mm, locale),
          })}
        </p>
      )}
    </fieldset>
  )
}
