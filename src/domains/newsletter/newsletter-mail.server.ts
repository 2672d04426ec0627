import { emailLink } from '~/domains/auth/links.server'
import type { EmailTemplate } from '~/domains/email/templates'
import { loadSettings } from '~/domains/settings/settings.server'
import type { Locale } from '~/lib/i18n/locales'
import type { ApiContext } from '~/domains/shared/api-route'
import { unsubscribeTokenOf } from './newsletter.server'

// Every newsletter e-mail goes out through here, so each carries the subscriber's unsubscribe
// link (footer and List-Unsubscribe header). The link opens a page that asks before acting
// (mail scanners open links); it needs no sign-in.

/** The absolute unsubscribe link of an address on the list, or null when it is not on it. */
export async function unsubscribeLink(
  ctx: Pick<ApiContext, 'db' | 'publicUrl'>,
  email: string,
  locale: Locale,
): Promise<string | null> {
  const token = await unsubscribeTokenOf(ctx.db, email)
  return token ? emailLink(ctx.publicUrl, `/newsletter/unsubscribe/${token}`, locale) : null
}

/** Sends a newsletter e-mail after the answer (like mailLater), with its unsubscribe link. */
export function newsletterMailLater(ctx: ApiContext, to: string, locale: Locale, data: EmailTemplate) {
  const { db } = ctx
  ctx.defer(async () => {
    const [settings, unsubscribe] = await Promise.all([loadSettings(db), unsubscribeLink(ctx, to, locale)])
    await ctx.mailer.send(db, {
      to,
      locale,
      site: settings.site_name,
      color: settings.vuetify_colors.light.primary,
      data,
      unsubscribe: unsubscribe ?? undefined,
    })
  })
}
