import { eq, sql } from 'drizzle-orm'
import { quotes } from '~/db/schema'
import { HttpError } from '~/lib/api/errors'
import { localizePath, isLocale, type Locale } from '~/lib/i18n/locales'
import { implement, type ApiContext } from '~/domains/shared/api-route'
import { takeQuota } from '~/domains/auth/throttle.server'
import { mailLater } from '~/domains/auth/mail.server'
import { loadSettings } from '~/domains/settings/settings.server'
import { mailContext } from '~/domains/orders/documents/order-mail.server'
import {
  acceptQuoteByToken,
  askQuoteChanges,
  getAdminQuote,
  getOwnQuote,
  getQuoteByToken,
  getQuotePdfByToken,
  measuredQuoteLines,
  saveAdminQuote,
} from './quote-offer.contract'
import { measuredLines } from './measured-lines.server'
import { quoteByToken, quoteOfRequest, saveQuote, toOffer } from './quote-offer.server'
import { acceptQuote } from './quote-acceptance.server'
import { quotePdf } from './quote-pdf'
import type { SentQuote } from './quotes.server'

// The quote's endpoints (decision 106): the shop builds it, the customer's link opens exactly
// one quote, asks for changes or accepts it into an order.

export const CHANGES_PER_QUOTE = 5

/** The customer's page for a quote, in the request's language. */
export const quoteLinkPath = (token: string, locale: Locale) =>
  localizePath(`/offerta/${encodeURIComponent(token)}`, locale)

/** E-mails the customer the link of a quote just sent (called after the request's move). */
export function mailSentQuote(
  ctx: ApiContext,
  to: { email: string; name: string; locale: string },
  sent: SentQuote,
  expiresOn: string,
) {
  const locale = isLocale(to.locale) ? to.locale : 'it'
  const link = `${ctx.publicUrl.replace(/\/$/, '')}${quoteLinkPath(sent.token, locale)}`
  mailLater(ctx, to.email, locale, {
    template: 'quote_sent',
    name: to.name,
    number: sent.number,
    link,
    cents: sent.cents,
    expiresOn,
  })
}

export const expiresOnOf = async (ctx: ApiContext, requestId: number) =>
  (await ctx.db.select({ expiresOn: quotes.expiresOn }).from(quotes).where(eq(quotes.requestId, requestId)))[0]
    ?.expiresOn ?? ''

export const quoteOfferRoutes = [
  implement(getAdminQuote, async ({ params }, ctx) => ({ data: await quoteOfRequest(ctx.db, params.id, ctx.now()) })),

  implement(saveAdminQuote, async ({ params, body }, ctx) => {
    await saveQuote(ctx.db, params.id, body, ctx.now())
    return { data: await quoteOfRequest(ctx.db, params.id, ctx.now()) }
  }),

  implement(measuredQuoteLines, async ({ params, body }, ctx) => ({
    data: await measuredLines(ctx.db, params.id, body, ctx.now()),
  })),

  implement(getOwnQuote, async ({ params }, ctx) => ({
    data: await quoteOfRequest(ctx.db, params.id, ctx.now(), (await ctx.user())!.id),
  })),

  implement(getQuoteByToken, async ({ params }, ctx) => {
    const { row, request } = await quoteByToken(ctx.db, params.token)
    return { data: await toOffer(ctx.db, row, request, ctx.now()) }
  }),

  implement(getQuotePdfByToken, async ({ params }, ctx) => {
    const { row, request } = await quoteByToken(ctx.db, params.token)
    const offer = await toOffer(ctx.db, row, request, ctx.now())
    const { shop } = await mailContext(ctx.db, ctx)
    const pdf = await quotePdf(offer, request, shop, isLocale(request.locale) ? request.locale : 'it')
    return new Response(pdf, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${offer.number ?? 'preventivo'}.pdf"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  }),

  implement(askQuoteChanges, async ({ params, body }, ctx) => {
    const now = ctx.now()
    const { row, request } = await quoteByToken(ctx.db, params.token)
    if (request.status !== 'quoted') throw new HttpError('invalid_transition', undefined, 'quote_offer_error_closed')
    if (!(await takeQuota(ctx.db, `quotechange:${row.id}`, CHANGES_PER_QUOTE, now)))
      throw new HttpError('too_many_requests', undefined, 'quotes_error_busy')
    const message = { at: now.toISOString(), text: body.message }
    await ctx.db
      .update(quotes)
      .set({ messages: sql`${quotes.messages} || ${JSON.stringify([message])}::jsonb`, updatedAt: now })
      .where(eq(quotes.id, row.id))
    const settings = await loadSettings(ctx.db)
    if (settings.shop_email)
      mailLater(ctx, settings.shop_email, 'it', {
        template: 'quote_changes',
        name: settings.site_name,
        number: row.number ?? request.number,
        customer: request.name,
        email: request.email,
        message: body.message,
      })
    const fresh = await quoteByToken(ctx.db, params.token)
    return { data: await toOffer(ctx.db, fresh.row, fresh.request, now) }
  }),

  implement(acceptQuoteByToken, async ({ params, body }, ctx) => {
    await acceptQuote(ctx.db, params.token, body, ctx.now())
    // The order's confirmation (PDF + e-mail) and the shop's notice were queued in the transaction.
    ctx.wakeJobs?.()
    const { row, request } = await quoteByToken(ctx.db, params.token)
    return { data: await toOffer(ctx.db, row, request, ctx.now()) }
  }),
]
