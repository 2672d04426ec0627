import { createFileRoute, redirect } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { fetchCollections } from '~/domains/catalog/collections.functions'
import { ConfigureLink, ConfiguratorModels } from '~/domains/configurator/components/model-cards'
import { fetchConfiguratorModels } from '~/domains/configurator/configurator.functions'
import { ProductGrid } from '~/domains/catalog/components/product-card'
import { imageUrl } from '~/lib/format/image'
import type { Locale } from '~/lib/i18n/locales'
import { pageHead, pathsFor, shellOf } from '~/lib/seo'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { Route as Root } from '../__root'

export const Route = createFileRoute('/collezioni/')({
  staticData: { hydrate: 'on-intent' },
  beforeLoad: ({ context }) => {
    if (!context.shell.settings.enable_shop_page) throw redirect({ to: '/' })
  },
  loader: async () => {
    const [collections, models] = await Promise.all([
      fetchCollections({ data: { locale: getLocale() } }),
      fetchConfiguratorModels({ data: { locale: getLocale() } }),
    ])
    return { collections, models }
  },
  head: ({ matches }) => {
    const shell = shellOf(matches)
    if (!shell) return {}
    return pageHead({
      title: m.collections_title(),
      siteName: shell.settings.site_name,
      description: m.collections_intro(),
      origin: shell.publicUrl,
      locale: getLocale() as Locale,
      paths: pathsFor('/collezioni'),
    })
  },
  component: Collections,
})

function Collections() {
  const { collections, models } = Route.useLoaderData()
  const { imageHost } = Root.useLoaderData()
  const locale = getLocale() as Locale
  return (
    <div className={css({ py: '8' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{m.collections_title()}</h1>
      <p className={css({ color: 'fg.muted', mt: '2', mb: '6', maxW: '720px' })}>{m.collections_intro()}</p>
      {collections.length === 0 ? (
        <p>{m.collections_empty()}</p>
      ) : (
        <nav aria-label={m.collections_nav_label()} className={css({ mb: '10' })}>
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', listStyle: 'none', p: 0 })}>
            {collections.map((c) => (
              <li key={c.id}>
                <a
                  href={`#${c.slug}`}
                  className={css({
                    display: 'block',
                    px: '4',
                    py: '2',
                    border: '1px solid',
                    borderColor: 'border',
                    borderRadius: 'full',
                    color: 'fg.default',
                    textDecoration: 'none',
                    _hover: { borderColor: 'primary' },
                  })}
                >
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ConfiguratorModels models={models} locale={locale} />
      {collections.map((c) => (
        <section
          key={c.id}
          id={c.slug}
          aria-labelledby={`collection-${c.id}`}
          className={css({ mb: '14', scrollMarginTop: '90px' })}
        >
          <div
            className={css({
              display: 'grid',
              gap: '6',
              gridTemplateColumns: { base: '1fr', md: '2fr 3fr' },
              alignItems: 'center',
              mb: '6',
            })}
          >
            <img
              src={imageUrl(c.image, imageHost, '/images/brand/logo.svg')}
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
            <div lang={c.locale}>
              <h2 id={`collection-${c.id}`} className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
                {c.name}
              </h2>
              <p lang={locale} className={css({ color: 'fg.muted', mt: '1' })}>
                {m.collections_products_count({ count: String(c.product_count) })}
              </p>
              {c.description && <p className={css({ mt: '3', lineHeight: '1.7' })}>{c.description}</p>}
              {models.some((model) => model.collection?.id === c.id) && (
                <div lang={locale} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '4' })}>
                  {models
                    .filter((model) => model.collection?.id === c.id)
                    .map((model) => (
                      <ConfigureLink key={model.id} model={model} />
                    ))}
                </div>
              )}
            </div>
          </div>
          <ProductGrid products={c.products} locale={locale} />
        </section>
      ))}
    </div>
  )
}
