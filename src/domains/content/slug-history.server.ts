import { and, eq, sql } from 'drizzle-orm'
import { versionedMemo } from '~/db/data-version.server'
import type { Db } from '~/db/types'
import { slugHistory } from '~/db/schema'

/** What owns an address; the translation table and id column that hold its live slug. */
const owners = {
  product: { table: 'product_translations', id: 'product_id' },
  category: { table: 'category_translations', id: 'category_id' },
  page: { table: 'page_translations', id: 'page_id' },
  blog: { table: 'blog_post_translations', id: 'post_id' },
  collection: { table: 'collection_translations', id: 'collection_id' },
} as const
export type SlugOwner = keyof typeof owners

/**
 * The live slug of whatever `slug` used to address (decision 025), in the locale the old slug
 * was in (Italian when that locale's row is gone); null when it never did. A database trigger
 * fills the history, so every rename is covered whoever made it.
 */
export const movedSlug = versionedMemo(readMovedSlug, (kind: SlugOwner, slug: string) => `${kind} ${slug}`, {
  // Every unknown address asks (a 404 asks for each kind it could be), and visitors choose them:
  // kept per data version and bounded, so a scan of made-up addresses is answered from memory
  // (decision 056).
  maxEntries: 5000,
})

async function readMovedSlug(db: Db, kind: SlugOwner, slug: string): Promise<string | null> {
  const owner = owners[kind]
  const [old] = await db
    .select({ targetId: slugHistory.targetId, locale: slugHistory.locale })
    .from(slugHistory)
    .where(and(eq(slugHistory.kind, kind), eq(slugHistory.slug, slug)))
    .limit(1)
  if (!old) return null
  // Table and column names come from the constant map above, never from the request.
  const result = (await db.execute(
    sql`select slug from ${sql.identifier(owner.table)} where ${sql.identifier(owner.id)} = ${old.targetId}
        order by locale = ${old.locale} desc, locale = 'it' desc limit 1`,
  )) as unknown as { rows: Array<{ slug: string }> }
  const live = result.rows[0]?.slug
  return live && live !== slug ? live : null
}
