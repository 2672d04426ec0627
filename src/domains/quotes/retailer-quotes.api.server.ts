import { HttpError } from '~/lib/api/errors'
import { isLocale } from '~/lib/i18n/locales'
import { implement, type ApiContext } from '~/domains/shared/api-route'
import { readCapped } from '~/domains/media/media.api.server'
import { loadSettings } from '~/domains/settings/settings.server'
import * as api from './retailer-quotes.contract'
import { MAX_LOGO_BYTES } from './retailer-quote-limits'
import { loadBranding, logoStorage, retailerIdentity, saveBranding, storeLogo } from './retailer-branding.server'
import { retailerQuotePdf } from './retailer-quote-pdf'
import type { RetailerQuote } from './retailer-quote.schemas'
import {
  createRetailerQuote,
  decideRetailerQuote,
  getRetailerQuote,
  listRetailerQuotes,
  orderRetailerQuote,
  sendRetailerQuote,
  updateRetailerQuote,
} from './retailer-quotes.server'

// The retailer's quotes over HTTP (decision 111): validated by the contract, then the role is
// checked here (a retailer's own users and every other role: 403), then the rule in
// retailer-quotes.server.ts scopes every read and write to the retailer's own quotes.

async function retailer(ctx: ApiContext) {
  const user = (await ctx.user())!
  if (user.role !== 'retailer') throw new HttpError('forbidden')
  return user
}

const pdfOf = async (ctx: ApiContext, retailerId: number, quote: RetailerQuote) => {
  const { identity, logo } = await retailerIdentity(ctx.db, retailerId)
  return { pdf: await retailerQuotePdf(quote, identity, logo, isLocale(quote.locale) ? quote.locale : 'it'), identity }
}

/** The client's e-mail: the retailer's name and details, the client total, the PDF attached. */
function mailClient(ctx: ApiContext, retailerId: number, quote: RetailerQuote) {
  ctx.defer(async () => {
    const { pdf, identity } = await pdfOf(ctx, retailerId, quote)
    const settings = await loadSettings(ctx.db)
    const contact = [identity.email, identity.phone].filter(Boolean).join(' · ')
    await ctx.mailer.send(ctx.db, {
      to: quote.client.email,
      locale: isLocale(quote.locale) ? quote.locale : 'it',
      site: identity.name,
      color: settings.vuetify_colors.light.primary,
      attachments: [{ filename: `${quote.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
      data: {
        template: 'retailer_quote_sent',
        name: quote.client.name,
        retailer: identity.name,
        number: quote.number ?? '',
        cents: quote.client_cents,
        contact,
      },
    })
  })
}

export const retailerQuoteRoutes = [
  implement(api.listRetailerQuotesEndpoint, async (_i, ctx) => ({
    data: await listRetailerQuotes(ctx.db, (await retailer(ctx)).id),
  })),

  implement(api.createRetailerQuoteEndpoint, async ({ body }, ctx) => {
    const user = await retailer(ctx)
    const id = await createRetailerQuote(ctx.db, user, body, ctx.locale, ctx.now())
    return { data: await getRetailerQuote(ctx.db, user.id, id) }
  }),

  implement(api.getRetailerQuoteEndpoint, async ({ params }, ctx) => ({
    data: await getRetailerQuote(ctx.db, (await retailer(ctx)).id, params.id),
  })),

  implement(api.updateRetailerQuoteEndpoint, async ({ params, body }, ctx) => {
    const user = await retailer(ctx)
    await updateRetailerQuote(ctx.db, user, params.id, body, ctx.locale, ctx.now())
    return { data: await getRetailerQuote(ctx.db, user.id, params.id) }
  }),

  implement(api.sendRetailerQuoteEndpoint, async ({ params }, ctx) => {
    const user = await retailer(ctx)
    await sendRetailerQuote(ctx.db, user, params.id, ctx.now())
    const quote = await getRetailerQuote(ctx.db, user.id, params.id)
    mailClient(ctx, user.id, quote)
    return { data: quote }
  }),

  implement(api.decideRetailerQuoteEndpoint, async ({ params, body }, ctx) => {
    const user = await retailer(ctx)
    await decideRetailerQuote(ctx.db, user.id, params.id, body.status, ctx.now())
    return { data: await getRetailerQuote(ctx.db, user.id, params.id) }
  }),

  implement(api.orderRetailerQuoteEndpoint, async ({ params, body }, ctx) => {
    const user = await retailer(ctx)
    await orderRetailerQuote(ctx.db, user, params.id, body, ctx, ctx.locale)
    ctx.wakeJobs?.()
    return { data: await getRetailerQuote(ctx.db, user.id, params.id) }
  }),

  implement(api.retailerQuotePdfEndpoint, async ({ params }, ctx) => {
    const user = await retailer(ctx)
    const quote = await getRetailerQuote(ctx.db, user.id, params.id)
    const { pdf } = await pdfOf(ctx, user.id, quote)
    return new Response(pdf, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${quote.number ?? 'preventivo'}.pdf"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  }),

  implement(api.getBrandingEndpoint, async (_i, ctx) => ({
    data: await loadBranding(ctx.db, (await retailer(ctx)).id),
  })),

  implement(api.saveBrandingEndpoint, async ({ body }, ctx) => {
    const user = await retailer(ctx)
    await saveBranding(ctx.db, user.id, body)
    return { data: await loadBranding(ctx.db, user.id) }
  }),

  implement(api.uploadLogoEndpoint, async (_i, ctx) => {
    const user = await retailer(ctx)
    const bytes = await readCapped(ctx.request, MAX_LOGO_BYTES)
    await storeLogo(ctx.db, logoStorage(), user.id, bytes)
    return { data: await loadBranding(ctx.db, user.id) }
  }),
]
