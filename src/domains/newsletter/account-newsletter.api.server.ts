import { currentUserRow } from '~/domains/auth/auth.api.server'
import { mailLater } from '~/domains/auth/mail.server'
import { emailLink } from '~/domains/auth/links.server'
import { isLocale } from '~/lib/i18n/locales'
import { implement } from '~/domains/shared/api-route'
import * as api from './account-newsletter.contract'
import { subscribe, subscriptionStatus, unsubscribe } from './newsletter.server'

export const accountNewsletterRoutes = [
  implement(api.getAccountNewsletter, async (_input, ctx) => {
    const row = await currentUserRow(ctx)
    return { data: { email: row.email, status: await subscriptionStatus(ctx.db, row.email) } }
  }),

  implement(api.setAccountNewsletter, async ({ body }, ctx) => {
    const row = await currentUserRow(ctx)
    const now = ctx.now()
    if (!body.subscribed) {
      await unsubscribe(ctx.db, row.email, now)
    } else {
      // The same double opt-in as the footer box: being signed in proves the account, not that
      // its owner wants the newsletter at this address — the e-mailed link does (GDPR art. 7).
      const locale = isLocale(row.locale) ? row.locale : ctx.locale
      const token = await subscribe(ctx.db, { email: row.email, locale }, now)
      if (token)
        mailLater(ctx, row.email, locale, {
          template: 'newsletter_confirm',
          link: emailLink(ctx.publicUrl, `/newsletter/confirm/${token}`, locale),
        })
    }
    return { data: { email: row.email, status: await subscriptionStatus(ctx.db, row.email) } }
  }),
]
