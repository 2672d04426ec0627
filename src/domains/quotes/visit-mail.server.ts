import type { quoteRequests } from '~/db/schema'
import { loadSettings } from '~/domains/settings/settings.server'
import { isLocale, localizePath, type Locale } from '~/lib/i18n/locales'
import type { ApiContext } from '~/domains/shared/api-route'
import { m } from '~/paraglide/messages.js'
import { visitInvitation } from './visit-invitation'

// The planned (or moved) measurement visit, e-mailed to the customer with its .ics invitation
// (decision 106) and the link where it asks to move it (decision 112). Without an end the
// window is taken as two hours, what a survey of a few openings takes. Sent after the move
// commits, like every other e-mail of the API.

const DEFAULT_VISIT_MS = 2 * 60 * 60 * 1000
type Row = typeof quoteRequests.$inferSelect

/** The customer's page for a planned visit, in the request's language. */
export const visitLinkPath = (token: string, locale: Locale) =>
  localizePath(`/sopralluogo/${encodeURIComponent(token)}`, locale)

/**
 * The invitation of a planned visit: one UID per request, and the request's SEQUENCE (0 when
 * first planned, one more at each re-planning), so a calendar replaces the event it holds.
 */
export function visitIcs(
  row: Row & { visitAt: Date },
  shop: { site: string; email: string; host: string },
  locale: Locale,
  stamp: Date,
): string {
  const summary = m.visit_ics_summary({ site: shop.site, number: row.number }, { locale })
  return visitInvitation({
    uid: `quote-request-${row.id}@${shop.host}`,
    sequence: row.visitSequence,
    start: row.visitAt,
    end: row.visitUntil ?? new Date(row.visitAt.getTime() + DEFAULT_VISIT_MS),
    stamp,
    summary,
    description: row.technician ? m.visit_email_technician({ name: row.technician }, { locale }) : summary,
    location: `${row.street}, ${row.postcode} ${row.city} (${row.province})`,
    organizer: { name: shop.site, email: shop.email },
    attendee: { name: row.name, email: row.email },
  })
}

export function mailVisitPlanned(ctx: ApiContext, row: Row, token: string) {
  const { visitAt } = row
  if (!visitAt) return
  const locale = isLocale(row.locale) ? row.locale : 'it'
  const end = row.visitUntil ?? new Date(visitAt.getTime() + DEFAULT_VISIT_MS)
  const fmt = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Rome' })
  const until = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'Europe/Rome' })
  const when = `${fmt.format(visitAt)} – ${until.format(end)}`
  const link = `${ctx.publicUrl.replace(/\/$/, '')}${visitLinkPath(token, locale)}`
  const { db } = ctx
  const stamp = ctx.now()
  ctx.defer(async () => {
    const settings = await loadSettings(db)
    const host = new URL(ctx.publicUrl).hostname || 'soglia.local'
    const ics = visitIcs(
      { ...row, visitAt },
      { site: settings.site_name, email: settings.shop_email || `noreply@${host}`, host },
      locale,
      stamp,
    )
    await ctx.mailer.send(db, {
      to: row.email,
      locale,
      site: settings.site_name,
      color: settings.vuetify_colors.light.primary,
      data: { template: 'visit_planned', name: row.name, number: row.number, when, technician: row.technician, link },
      attachments: [
        {
          filename: `sopralluogo-${row.number}.ics`,
          content: new TextEncoder().encode(ics),
          contentType: 'text/calendar; method=REQUEST; charset=utf-8',
        },
      ],
    })
  })
}
