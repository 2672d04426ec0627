import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm'
import type { Db, Tx } from '~/db/types'
import { collectionProducts, collections, collectionTranslations } from '~/db/schema'
import { HttpError } from '~/lib/api/errors'
import { locales, type Locale } from '~/lib/i18n/locales'
import { ilikeAny, paged, type ListInput } from '../list-query.server'
import type { AdminCollectionInput } from './admin-collections.contract'
import { readAll } from '~/db/read-all.server'

type Row = Record<string, string | number | boolean | null> & {
  id: number
  image: string | null
  sort_order: number
  published: boolean
  products: number
}

async function rowsOf(db: Db | Tx, ids: number[]): Promise<Row[]> {
  if (ids.length === 0) return []
  const [bases, texts, counts] = await readAll(db, [
    () => db.select().from(collections).where(inArray(collections.id, ids)),
    () => db.select().from(collectionTranslations).where(inArray(collectionTranslations.collectionId, ids)),
    () =>
      db
        .select({ id: collectionProducts.collectionId, n: count() })
        .from(collectionProducts)
        .where(inArray(collectionProducts.collectionId, ids))
        .groupBy(collectionProducts.collectionId),
  ])
  return ids.flatMap((id) => {
    const base = bases.find((b) => b.id === id)
    if (!base) return []
    const row: Row = {
      id,
      image: base.image,
      sort_order: base.sortOrder,
      published: base.published,
      products: counts.find((c) => c.id === id)?.n ?? 0,
    }
    for (const l of locales) {
      const t = texts.find((x) => x.collectionId === id && x.locale === l)
      row[`name_${l}`] = t?.name ?? null
      row[`slug_${l}`] = t?.slug ?? null
      row[`description_${l}`] = t?.description ?? null
    }
    return [row]
  })
}

export async function listCollections(db: Db, input: ListInput) {
  const where = input.q ? ilikeAny(input.q, collectionTranslations.name, collectionTranslations.slug) : undefined
  const matching = db
    .selectDistinct({ id: collections.id, sortOrder: collections.sortOrder, name: collectionTranslations.name })
    .from(collections)
    .innerJoin(
      collectionTranslations,
      and(eq(collectionTranslations.collectionId, collections.id), eq(collectionTranslations.locale, 'it')),
    )
    .where(where)
  const order = input.sort === 'name' ? collectionTranslations.name : collections.sortOrder
  return paged(
    input,
    db
      .select({ n: count() })
      .from(matching.as('m'))
      .then((r) => Number(r[0]?.n ?? 0)),
    async (limit, offset) =>
      rowsOf(
        db,
        (
          await matching
            .orderBy(input.dir === 'desc' ? desc(order) : asc(order), asc(collections.id))
            .limit(limit)
            .offset(offset)
        ).map((r) => r.id),
      ),
  )
}

export async function getCollection(db: Db | Tx, id: number): Promise<Row> {
  const [row] = await rowsOf(db, [id])
  if (!row) throw new HttpError('not_found')
  return row
}

/** Writes the texts sent; a taken slug is a field error of that locale, never a 500. */
async function writeTexts(tx: Tx, id: number, input: AdminCollectionInput) {
  for (const l of locales) {
    const name = input[`name_${l}`]
    const slug = input[`slug_${l}`]
    const description = input[`description_${l}`]
    if (name === undefined && slug === undefined && description === undefined) continue
    const [current] = await tx
      .select()
      .from(collectionTranslations)
      .where(and(eq(collectionTranslations.collectionId, id), eq(collectionTranslations.locale, l)))
    if (name === null) {
      if (l === 'it') throw new HttpError('validation_failed', { name_it: ['required'] })
      await tx
        .delete(collectionTranslations)
        .where(and(eq(collectionTranslations.collectionId, id), eq(collectionTranslations.locale, l)))
      continue
    }
    const next = {
      name: name ?? current?.name,
      slug: slug ?? current?.slug,
      description: description === undefined ? (current?.description ?? null) : description,
    }
    if (!next.name) throw new HttpError('validation_failed', { [`name_${l}`]: ['required'] })
    if (!next.slug) throw new HttpError('validation_failed', { [`slug_${l}`]: ['required'] })
    const [taken] = await tx
      .select({ id: collectionTranslations.collectionId })
      .from(collectionTranslations)
      .where(
        and(
          eq(collectionTranslations.locale, l),
          eq(collectionTranslations.slug, next.slug),
          ne(collectionTranslations.collectionId, id),
        ),
      )
    if (taken) throw new HttpError('validation_failed', { [`slug_${l}`]: ['taken'] }, undefined)
    await tx
      .insert(collectionTranslations)
      .values({
        collectionId: id,
        locale: l as Locale,
        name: next.name,
        slug: next.slug,
        description: next.description,
      })
      .onConflictDoUpdate({
        target: [collectionTranslations.collectionId, collectionTranslations.locale],
        set: { name: next.name, slug: next.slug, description: next.description },
      })
  }
}

const baseValues = (input: AdminCollectionInput) => ({
  ...(input.image !== undefined ? { image: input.image } : {}),
  ...(input.sort_order !== undefined ? { sortOrder: input.sort_order } : {}),
  ...(input.published !== undefined ? { published: input.published } : {}),
})

export function createCollection(db: Db, input: AdminCollectionInput): Promise<Row> {
  if (!input.name_it) throw new HttpError('validation_failed', { name_it: ['required'] })
  if (!input.slug_it) throw new HttpError('validation_failed', { slug_it: ['required'] })
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(collections).values(baseValues(input)).returning({ id: collections.id })
    await writeTexts(tx, row!.id, input)
    return getCollection(tx, row!.id)
  })
}

export function updateCollection(db: Db, id: number, input: AdminCollectionInput): Promise<Row> {
  return db.transaction(async (tx) => {
    await getCollection(tx, id)
    const values = baseValues(input)
    if (Object.keys(values).length > 0)
      await tx
        .update(collections)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(collections.id, id))
    await writeTexts(tx, id, input)
    return getCollection(tx, id)
  })
}
