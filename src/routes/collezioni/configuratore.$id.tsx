import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { Configurator } from '~/domains/configurator/components/configurator'
import { fetchConfiguratorModel } from '~/domains/configurator/configurator.functions'
import type { Locale } from '~/lib/i18n/locales'
import { pageHead, pathsFor, shellOf } from '~/lib/seo'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { QuoteLink } from '~/domains/quotes/components/quote-link'

// Spec §2: /collezioni/configuratore/{id} (en /collection/configurator/{id}, …); the id is the
// configurator model's. Prices come from the server in the caller's tier.
// Hydrates on the visitor's first sign of presence (decision 017; issue 15, decision 046): the
// server renders the whole configurator (steps, SVG preview, price), and a tap made before the
// code has run is held and replayed (decision 043).

export const Route = createFileRoute('/collezioni/configuratore/$id')({
  staticData: { loginDialog: true, hydrate: 'on-intent' },
  beforeLoad: ({ context }) => {
    if (!context.shell.settings.enable_shop_page) throw redirect({ to: '/' })
  },
  loader: async ({ params }) => {
    if (!/^[1-9]\d{0,9}$/.test(params.id) || Number(params.id) > 2_147_483_647) throw notFound()
    const model = await fetchConfiguratorModel({ data: { locale: getLocale(), id: Number(params.id) } })
    if (!model) throw notFound()
    return model
  },
  head: ({ matches, loaderData }) => {
    const shell = shellOf(matches)
    if (!shell || !loaderData) return {}
    return pageHead({
      title: `${loaderData.name} — ${m.configurator_title()}`,
      siteName: shell.settings.site_name,
      description: loaderData.description ?? m.configurator_section_intro(),
      origin: shell.publicUrl,
      locale: getLocale() as Locale,
      paths: pathsFor(`/collezioni/configuratore/${loaderData.id}`),
    })
  },
  component: ConfiguratorPage,
})

function ConfiguratorPage() {
  const model = Route.useLoaderData()
  const locale = getLocale() as Locale
  return (
    <div className={css({ py: '8' })}>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{m.configurator_title()}</p>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{model.name}</h1>
      {model.description && (
        <p className={css({ color: 'fg.muted', mt: '2', mb: '6', maxW: '720px' })}>{model.description}</p>
      )}
      {/* A new model starts a new configurator. */}
      <Configurator key={model.id} model={model} locale={locale} />
      <div className={css({ mt: '6' })}>
        <QuoteLink />
      </div>
    </div>
  )
}
