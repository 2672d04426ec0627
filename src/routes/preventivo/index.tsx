import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { z } from 'zod'
import { fetchProduct } from '~/domains/catalog/catalog.functions'
import { QuoteRequestForm, type StartingItem } from '~/domains/quotes/components/quote-request-form'
import { nativeQuoteOutcomes, type NativeQuoteOutcome } from '~/domains/quotes/quote-form-values'
import { handleQuoteNativePost } from '~/domains/quotes/quotes.functions'
import { slugSchema } from '~/lib/api/common.schemas'
import type { Locale } from '~/lib/i18n/locales'
import { pageHead, pathsFor, shellOf } from '~/lib/seo'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

// Quote and measurement-visit requests (issue 44, decision 097): linked from the home page,
// the product pages, the configurator and the contact page; `?product=<slug>` starts the
// request from that product. Without JavaScript the form posts here; `?sent=` or `?result=`
// then says how it went.
export const Route = createFileRoute('/preventivo/')({
  server: { handlers: { POST: ({ request }) => handleQuoteNativePost(request) } },
  validateSearch: z.object({
    product: slugSchema.optional().catch(undefined),
    sent: z
      .string()
      .regex(/^(?:P\d{4}-\d{4,6})?$/)
      .optional()
      .catch(undefined),
    result: z.enum(nativeQuoteOutcomes).optional().catch(undefined),
  }),
  loaderDeps: ({ search }) => ({ product: search.product }),
  loader: async ({ deps }): Promise<{ items: StartingItem[] }> => {
    if (!deps.product) return { items: [] }
    const product = await fetchProduct({ data: { locale: getLocale() as Locale, slug: deps.product } })
    return { items: product ? [{ slug: deps.product, name: product.name }] : [] }
  },
  head: ({ matches }) => {
    const shell = shellOf(matches)
    if (!shell) return {}
    return pageHead({
      title: m.quotes_title(),
      siteName: shell.settings.site_name,
      description: m.quotes_intro(),
      origin: shell.publicUrl,
      locale: getLocale() as Locale,
      paths: pathsFor('/preventivo'),
    })
  },
  component: QuotePage,
})

const failure = (r: NativeQuoteOutcome) =>
  ({
    invalid: m.quotes_native_invalid(),
    photo: m.validation_quote_photo_types(),
    busy: m.quotes_error_busy(),
    error: m.error_generic_text(),
  })[r]

function QuotePage() {
  const { items } = Route.useLoaderData()
  const { sent, result } = Route.useSearch()
  return (
    <div className={css({ maxW: '760px', py: '8' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{m.quotes_title()}</h1>
      <p className={css({ color: 'fg.muted', mt: '2', mb: '6' })}>{m.quotes_intro()}</p>
      <QuoteRequestForm locale={getLocale() as Locale} items={items} sent={sent} failed={result && failure(result)} />
    </div>
  )
}
