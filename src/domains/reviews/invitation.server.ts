import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  categoryTranslations,
  orderLines,
  orders,
  productReviews,
  products,
  productTranslations,
  users,
} from '~/db/schema'
import type { Db, Tx } from '~/db/types'
import type { OutgoingEmail } from '~/domains/email/mailer.server'
import { enqueueJob } from '~/domains/jobs/queue.server'
import type { JobHandlers } from '~/domains/jobs/worker.server'
import { loadSettings } from '~/domains/settings/settings.server'
import { HttpError } from '~/lib/api/errors'
import { baseLocale, isLocale, localizePath, type Locale } from '~/lib/i18n/locales'
import type { ApiServices } from '~/domains/shared/api-route'
import { RECEIVED_STATUSES } from './reviews.server'

// The e-mail inviting a review some days after a delivery (issue 42 point 7, decision 101): queued
// by the delivery's own transaction, run by the job queue on the day, decided again then — the
// customer may have reviewed meanwhile, said "no more", or the shop turned invitations off.

export const REVIEW_INVITE_JOB = 'review.invite'
const DAY = 86_400_000

/** Queues the invitation for `deliveredAt` + the shop's delay, unless invitations are off. */
export async function enqueueReviewInvitation(tx: Tx | Db, orderId: number, deliveredAt: Date): Promise<void> {
  const settings = await loadSettings(tx as Db)
  if (!settings.review_invitations) return
  await enqueueJob(
    tx,
    REVIEW_INVITE_JOB,
    { order_id: orderId },
    { runAt: new Date(deliveredAt.getTime() + settings.review_invitation_days * DAY), maxAttempts: 5 },
  )
}

type Invitation = {
  to: string
  name: string
  number: string
  locale: Locale
  userId: number
  products: Array<{ name: string; link: string }>
}

/** What to send for a delivered order now, or null when nothing is due (see the file's comment). */
export async function invitationFor(db: Db, orderId: number, publicUrl: string): Promise<Invitation | null> {
  const settings = await loadSettings(db)
  if (!settings.review_invitations) return null
  const [order] = await db
    .select({
      number: orders.number,
      status: orders.status,
      locale: orders.locale,
      userId: users.id,
      name: users.name,
      email: users.email,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), isNull(users.disabledAt), isNull(users.reviewInvitesOffAt)))
  if (!order || !(RECEIVED_STATUSES as readonly string[]).includes(order.status)) return null
  const locale = isLocale(order.locale) ? order.locale : baseLocale
  // The order's published products the customer has not reviewed, each once, in line order.
  const rows = await db
    .selectDistinctOn([orderLines.productId], {
      id: orderLines.productId,
      categoryId: products.categoryId,
      lineId: orderLines.id,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(
      and(
        eq(orderLines.orderId, orderId),
        eq(products.published, true),
        sql`not exists (select 1 from ${productReviews} where ${productReviews.productId} = ${orderLines.productId} and ${productReviews.userId} = ${order.userId})`,
      ),
    )
    .orderBy(orderLines.productId, orderLines.id)
  if (rows.length === 0) return null
  const ids = rows.map((r) => r.id!)
  const categoryIds = [...new Set(rows.flatMap((r) => (r.categoryId === null ? [] : [r.categoryId])))]
  const [texts, categoryTexts] = await Promise.all([
    db.select().from(productTranslations).where(inArray(productTranslations.productId, ids)),
    categoryIds.length
      ? db.select().from(categoryTranslations).where(inArray(categoryTranslations.categoryId, categoryIds))
      : [],
  ])
  const pick = <T extends { locale: string }>(list: T[]) =>
    list.find((t) => t.locale === locale) ?? list.find((t) => t.locale === baseLocale)
  const base = publicUrl.replace(/\/$/, '')
  const list = rows
    .sort((a, b) => a.lineId - b.lineId)
    .flatMap((r) => {
      const text = pick(texts.filter((t) => t.productId === r.id))
      const category = pick(categoryTexts.filter((c) => c.categoryId === r.categoryId))
      if (!text || !category) return []
      return [
        {
          name: text.name,
          link: `${base}${localizePath(`/negozio/${category.slug}/${text.slug}`, locale)}#recensioni`,
        },
      ]
    })
  if (list.length === 0) return null
  return { to: order.email, name: order.name, number: order.number, locale, userId: order.userId, products: list }
}

/** The customer's "no more" token, made on their first invitation and kept (every e-mail carries the same). */
async function stopToken(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .update(users)
    .set({ reviewInvitesToken: sql`coalesce(${users.reviewInvitesToken}, ${randomBytes(32).toString('base64url')})` })
    .where(eq(users.id, userId))
    .returning({ token: users.reviewInvitesToken })
  return row!.token!
}

export const stopLinkPath = (token: string) => `/reviews/stop/${encodeURIComponent(token)}`

export const reviewJobHandlers = (services: Pick<ApiServices, 'mailer' | 'publicUrl'>): JobHandlers => ({
  [REVIEW_INVITE_JOB]: async ({ db, job, stillHeld }) => {
    const invitation = await invitationFor(db, Number(job.payload.order_id), services.publicUrl)
    if (!invitation) return
    const settings = await loadSettings(db)
    const stop = `${services.publicUrl.replace(/\/$/, '')}${stopLinkPath(await stopToken(db, invitation.userId))}`
    const email: OutgoingEmail = {
      to: invitation.to,
      locale: invitation.locale,
      site: settings.site_name,
      color: settings.vuetify_colors.light.primary,
      unsubscribe: stop,
      data: {
        template: 'review_invitation',
        name: invitation.name,
        number: invitation.number,
        products: invitation.products,
      },
    }
    if (!(await stillHeld())) throw new Error('lease lost before sending')
    await services.mailer.send(db, email)
  },
})

/** The e-mail's "no more invitations" link: 400 token_invalid for a token nobody holds; again is the same. */
export async function stopReviewInvitations(db: Db, token: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ id: users.id, off: users.reviewInvitesOffAt })
    .from(users)
    .where(eq(users.reviewInvitesToken, token))
  if (!row) throw new HttpError('token_invalid')
  if (!row.off) await db.update(users).set({ reviewInvitesOffAt: now }).where(eq(users.id, row.id))
}
