import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { Product } from '../catalog.schemas'
import { formatCm } from '../size-query'

type Limits = NonNullable<Product['size_limits_mm']>

const rangeText = (l: Limits, locale: Locale) =>
  m.product_size_range({
    minWidth: formatCm(l.min_width, locale),
    maxWidth: formatCm(l.max_width, locale),
    minHeight: formatCm(l.min_height, locale),
    maxHeight: formatCm(l.max_height, locale),
  })

/**
 * A product's sizes (issue 42, decision 098): made to measure, the range it is made in (its
 * own limits, else its configurator model's) and a link to each configurator model that makes
 * it; a fixed size, its width × height. Nothing when the product has no size (a handle).
 */
export function ProductSizes({ product, locale }: { product: Product; locale: Locale }) {
  const own = product.size_limits_mm
  const models = product.configurator_models
  const fixed = own && !product.made_to_measure && own.min_width === own.max_width && own.min_height === own.max_height
  const range = fixed ? null : (own ?? models[0]?.size_limits_mm ?? null)
  if (!fixed && !range && models.length === 0) return null
  return (
    <div data-testid="product-sizes" className={css({ mt: '4', display: 'flex', flexDirection: 'column', gap: '2' })}>
      {fixed && (
        <p className={css({ fontWeight: 'semibold' })}>
          {m.product_size_fixed({ width: formatCm(own.min_width, locale), height: formatCm(own.min_height, locale) })}
        </p>
      )}
      {range && <p className={css({ fontWeight: 'semibold' })}>{rangeText(range, locale)}</p>}
      {models.map((model) => (
        <Link
          key={model.id}
          to="/collezioni/configuratore/$id"
          params={{ id: String(model.id) }}
          data-testid="product-configure"
          className={css({
            alignSelf: 'flex-start',
            display: 'inline-flex',
            alignItems: 'center',
            minH: '11',
            px: '4',
            border: '2px solid',
            borderColor: 'primary',
            borderRadius: 'md',
            color: 'link',
            fontWeight: 'bold',
            _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
          })}
        >
          {m.product_configure({ name: model.name })}
        </Link>
      ))}
    </div>
  )
}
