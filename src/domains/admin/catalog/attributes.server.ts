import { and, asc, count, eq, inArray, ne, notInArray } from 'drizzle-orm'
import {
  attributes,
  attributeTranslations,
  attributeValues,
  attributeValueTranslations,
  productAttributeValues,
} from '~/db/schema'
import type { Db, Tx } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { ApiContext } from '~/domains/shared/api-route'
import { idFromKey } from '../collections/registry.server'
import { pickText } from '../translated.server'
import { presentLocales } from './localized'
import type { AdminAttribute, AttributeCreate, AttributePatch } from './attributes.schemas'
import { readAll } from '~/db/read-all.server'

// Attributes (the shop's filters) and their values, names per locale. A value that products
// use cannot be removed (the filter would silently lose them); neither can its attribute.

const names = (rows: Array<{ locale: string; name: string }>) => Object.fromEntries(rows.map((r) => [r.locale, r.name]))
const l = (ctx: ApiContext) => ({ locale: ctx.locale })

export async function listAttributes(db: Db | Tx, locale: Locale, only?: number): Promise<AdminAttribute[]> {
  const attrs = await db
    .select()
    .from(attributes)
    .where(only ? eq(attributes.id, only) : undefined)
    .orderBy(asc(attributes.sortOrder), asc(attributes.id))
  if (!attrs.length) return []
  const ids = attrs.map((a) => a.id)
  const [texts, values] = await readAll(db, [
    () => db.select().from(attributeTranslations).where(inArray(attributeTranslations.attributeId, ids)),
    () =>
      db
        .select()
        .from(attributeValues)
        .where(inArray(attributeValues.attributeId, ids))
        .orderBy(asc(attributeValues.sortOrder), asc(attributeValues.id)),
  ])
  const valueIds = values.map((v) => v.id)
  const [valueTexts, uses] = valueIds.length
    ? await readAll(db, [
        () => db.select().from(attributeValueTranslations).where(inArray(attributeValueTranslations.valueId, valueIds)),
        () =>
          db
            .select({ id: productAttributeValues.valueId, n: count() })
            .from(productAttributeValues)
            .where(inArray(productAttributeValues.valueId, valueIds))
            .groupBy(productAttributeValues.valueId),
      ])
    : [[], []]
  return attrs.map((a) => {
    const mine = texts.filter((t) => t.attributeId === a.id)
    return {
      id: a.id,
      code: a.code,
      name: pickText(mine, locale)?.name ?? a.code,
      names: names(mine),
      filterable: a.filterable,
      sort_order: a.sortOrder,
      values: values
        .filter((v) => v.attributeId === a.id)
        .map((v) => ({
          id: v.id,
          code: v.code,
          name: names(valueTexts.filter((t) => t.valueId === v.id)),
          product_count: Number(uses.find((u) => u.id === v.id)?.n ?? 0),
        })),
    }
  })
}

/** The refusal for values still used by products. */
async function refuseUsed(tx: Tx, valueIds: number[], ctx: ApiContext, field: string) {
  if (!valueIds.length) return
  const used = await tx
    .select({ code: attributeValues.code, n: count() })
    .from(productAttributeValues)
    .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.valueId))
    .where(inArray(productAttributeValues.valueId, valueIds))
    .groupBy(attributeValues.code)
  if (!used.length) return
  const message = m.cat_err_value_used(
    { value: used.map((u) => u.code).join(', '), count: used.reduce((s, u) => s + Number(u.n), 0) },
    l(ctx),
  )
  throw new HttpError('conflict', { [field]: [message] }, message)
}

export async function writeAttribute(
  tx: Tx,
  id: number | null,
  body: AttributeCreate | AttributePatch,
  ctx: ApiContext,
): Promise<number> {
  const before = id ? (await tx.select().from(attributes).where(eq(attributes.id, id)))[0] : null
  if (id && !before) throw new HttpError('not_found')
  if (body.code) {
    const [taken] = await tx
      .select({ id: attributes.id })
      .from(attributes)
      .where(and(eq(attributes.code, body.code), id ? ne(attributes.id, id) : undefined))
    if (taken)
      throw new HttpError('conflict', { code: [m.cat_err_code_taken({}, l(ctx))] }, m.cat_err_code_taken({}, l(ctx)))
  }
  if (body.values && body.values.map((v) => v.code).length !== new Set(body.values.map((v) => v.code)).size) {
    throw new HttpError('validation_failed', { values: [m.cat_err_code_twice({}, l(ctx))] })
  }
  const row = {
    ...(body.code !== undefined && { code: body.code }),
    ...(body.filterable !== undefined && { filterable: body.filterable }),
  }
  const saved = before
    ? Object.keys(row).length
      ? (await tx.update(attributes).set(row).where(eq(attributes.id, before.id)).returning())[0]!
      : before
    : (
        await tx
          .insert(attributes)
          .values(row as typeof attributes.$inferInsert)
          .returning()
      )[0]!
  if (body.name) {
    const present = presentLocales(body.name)
    for (const [locale, name] of present) {
      await tx
        .insert(attributeTranslations)
        .values({ attributeId: saved.id, locale, name })
        .onConflictDoUpdate({
          target: [attributeTranslations.attributeId, attributeTranslations.locale],
          set: { name },
        })
    }
    await tx.delete(attributeTranslations).where(
      and(
        eq(attributeTranslations.attributeId, saved.id),
        notInArray(
          attributeTranslations.locale,
          present.map(([lc]) => lc),
        ),
      ),
    )
  }
  if (body.values) {
    const existing = await tx
      .select({ id: attributeValues.id })
      .from(attributeValues)
      .where(eq(attributeValues.attributeId, saved.id))
    const kept = body.values.map((v) => v.id).filter((x): x is number => !!x && existing.some((e) => e.id === x))
    const dropped = existing.map((e) => e.id).filter((e) => !kept.includes(e))
    await refuseUsed(tx, dropped, ctx, 'values')
    if (dropped.length) await tx.delete(attributeValues).where(inArray(attributeValues.id, dropped))
    for (const [i, v] of body.values.entries()) {
      const valueRow = { code: v.code, sortOrder: i }
      const valueId =
        v.id && kept.includes(v.id)
          ? (await tx.update(attributeValues).set(valueRow).where(eq(attributeValues.id, v.id)).returning())[0]!.id
          : (
              await tx
                .insert(attributeValues)
                .values({ attributeId: saved.id, ...valueRow })
                .returning()
            )[0]!.id
      await tx.delete(attributeValueTranslations).where(eq(attributeValueTranslations.valueId, valueId))
      await tx
        .insert(attributeValueTranslations)
        .values(presentLocales(v.name).map(([locale, name]) => ({ valueId, locale, name })))
    }
  }
  return saved.id
}

/** `key` is an id or the attribute's code. */
export async function deleteAttribute(tx: Tx, key: string, ctx: ApiContext) {
  const [a] = await tx
    .select()
    .from(attributes)
    .where(idFromKey(key) ? eq(attributes.id, idFromKey(key)!) : eq(attributes.code, key))
  if (!a) throw new HttpError('not_found')
  const values = await tx
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .where(eq(attributeValues.attributeId, a.id))
  await refuseUsed(
    tx,
    values.map((v) => v.id),
    ctx,
    'attribute',
  )
  await tx.delete(attributes).where(eq(attributes.id, a.id))
}
