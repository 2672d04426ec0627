import { sql } from 'drizzle-orm'
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { cents, createdAt, id, locale, updatedAt } from './columns'

export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    image: varchar({ length: 500 }),
    sortOrder: integer('sort_order').notNull().default(0),
    featured: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
)

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 120 }).notNull(),
    slug: varchar({ length: 160 }).notNull(),
    description: text(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] }), uniqueIndex('category_tr_slug_idx').on(t.locale, t.slug)],
)

export const attributes = pgTable('attributes', {
  id: id(),
  code: varchar({ length: 60 }).notNull().unique(),
  // Filterable attributes appear as facets in the shop.
  filterable: boolean().notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
})

export const attributeTranslations = pgTable(
  'attribute_translations',
  {
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 120 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.attributeId, t.locale] })],
)

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: id(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    code: varchar({ length: 60 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_values_code_idx').on(t.attributeId, t.code)],
)

export const attributeValueTranslations = pgTable(
  'attribute_value_translations',
  {
    valueId: integer('value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 120 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.valueId, t.locale] })],
)

export const products = pgTable(
  'products',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    sku: varchar({ length: 60 }).notNull().unique(),
    // Prices per tier (spec §6), VAT included, in cents.
    basePrice: cents('base_price'),
    resellerPrice: cents('reseller_price'),
    otherPrice: cents('other_price'),
    weightGrams: integer('weight_grams').notNull().default(0),
    madeToMeasure: boolean('made_to_measure').notNull().default(false),
    // Size limits for made-to-measure items, in millimetres.
    minWidthMm: integer('min_width_mm'),
    maxWidthMm: integer('max_width_mm'),
    minHeightMm: integer('min_height_mm'),
    maxHeightMm: integer('max_height_mm'),
    leadTimeDays: integer('lead_time_days'),
    // VAT rate in percent (22, 10, 5, 4); null = the shop's standard rate, cart_iva (decision 042).
    vatRate: integer('vat_rate'),
    published: boolean().notNull().default(true),
    featured: boolean().notNull().default(false),
    // Whether a line may carry several of the product's extra options at once (installation and
    // disposal of the old door); otherwise one at most (decision 109, migration 0036).
    extrasCombinable: boolean('extras_combinable').notNull().default(false),
    // Spec §3 post_meta_fields ratings_score and the count it is the sum of: the stars of the
    // product's published reviews, kept by the reviews' moderation (decision 095).
    ratingsScore: integer('ratings_score').notNull().default(0),
    ratingsCount: integer('ratings_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.published),
    index('products_price_idx').on(t.basePrice),
    // Listings sort by the visitor's tier price (decision 014, migration 0005).
    index('products_reseller_price_idx').on(t.resellerPrice),
    index('products_other_price_idx').on(t.otherPrice),
    // Newest first (scanned backwards) with the id as tie-break: a bulk import gives thousands
    // of products the same time, and a sort on the time alone then sorts them all.
    index('products_newest_idx').on(t.createdAt, t.id),
    // A search that looks like a product code matches SKU prefixes, in any case.
    index('products_sku_prefix_idx').using('btree', sql`upper(${t.sku}) text_pattern_ops`),
  ],
)

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 200 }).notNull(),
    slug: varchar({ length: 220 }).notNull(),
    shortDescription: varchar('short_description', { length: 500 }),
    description: text(),
    // The page's <title> and meta description when the owner sets them (else name and short text).
    seoTitle: varchar('seo_title', { length: 70 }),
    seoDescription: varchar('seo_description', { length: 170 }),
    // The names of the product's categories and attribute values in this locale, kept by the
    // database's triggers (migration 0027, decision 084), so "porta blindata" finds a door named
    // "Blindata Sentinella" in "Porte blindate".
    keywords: text(),
    // Full-text search document, maintained by the database (migrations 0003 and 0027, decisions
    // 012 and 084): accent-folded, stemmed per locale, name weighted above categories and
    // attributes, those above the descriptions.
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector(soglia_ts_config("locale"), soglia_fold("name")), 'A') || setweight(to_tsvector(soglia_ts_config("locale"), soglia_fold(coalesce("keywords", ''))), 'B') || setweight(to_tsvector(soglia_ts_config("locale"), soglia_fold(coalesce("short_description", ''))), 'C') || setweight(to_tsvector(soglia_ts_config("locale"), soglia_fold(coalesce("description", ''))), 'D')`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    uniqueIndex('product_tr_slug_idx').on(t.locale, t.slug),
    index('product_tr_search_idx').using('gin', t.search),
    // Listings by name walk this index instead of sorting a whole category (migration 0005).
    index('product_tr_name_idx').on(t.locale, t.name, t.productId),
  ],
)

// A product's further categories (spec §3 `categories`), besides its main `category_id`.
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
)

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: varchar({ length: 500 }).notNull(),
    alt: varchar({ length: 300 }),
    width: integer(),
    height: integer(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
)

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.valueId] }), index('pav_value_idx').on(t.valueId)],
)

export const collections = pgTable('collections', {
  id: id(),
  image: varchar({ length: 500 }),
  sortOrder: integer('sort_order').notNull().default(0),
  published: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const collectionTranslations = pgTable(
  'collection_translations',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 160 }).notNull(),
    slug: varchar({ length: 180 }).notNull(),
    description: text(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.locale] }),
    uniqueIndex('collection_tr_slug_idx').on(t.locale, t.slug),
  ],
)

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] })],
)
