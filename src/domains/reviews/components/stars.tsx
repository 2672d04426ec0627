import { css } from 'styled-system/css'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'

const styles = {
  row: css({ display: 'inline-flex', gap: '0.5', lineHeight: 1, fontSize: 'lg' }),
  small: css({ display: 'inline-flex', gap: '0.5', lineHeight: 1, fontSize: 'md' }),
  on: css({ color: 'fg.default' }),
  off: css({ color: 'fg.muted', opacity: 0.35 }),
}

/** 4.5 → "4,5" in Italian: one decimal, the locale's mark. */
export const formatAverage = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)

/** Five stars, `value` of them filled (rounded); one image with its name for screen readers. */
export function Stars({ value, locale, small }: { value: number; locale: Locale; small?: boolean }) {
  const filled = Math.round(value)
  const label = m.reviews_stars_alt(
    { rating: Number.isInteger(value) ? String(value) : formatAverage(value, locale) },
    { locale },
  )
  return (
    <span role="img" aria-label={label} className={small ? styles.small : styles.row}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= filled ? styles.on : styles.off}>
          ★
        </span>
      ))}
    </span>
  )
}
