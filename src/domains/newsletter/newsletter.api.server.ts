import { emailLink } from '~/domains/auth/links.server'
import { HttpError } from '~/lib/api/errors'
import { implement } from '~/domains/shared/api-route'
import * as api from './newsletter.contract'
import { newsletterSubscribeSchema } from './newsletter.schemas'
import { confirmSubscription, subscribe, unsubscribeByToken } from './newsletter.server'
import { newsletterMailLater } from './newsletter-mail.server'
import { newsletterFieldErrors } from './newsletter.validation'

export const newsletterRoutes = [
  implement(api.subscribe, async ({ body }, ctx) => {
    const parsed = newsletterSubscribeSchema.safeParse(body)
    if (!parsed.success) throw new HttpError('validation_failed', newsletterFieldErrors(parsed.error, ctx.locale))
    const locale = parsed.data.locale ?? ctx.locale
    const token = await subscribe(ctx.db, { email: parsed.data.email, locale }, ctx.now())
    if (token) {
      newsletterMailLater(ctx, parsed.data.email, locale, {
        template: 'newsletter_confirm',
        link: emailLink(ctx.publicUrl, `/newsletter/confirm/${token}`, locale),
      })
    }
    // The same answer whatever the address's state: it reveals nothing about the list.
    return { data: { subscribed: true as const } }
  }),

  implement(api.confirm, async ({ body }, ctx) => {
    await confirmSubscription(ctx.db, body.token, ctx.now())
    return { data: { confirmed: true as const } }
  }),

  implement(api.unsubscribe, async ({ body }, ctx) => {
    await unsubscribeByToken(ctx.db, body.token, ctx.now())
    return { data: { unsubscribed: true as const } }
  }),
]
