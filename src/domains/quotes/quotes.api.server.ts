import { runtime } from '#runtime'
import { HttpError } from '~/lib/api/errors'
import { implement, type ApiContext } from '~/domains/shared/api-route'
import { takeQuota } from '~/domains/auth/throttle.server'
import { mailLater } from '~/domains/auth/mail.server'
import { uploadsElsewhere } from '~/domains/media/library.server'
import { readCapped } from '~/domains/media/media.api.server'
import {
  createQuoteRequest,
  getAdminQuoteRequest,
  getQuotePhoto,
  listAdminQuoteRequests,
  listOwnQuoteRequests,
  moveQuoteRequest,
  uploadOpeningPhoto,
  uploadQuotePhoto,
} from './quotes.contract'
import { MAX_QUOTE_PHOTO_BYTES } from './quotes.schemas'
import { quotePhotoStorage, storeQuotePhoto } from './quote-photos.server'
import { checkOpeningPhoto } from './opening-photos.server'
import * as rules from './quotes.server'
import { expiresOnOf, mailSentQuote } from './quote-offer.api.server'
import { mailVisitPlanned } from './visit-mail.server'

// Spam is held back without a third-party CAPTCHA (decision 097): quotas per e-mail address
// and per network address (the login throttle's counters, shared by every process), and a
// hidden field that people leave empty.
export const QUOTES_PER_ADDRESS = 3
export const QUOTES_PER_IP = 10
export const PHOTOS_PER_IP = 40

const throttled = () => new HttpError('too_many_requests', undefined, 'quotes_error_busy')

async function allowQuote(ctx: ApiContext, email: string): Promise<boolean> {
  const now = ctx.now()
  const perAddress = await takeQuota(ctx.db, `quote:${email.toLowerCase()}`, QUOTES_PER_ADDRESS, now)
  const perIp = ctx.ip ? await takeQuota(ctx.db, `quoteip:${ctx.ip}`, QUOTES_PER_IP, now) : true
  return perAddress && perIp
}

export const quoteRoutes = [
  implement(uploadQuotePhoto, async (_, ctx) => {
    if (!runtime.inspectImage) throw uploadsElsewhere()
    if (ctx.ip && !(await takeQuota(ctx.db, `quotephoto:${ctx.ip}`, PHOTOS_PER_IP, ctx.now()))) throw throttled()
    const bytes = await readCapped(ctx.request, MAX_QUOTE_PHOTO_BYTES)
    const row = await storeQuotePhoto(ctx.db, quotePhotoStorage(), bytes, ctx.now())
    return {
      data: {
        id: row.id,
        token: row.token,
        mime: row.mime,
        width: row.width,
        height: row.height,
        size_bytes: row.sizeBytes,
        opening: row.opening,
      },
    }
  }),

  implement(uploadOpeningPhoto, async ({ params }, ctx) => {
    if (!runtime.inspectImage) throw uploadsElsewhere()
    await checkOpeningPhoto(ctx.db, params.id, params.opening)
    const bytes = await readCapped(ctx.request, MAX_QUOTE_PHOTO_BYTES)
    const row = await storeQuotePhoto(ctx.db, quotePhotoStorage(), bytes, ctx.now(), {
      requestId: params.id,
      opening: params.opening,
    })
    return {
      data: {
        id: row.id,
        mime: row.mime,
        width: row.width,
        height: row.height,
        size_bytes: row.sizeBytes,
        opening: row.opening,
      },
    }
  }),

  implement(createQuoteRequest, async ({ body }, ctx) => {
    // A bot that fills every field is answered as a person would be, and nothing is kept.
    if (body.website) return { data: { number: null, status: 'requested' as const } }
    await rules.checkQuoteRequest(ctx.db, body, ctx.locale)
    if (!(await allowQuote(ctx, body.email))) throw throttled()
    const user = await ctx.user()
    const row = await rules.createQuoteRequest(ctx.db, body, {
      userId: user?.id ?? null,
      locale: ctx.locale,
      now: ctx.now(),
    })
    mailLater(ctx, row.email, ctx.locale, {
      template: 'quote_received',
      name: row.name,
      number: row.number,
      photos: body.photos.length,
    })
    return { data: { number: row.number, status: row.status } }
  }),

  implement(listOwnQuoteRequests, async (_, ctx) => ({
    data: await rules.ownQuoteRequests(ctx.db, (await ctx.user())!.id),
  })),

  implement(listAdminQuoteRequests, ({ query }, { db }) => rules.listQuoteRequests(db, query)),

  implement(getAdminQuoteRequest, async ({ params }, { db }) => ({
    data: await rules.quoteRequestForAdmin(db, params.id),
  })),

  implement(getQuotePhoto, async ({ params }, { db }) => {
    const photo = await rules.quotePhotoFile(db, params.id, params.photo)
    const bytes = await quotePhotoStorage().get(photo.file)
    if (!bytes) throw new HttpError('not_found')
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': photo.mime,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  }),

  implement(moveQuoteRequest, async ({ params, body }, ctx) => {
    const { row, sent, visitToken } = await rules.moveQuoteRequest(ctx.db, params.id, body, ctx.now())
    if (sent) mailSentQuote(ctx, row, sent, await expiresOnOf(ctx, row.id))
    if (visitToken) mailVisitPlanned(ctx, row, visitToken)
    return { data: await rules.quoteRequestForAdmin(ctx.db, params.id) }
  }),
]
