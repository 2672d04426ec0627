import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { useImageHost } from '~/components/use-image-host'
import { responsiveImage } from '~/lib/format/image'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { AddToCart, type ChoiceState, type PickedVariants } from '~/domains/cart/components/add-to-cart'
import type { Product } from '../catalog.schemas'
import { chosenVariantImages } from '../variant-images'
import { Price, usePriceDisplay } from './price'
import { BuyBar } from './buy-bar'
import { ProductSizes } from './product-sizes'
import { ProductReviews, type ReviewsPage, type ReviewsSearch } from '~/domains/reviews/components/product-reviews'
import { QuoteLink } from '~/domains/quotes/components/quote-link'

const BUY_BOX_ID = 'buy-box'
const BUY_FORM_ID = 'buy-form'

const h2 = css({ fontSize: 'xl', fontWeight: 'bold', mt: '8', mb: '3' })

/**
 * The gallery's images for the choice so far (issues 16 and 42 p6): the photos of the first
 * chosen variant that has its own (a finish) take the place of the product's main image.
 */
export function galleryFor(product: Product, picked: PickedVariants): Product['images'] {
  const chosen = chosenVariantImages(
    product.variant_groups,
    Object.values(picked).filter((v): v is number => typeof v === 'number'),
  )
  if (!chosen) return product.images
  const main = product.images[0]
  return [
    ...chosen.map((i) => ({ ...i, width: i.width ?? main?.width ?? 800, height: i.height ?? main?.height ?? 800 })),
    ...product.images.slice(1),
  ]
}

type DetailProps = { product: Product; locale: Locale; reviews?: ReviewsPage | null; reviewsSearch?: ReviewsSearch }

export function ProductDetail({ product, locale, reviews, reviewsSearch = {} }: DetailProps) {
  const imageHost = useImageHost()
  const display = usePriceDisplay()
  const [choice, setChoice] = useState<ChoiceState>({ picked: {}, unitPrice: product.price, canAdd: false })
  const images = galleryFor(product, choice.picked)
  return (
    <article className={css({ pt: '6', pb: { base: '24', md: '6' } })}>
      <nav aria-label={m.breadcrumb_label()} className={css({ fontSize: 'sm', mb: '4' })}>
        <ol className={css({ display: 'flex', gap: '2', listStyle: 'none', p: 0, flexWrap: 'wrap' })}>
          <li>
            <Link to="/negozio" className={css({ color: 'fg.default' })}>
              {m.nav_shop()}
            </Link>{' '}
            /
          </li>
          <li>
            <Link
              to="/negozio/$category"
              params={{ category: product.category.slug }}
              className={css({ color: 'fg.default' })}
            >
              {product.category.name}
            </Link>{' '}
            /
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className={css({ display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        {/* Phones: one image high, swiped sideways, so the name, price and buy box follow at
            once (issue 16); wider windows stack the images beside the buy box. */}
        <section
          aria-label={m.product_gallery()}
          // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1)
          tabIndex={images.length > 1 ? 0 : undefined}
          data-testid="product-gallery"
          className={css({
            display: 'flex',
            flexDirection: { base: 'row', md: 'column' },
            gap: '3',
            overflowX: { base: 'auto', md: 'visible' },
            scrollSnapType: { base: 'x mandatory', md: 'none' },
            '& > img': { flex: { base: '0 0 88%', md: 'none' }, scrollSnapAlign: 'start', minW: 0 },
            '& > img:only-child': { flexBasis: '100%' },
            _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
          })}
        >
          {images.map((img, i) => (
            <img
              key={img.url}
              data-testid={i === 0 ? 'product-main-image' : undefined}
              {...responsiveImage(img.url, imageHost, '/images/brand/logo.svg', {
                sizes: '(min-width: 768px) 50vw, 100vw',
                width: img.width,
              })}
              alt={img.alt}
              width={img.width ?? 600}
              height={img.height ?? 600}
              loading={i === 0 ? 'eager' : 'lazy'}
              style={{ aspectRatio: `${img.width ?? 600} / ${img.height ?? 600}` }}
              className={css({ w: 'full', h: 'auto', bg: 'bg.subtle', borderRadius: 'lg' })}
            />
          ))}
        </section>
        <div>
          <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{product.name}</h1>
          <p className={css({ color: 'fg.muted', mt: '1', fontSize: 'sm' })}>
            {m.product_sku()}: {product.sku}
          </p>
          <div className={css({ mt: '4' })}>
            <Price
              cents={product.price}
              regular={product.regular_price}
              lowest30d={product.lowest_price_30d}
              display={display}
              locale={locale}
              size="lg"
              testId="product-price"
            />
          </div>
          {product.short_description && <p className={css({ mt: '4', fontSize: 'lg' })}>{product.short_description}</p>}
          {product.description && <p className={css({ mt: '4', lineHeight: '1.7' })}>{product.description}</p>}
          <ProductSizes product={product} locale={locale} />
          <ul className={css({ mt: '4', fontSize: 'sm', color: 'fg.muted' })}>
            {product.made_to_measure && <li>{m.product_made_to_measure()}</li>}
            {product.lead_time_days && <li>{m.product_lead_time({ days: String(product.lead_time_days) })}</li>}
          </ul>
          <div id={BUY_BOX_ID} className={css({ scrollMarginTop: '90px' })}>
            <AddToCart product={product} locale={locale} formId={BUY_FORM_ID} onChange={setChoice} />
          </div>
          <div className={css({ mt: '4' })}>
            <QuoteLink product={product.slug} />
          </div>
          <BuyBar
            targetId={BUY_BOX_ID}
            formId={BUY_FORM_ID}
            price={choice.unitPrice}
            // The struck-through price belongs to the product's own price, not to a choice's sum.
            regular={choice.unitPrice === product.price ? product.regular_price : null}
            canAdd={choice.canAdd}
            locale={locale}
          />

          {product.attributes.length > 0 && (
            <>
              <h2 className={h2}>{m.product_attributes()}</h2>
              <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2', fontSize: 'sm' })}>
                {product.attributes.map((a) => (
                  <div key={a.code} className={css({ display: 'contents' })}>
                    <dt className={css({ fontWeight: 'semibold' })}>{a.name}</dt>
                    <dd>{a.values.join(', ')}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </div>
      </div>
      {reviews && <ProductReviews slug={product.slug} reviews={reviews} search={reviewsSearch} locale={locale} />}
    </article>
  )
}
