import { and, count, eq, inArray, sql } from 'drizzle-orm'
import {
  newsletterCampaigns,
  newsletterCampaignSends,
  newsletterCampaignTranslations,
  newsletterSubscribers,
} from '~/db/schema'
import { rowsOf } from '~/db/rows'
import type { Db } from '~/db/types'
import type { EmailTemplate } from '~/domains/email/templates'
import { enqueueJobs } from '~/domains/jobs/queue.server'
import type { JobHandlers } from '~/domains/jobs/worker.server'
import { unsubscribeLink } from '~/domains/newsletter/newsletter-mail.server'
import { loadSettings } from '~/domains/settings/settings.server'
import { HttpError } from '~/lib/api/errors'
import { baseLocale, isLocale, type Locale } from '~/lib/i18n/locales'
import { renderMarkdown } from '~/lib/markdown/render.server'
import { m } from '~/paraglide/messages.js'
import type { ApiContext, ApiServices } from '~/domains/shared/api-route'

// Sending a campaign (decision 104). The send fixes the recipients — the subscribers confirmed
// at that moment, one row each, unique per address — and queues one job per batch of rows.
// A row is taken (pending → sending) right before its e-mail, so a retried batch skips what it
// already sent and a second click finds the campaign no longer a draft: nobody gets it twice.
// The cost of that choice: a worker dying between SMTP and the row's update leaves the row
// "sending", counted as neither sent nor failed, rather than risk a duplicate.

export const CAMPAIGN_BATCH_JOB = 'newsletter.campaign_batch'
export const CAMPAIGN_BATCH_SIZE = 50

/** The campaign's e-mail in `locale`, or Italian when that locale has no text. */
export async function campaignEmail(
  db: Db,
  campaignId: number,
  locale: Locale,
): Promise<Extract<EmailTemplate, { template: 'newsletter_campaign' }>> {
  const texts = await db
    .select()
    .from(newsletterCampaignTranslations)
    .where(eq(newsletterCampaignTranslations.campaignId, campaignId))
  const t = texts.find((x) => x.locale === locale) ?? texts.find((x) => x.locale === baseLocale)
  if (!t) throw new HttpError('not_found')
  return { template: 'newsletter_campaign', subject: t.subject, text: t.body, html: renderMarkdown(t.body) }
}

export async function startCampaign(ctx: ApiContext, campaignId: number) {
  const result = await ctx.db.transaction(async (tx) => {
    const [started] = await tx
      .update(newsletterCampaigns)
      .set({ status: 'sending', sendingAt: ctx.now() })
      .where(and(eq(newsletterCampaigns.id, campaignId), eq(newsletterCampaigns.status, 'draft')))
      .returning({ id: newsletterCampaigns.id })
    if (!started) {
      const [exists] = await tx
        .select({ id: newsletterCampaigns.id })
        .from(newsletterCampaigns)
        .where(eq(newsletterCampaigns.id, campaignId))
      throw exists
        ? new HttpError('conflict', undefined, m.adm_nl_send_locked({}, { locale: ctx.locale }))
        : new HttpError('not_found')
    }
    const s = newsletterSubscribers
    const rows = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into ${newsletterCampaignSends} (campaign_id, subscriber_id, email)
        select ${campaignId}, ${s.id}, ${s.email} from ${s} where ${s.status} = 'confirmed'
        on conflict do nothing returning id`),
    )
    const ids = rows.map((r) => r.id).sort((a, b) => a - b)
    const batches: number[][] = []
    for (let i = 0; i < ids.length; i += CAMPAIGN_BATCH_SIZE) batches.push(ids.slice(i, i + CAMPAIGN_BATCH_SIZE))
    await enqueueJobs(
      tx,
      batches.map((b) => ({ kind: CAMPAIGN_BATCH_JOB, payload: { campaign_id: campaignId, send_ids: b } })),
    )
    if (!ids.length)
      await tx
        .update(newsletterCampaigns)
        .set({ status: 'sent', sentAt: ctx.now() })
        .where(eq(newsletterCampaigns.id, campaignId))
    return { recipients: ids.length, batches: batches.length }
  })
  if (result.batches) ctx.wakeJobs?.()
  return result
}

async function finishIfDone(db: Db, campaignId: number, now: Date) {
  const [left] = await db
    .select({ n: count() })
    .from(newsletterCampaignSends)
    .where(and(eq(newsletterCampaignSends.campaignId, campaignId), eq(newsletterCampaignSends.status, 'pending')))
  if (Number(left?.n ?? 0) === 0)
    await db
      .update(newsletterCampaigns)
      .set({ status: 'sent', sentAt: now })
      .where(and(eq(newsletterCampaigns.id, campaignId), eq(newsletterCampaigns.status, 'sending')))
}

export const campaignJobHandlers = (
  services: Pick<ApiServices, 'mailer' | 'publicUrl'> & { now?: () => Date },
): JobHandlers => ({
  [CAMPAIGN_BATCH_JOB]: async ({ db, job, stillHeld }) => {
    const campaignId = Number(job.payload.campaign_id)
    const ids = (job.payload.send_ids as number[]).map(Number)
    const settings = await loadSettings(db)
    const emails = new Map<Locale, Awaited<ReturnType<typeof campaignEmail>>>()
    for (const id of ids) {
      if (!(await stillHeld())) throw new Error('lease lost before sending')
      const [taken] = await db
        .update(newsletterCampaignSends)
        .set({ status: 'sending' })
        .where(and(eq(newsletterCampaignSends.id, id), eq(newsletterCampaignSends.status, 'pending')))
        .returning({ subscriberId: newsletterCampaignSends.subscriberId })
      if (!taken) continue
      // Confirmed when the campaign was sent is not enough: one who unsubscribed since is skipped.
      const [sub] =
        taken.subscriberId === null
          ? []
          : await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, taken.subscriberId))
      if (!sub || sub.status !== 'confirmed') {
        await db.update(newsletterCampaignSends).set({ status: 'skipped' }).where(eq(newsletterCampaignSends.id, id))
        continue
      }
      const locale = isLocale(sub.locale) ? sub.locale : baseLocale
      if (!emails.has(locale)) emails.set(locale, await campaignEmail(db, campaignId, locale))
      const unsubscribe = await unsubscribeLink({ db, publicUrl: services.publicUrl }, sub.email, locale)
      const sent = await services.mailer.send(db, {
        to: sub.email,
        locale,
        site: settings.site_name,
        color: settings.vuetify_colors.light.primary,
        data: emails.get(locale)!,
        unsubscribe: unsubscribe ?? undefined,
      })
      await db
        .update(newsletterCampaignSends)
        .set(sent.status === 'failed' ? { status: 'failed' } : { status: 'sent', sentAt: new Date() })
        .where(eq(newsletterCampaignSends.id, id))
    }
    await finishIfDone(db, campaignId, services.now?.() ?? new Date())
  },
})

/** Recipients, sent, failed, and recipients unsubscribed since the campaign started, per campaign. */
export async function campaignCounts(db: Db, ids: number[]) {
  const out = new Map<number, { recipients: number; sent: number; failed: number; unsubscribed: number }>()
  for (const id of ids) out.set(id, { recipients: 0, sent: 0, failed: 0, unsubscribed: 0 })
  if (!ids.length) return out
  const rows = await db
    .select({
      id: newsletterCampaignSends.campaignId,
      recipients: count(),
      sent: sql<number>`count(*) filter (where ${newsletterCampaignSends.status} = 'sent')`,
      failed: sql<number>`count(*) filter (where ${newsletterCampaignSends.status} = 'failed')`,
      unsubscribed: sql<number>`count(*) filter (where ${newsletterSubscribers.unsubscribedAt} >= ${newsletterCampaigns.sendingAt})`,
    })
    .from(newsletterCampaignSends)
    .innerJoin(newsletterCampaigns, eq(newsletterCampaigns.id, newsletterCampaignSends.campaignId))
    .leftJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterCampaignSends.subscriberId))
    .where(inArray(newsletterCampaignSends.campaignId, ids))
    .groupBy(newsletterCampaignSends.campaignId)
  for (const r of rows)
    out.set(r.id, {
      recipients: Number(r.recipients),
      sent: Number(r.sent),
      failed: Number(r.failed),
      unsubscribed: Number(r.unsubscribed),
    })
  return out
}
