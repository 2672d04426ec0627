import type { quoteRequests } from '~/db/schema'
import { loadSettings } from '~/domains/settings/settings.server'
import { isLocale } from '~/lib/i18n/locales'
import type { ApiContext } from '~/domains/shared/api-route'
import { m } from '~/paraglide/messages.js'
import { visitInvitation } from './visit-invitation'

// The planned (or moved) measurement visit, e-mailed to the customer with its .ics invitation
// (decision 106). Without an end the window is taken as two hours, what a survey of a few
// openings takes. Sent after the move commits, like every other e-mail of the API.

const DEFAULT_VISIT_MS = 2 * 60 * 60 * 1000

export function mailVisitPlanned(ctx: ApiContext, row: typeof quoteRequests.$inferSelect) {
  if (!row.visitAt) return
  const locale = isLocale(row.locale) ? row.locale : 'it'
  const start = row.visitAt
  const end = row.visitUntil ?? new Date(start.getTime() + DEFAULT_VISIT_MS)
  const fmt = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Rome' })
  const until = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'Europe/Rome' })
  const when = `${fmt.format(start)} – ${until.format(end)}`
  const { db } = ctx
  ctx.defer(async () => {
    const settings = await loadSettings(db)
    const host = new URL(ctx.publicUrl).hostname || 'soglia.local'
    const ics = visitInvitation({
      uid: `quote-request-${row.id}@${host}`,
      sequence: Math.floor(row.statusChangedAt.getTime() / 1000),
      start,
      end,
      stamp: row.statusChangedAt,
      summary: m.visit_ics_summary({ site: settings.site_name, number: row.number }, { locale }),
      description: row.technician ? m.visit_email_technician({ name: row.technician }, { locale }) : m.visit_ics_summary({ site: settings.site_name, number: row.number }, { locale }),
      location: `${row.street}, ${row.postcode} ${row.city} (${row.province})`,
      organizer: { name: settings.site_name, email: settings.shop_email || `noreply@${host}` },
      attendee: { name: row.name, email: row.email },
    })
    await ctx.mailer.send(db, {
      to: row.email,
      locale,
      site: settings.site_name,
      color: settings.vuetify_colors.light.primary,
      data: { template: 'visit_planned', name: row.name, number: row.number, when, technician: row.technician },
      attachments: [{ filename: `sopralluogo-${row.number}.ics`, content: new TextEncoder().encode(ics), contentType: 'text/calendar; method=REQUEST; charset=utf-8' }],
    })
  })
}
