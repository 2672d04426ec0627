import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { ProductGrid } from '~/domains/catalog/components/product-card'
import { formatDate, formatDateRange } from '~/domains/content/blog.components'
import type { Promotion } from '~/domains/content/promotions.contract'
import { fetchPromotions } from '~/domains/content/promotions.functions'
import { imageUrl } from '~/lib/format/image'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { pageHead, pathsFor, shellOf } from '~/lib/seo'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { Route as Root } from '../__root'

export const Route = createFileRoute('/promozioni/')({
  staticData: { hydrate: 'on-intent' },
  beforeLoad: ({ context }) => {
    if (!context.shell.settings.enable_promo_page) throw redirect({ to: '/' })
  },
  loader: () => fetchPromotions({ data: { locale: getLocale() } }),
  head: ({ matches }) => {
    const shell = shellOf(matches)
    if (!shell) return {}
    return pageHead({
      title: m.promo_title(),
      siteName: shell.settings.site_name,
      description: m.promo_intro(),
      origin: shell.publicUrl,
      locale: getLocale() as Locale,
      paths: pathsFor('/promozioni'),
    })
  },
  component: Promotions,
})

const discountLabel = (p: Promotion, locale: Locale) =>
  p.discount_type === 'percentage'
    ? m.promo_discount_percentage({ value: String(p.discount_value) })
    : m.promo_discount_fixed({ amount: formatCents(p.discount_value, locale) })

function validity(p: Promotion, locale: Locale): string | null {
  if (p.starts_at && p.ends_at) return m.promo_period({ period: formatDateRange(p.starts_at, p.ends_at, locale) })
  if (p.ends_at) return m.promo_ends({ date: formatDate(p.ends_at, locale) })
  if (p.starts_at) return m.promo_starts({ date: formatDate(p.starts_at, locale) })
  return null
}

const styles = {
  withImage: css({
    display: 'grid',
    gap: '6',
    gridTemplateColumns: { base: '1fr', md: '2fr 3fr' },
    alignItems: 'center',
    mb: '6',
  }),
  textOnly: css({ mb: '6' }),
  categoryLink: css({
    display: 'inline-block',
    bg: 'primary',
    color: 'primary.fg',
    px: '5',
    py: '3',
    borderRadius: 'md',
    fontWeight: 'bold',
    textDecoration: 'none',
  }),
}

function Promotions() {
  const promotions = Route.useLoaderData()
  const { imageHost } = Root.useLoaderData()
  const locale = getLocale() as Locale
  return (
    <div className={css({ py: '8' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{m.promo_title()}</h1>
      <p className={css({ color: 'fg.muted', mt: '2', mb: '8', maxW: '720px' })}>{m.promo_intro()}</p>
      {promotions.length === 0 && <p>{m.promo_empty()}</p>}
      {promotions.map((p) => {
        const period = validity(p, locale)
        return (
          <section key={p.id} aria-labelledby={`promo-${p.id}`} className={css({ mb: '14' })}>
            <div className={p.image ? styles.withImage : styles.textOnly}>
              {p.image && (
                <img
                  src={imageUrl(p.image, imageHost, '/images/brand/logo.svg')}
                  alt=""
                  width={800}
                  height={400}
                  loading="lazy"
                  className={css({
                    w: 'full',
                    h: 'auto',
                    aspectRatio: '2 / 1',
                    objectFit: 'cover',
                    borderRadius: 'lg',
                    bg: 'bg.subtle',
                  })}
                />
              )}
              <div>
                <p
                  className={css({
                    display: 'inline-block',
                    bg: 'primary',
                    color: 'primary.fg',
                    fontWeight: 'bold',
                    px: '3',
                    py: '1',
                    borderRadius: 'md',
                    mb: '3',
                  })}
                >
                  {discountLabel(p, locale)}
                </p>
                <h2 id={`promo-${p.id}`} className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
                  {p.title}
                </h2>
                {period && <p className={css({ color: 'fg.muted', mt: '1' })}>{period}</p>}
                {p.description && <p className={css({ mt: '3', lineHeight: '1.7' })}>{p.description}</p>}
              </div>
            </div>
            {p.products.length > 0 && (
              <>
                <h3 className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '1' })}>
                  {m.promo_products_heading()}
                </h3>
                <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '4' })}>{m.promo_price_note()}</p>
                <ProductGrid products={p.products} locale={locale} />
              </>
            )}
            {p.category && (
              <>
                <p className={css({ color: 'fg.muted', mb: '3' })}>{m.promo_category_note()}</p>
                <Link
                  to="/negozio/$category"
                  params={{ category: p.category.slug }}
                  className={styles.categoryLink}
                  data-promotion-category
                >
                  {m.promo_category_link({ category: p.category.name })}
                </Link>
              </>
            )}
          </section>
        )
      })}
    </div>
  )
}
