import { and, count, eq, inArray, type SQL } from 'drizzle-orm'
import { paymentTypes, paymentTypeTranslations } from '~/db/schema'
import type { Db } from '~/db/types'
import { cardPaymentsEnabled } from '~/domains/payments/payment-methods.server'
import { HttpError } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { implement } from '~/domains/shared/api-route'
import { orderOf, paged } from '../list-query.server'
import { pickText } from '../translated.server'
import * as api from './admin-payments.contract'
import type { AdminPayment } from './admin-payments.schemas'
import { isValidIban } from './iban'

type Row = typeof paymentTypes.$inferSelect

async function withTexts(db: Db, rows: Row[], locale: Locale): Promise<AdminPayment[]> {
  const texts = rows.length
    ? await db
        .select()
        .from(paymentTypeTranslations)
        .where(
          inArray(
            paymentTypeTranslations.paymentTypeId,
            rows.map((r) => r.id),
          ),
        )
    : []
  return rows.map((r) => {
    const text = pickText(
      texts.filter((t) => t.paymentTypeId === r.id),
      locale,
    )
    const online = r.kind !== 'local'
    return {
      id: r.id,
      code: r.code,
      name: text?.name ?? r.code,
      instructions: text?.instructions ?? null,
      kind: r.kind,
      provider: r.provider,
      active: r.active,
      fee: r.fee,
      iban: r.iban,
      max_total: r.maxTotal,
      allows_made_to_measure: r.allowsMadeToMeasure,
      sort_order: r.sortOrder,
      // Only Stripe is wired (order-docs); another provider has no keys to look for yet.
      keys_configured: online ? (r.provider === 'stripe' || r.code === 'card' ? cardPaymentsEnabled() : false) : null,
    }
  })
}

async function one(db: Db, id: number, locale: Locale) {
  const rows = await db.select().from(paymentTypes).where(eq(paymentTypes.id, id))
  if (!rows[0]) throw new HttpError('not_found')
  return (await withTexts(db, rows, locale))[0]!
}

export const adminPaymentRoutes = [
  implement(api.listAdminPayments, ({ query: q }, { db, locale }) => {
    const where: SQL[] = []
    if (q.active) where.push(eq(paymentTypes.active, q.active === 'true'))
    const cond = where.length ? and(...where) : undefined
    return paged(
      q,
      db
        .select({ n: count() })
        .from(paymentTypes)
        .where(cond)
        .then((r) => Number(r[0]?.n ?? 0)),
      async (limit, offset) =>
        withTexts(
          db,
          await db
            .select()
            .from(paymentTypes)
            .where(cond)
            .orderBy(
              ...orderOf(
                { sort_order: paymentTypes.sortOrder, code: paymentTypes.code },
                q,
                'sort_order',
                paymentTypes.id,
              ),
            )
            .limit(limit)
            .offset(offset),
          locale,
        ),
    )
  }),
  implement(api.getAdminPayment, async ({ params }, { db, locale }) => ({ data: await one(db, params.id, locale) })),
  implement(api.updateAdminPayment, async ({ params, body }, ctx) => {
    const l = { locale: ctx.locale }
    if (body.iban && !isValidIban(body.iban))
      throw new HttpError('validation_failed', { iban: [m.adm_err_iban({}, l)] })
    await ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(paymentTypes).where(eq(paymentTypes.id, params.id))
      if (!before) throw new HttpError('not_found')
      const next: Partial<Row> = {
        ...(body.kind !== undefined && { kind: body.kind }),
        ...(body.active !== undefined && { active: body.active }),
        ...(body.fee !== undefined && { fee: body.fee }),
        ...(body.iban !== undefined && { iban: body.iban ? body.iban.replace(/\s+/g, '').toUpperCase() : null }),
        ...(body.max_total !== undefined && { maxTotal: body.max_total }),
        ...(body.allows_made_to_measure !== undefined && { allowsMadeToMeasure: body.allows_made_to_measure }),
        ...(body.sort_order !== undefined && { sortOrder: body.sort_order }),
      }
      if (Object.keys(next).length) await tx.update(paymentTypes).set(next).where(eq(paymentTypes.id, before.id))
      if (body.name !== undefined || body.instructions !== undefined) {
        const key = and(
          eq(paymentTypeTranslations.paymentTypeId, before.id),
          eq(paymentTypeTranslations.locale, ctx.locale),
        )
        const [existing] = await tx.select().from(paymentTypeTranslations).where(key)
        const text = {
          name: body.name ?? existing?.name ?? before.code,
          instructions: body.instructions === undefined ? (existing?.instructions ?? null) : body.instructions,
        }
        if (existing) await tx.update(paymentTypeTranslations).set(text).where(key)
        else await tx.insert(paymentTypeTranslations).values({ paymentTypeId: before.id, locale: ctx.locale, ...text })
      }
    })
    return { data: await one(ctx.db, params.id, ctx.locale) }
  }),
]
