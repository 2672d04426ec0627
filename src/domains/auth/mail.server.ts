import type { EmailTemplate } from '~/domains/email/templates'
import { loadSettings } from '~/domains/settings/settings.server'
import type { Locale } from '~/lib/i18n/locales'
import type { ApiContext } from '~/domains/shared/api-route'

/** Sends an e-mail after the answer (see ApiServices.defer), in the recipient's language. */
export function mailLater(ctx: ApiContext, to: string, locale: Locale, data: EmailTemplate) {
  const { db } = ctx
  ctx.defer(async () => {
    const settings = await loadSettings(db)
    await ctx.mailer.send(db, {
      to,
      locale,
      site: settings.site_name,
      color: settings.vuetify_colors.light.primary,
      data,
    })
  })
}
