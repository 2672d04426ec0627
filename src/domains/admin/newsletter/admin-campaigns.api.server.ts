import { count, eq } from 'drizzle-orm'
import { newsletterCampaigns, newsletterCampaignTranslations, newsletterSubscribers } from '~/db/schema'
import { renderEmail } from '~/domains/email/templates'
import { unsubscribeLink } from '~/domains/newsletter/newsletter-mail.server'
import { NEWSLETTER_EMAIL_PATTERN } from '~/domains/newsletter/newsletter.schemas'
import { loadSettings } from '~/domains/settings/settings.server'
import { HttpError } from '~/lib/api/errors'
import { m } from '~/paraglide/messages.js'
import { implement, type ApiContext } from '~/domains/shared/api-route'
import { contentRoutes } from '../content/content-routes.server'
import {
  adminCampaigns,
  campaignAudience,
  campaignPreview,
  sendCampaign,
  testSendCampaign,
} from './admin-campaigns.contract'
import { campaignCounts, campaignEmail, startCampaign } from './campaign-send.server'

type Text = { subject: string; body: string }
type Row = typeof newsletterCampaigns.$inferSelect

// Only a draft changes: what was sent stays what the counts describe.
const draftOnly = (row: Record<string, unknown>, ctx: ApiContext) => {
  if (row.id !== 0 && row.status !== 'draft')
    throw new HttpError('conflict', undefined, m.adm_nl_send_locked({}, { locale: ctx.locale }))
}

const campaignRoutes = contentRoutes<Record<string, never>, Text>(adminCampaigns, {
  table: newsletterCampaigns,
  texts: {
    table: newsletterCampaignTranslations,
    owner: newsletterCampaignTranslations.campaignId,
    ownerKey: 'campaignId',
    title: newsletterCampaignTranslations.subject,
    titleKey: 'subject',
  },
  toValues: () => ({ updatedAt: new Date() }),
  fromRow: (r) => {
    const c = r as unknown as Row
    return { status: c.status, sent_at: c.sentAt?.toISOString() ?? null, updated_at: c.updatedAt.toISOString() }
  },
  textIn: (t) => ({ subject: t.subject, body: t.body }),
  textOut: (r) => ({ subject: String(r.subject), body: String(r.body) }),
  filters: (q) => (q.status ? [eq(newsletterCampaigns.status, q.status as 'draft')] : []),
  sorts: { updated_at: newsletterCampaigns.updatedAt, id: newsletterCampaigns.id },
  fallbackSort: 'id',
  check: draftOnly,
  beforeDelete: async (_tx, row, ctx) => draftOnly(row, ctx),
  extraOut: async (db, ids) => new Map([...(await campaignCounts(db, ids))].map(([id, counts]) => [id, { counts }])),
})

export const adminCampaignRoutes = [
  // Before the campaign routes: "audience" is not an id.
  implement(campaignAudience, async (_input, { db }) => {
    const [row] = await db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, 'confirmed'))
    return { data: { confirmed: Number(row?.n ?? 0) } }
  }),
  ...campaignRoutes,
  implement(campaignPreview, async ({ params, query }, ctx) => {
    const locale = query.lang ?? ctx.locale
    const [data, settings] = await Promise.all([campaignEmail(ctx.db, params.id, locale), loadSettings(ctx.db)])
    const rendered = renderEmail(
      data,
      settings.site_name,
      locale,
      settings.vuetify_colors.light.primary,
      `${ctx.publicUrl.replace(/\/$/, '')}/newsletter/unsubscribe/…`,
    )
    return { data: { subject: rendered.subject, html: rendered.html } }
  }),
  implement(testSendCampaign, async ({ params, body }, ctx) => {
    const email = body.email.trim().toLowerCase()
    if (!NEWSLETTER_EMAIL_PATTERN.test(email))
      throw new HttpError('validation_failed', { email: [m.adm_nl_err_email({}, { locale: ctx.locale })] })
    const [data, settings] = await Promise.all([campaignEmail(ctx.db, params.id, body.locale), loadSettings(ctx.db)])
    // The address's own unsubscribe link when it is on the list, so the headers can be checked too.
    const unsubscribe = await unsubscribeLink(ctx, email, body.locale)
    const sent = await ctx.mailer.send(ctx.db, {
      to: email,
      locale: body.locale,
      site: settings.site_name,
      color: settings.vuetify_colors.light.primary,
      data,
      unsubscribe: unsubscribe ?? undefined,
    })
    return { data: { status: sent.status } }
  }),
  implement(sendCampaign, async ({ params }, ctx) => ({ data: await startCampaign(ctx, params.id) })),
]
