import { boolean, index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { cents, id, locale, ts } from './columns'
import { products } from './catalog'
import { priceTier } from './enums'

// What a product offers beside its own price: variants in groups (finish, opening direction…)
// and extra options sold as a package, each priced per tier and named per locale; and the
// record of every price change.

// A product's variants come in groups (finish, opening direction…): the customer picks one
// per group; a required group has no default so the customer must decide.
export const variantGroups = pgTable(
  'variant_groups',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: varchar({ length: 60 }).notNull(),
    required: boolean().notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('variant_groups_code_idx').on(t.productId, t.code)],
)

export const variantGroupTranslations = pgTable(
  'variant_group_translations',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => variantGroups.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 120 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.locale] })],
)

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    groupId: integer('group_id')
      .notNull()
      .references(() => variantGroups.id, { onDelete: 'cascade' }),
    sku: varchar({ length: 80 }).notNull().unique(),
    // Surcharges per tier, added to the product price (spec §9).
    basePrice: cents('base_price'),
    resellerPrice: cents('reseller_price'),
    otherPrice: cents('other_price'),
    swatch: varchar({ length: 20 }),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [index('product_variants_group_idx').on(t.groupId)],
)

export const productVariantTranslations = pgTable(
  'product_variant_translations',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 120 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.locale] })],
)

// The photos of the product in a variant (a finish), in order (issue 42 p6, migration 0036):
// once the variant is chosen the gallery shows them in place of the product's main image, and
// the cart, the checkout and the order show the first as the line's thumbnail.
export const productVariantImages = pgTable(
  'product_variant_images',
  {
    id: id(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    url: varchar({ length: 500 }).notNull(),
    alt: varchar({ length: 300 }),
    width: integer(),
    height: integer(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_variant_images_variant_idx').on(t.variantId, t.sortOrder)],
)

// Extra options sold as a package (fitting kit, installation…), priced per tier.
export const extraOptions = pgTable(
  'extra_options',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: varchar({ length: 60 }).notNull(),
    packagePrice: cents('package_price'),
    resellerPackagePrice: cents('reseller_package_price'),
    otherPackagePrice: cents('other_package_price'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('extra_options_code_idx').on(t.productId, t.code)],
)

export const extraOptionTranslations = pgTable(
  'extra_option_translations',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => extraOptions.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 160 }).notNull(),
    description: varchar({ length: 500 }),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.locale] })],
)

// Every price change is recorded so a discounted price can show the lowest price of the
// previous 30 days (Omnibus directive).
export const priceHistory = pgTable(
  'price_history',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    tier: priceTier().notNull(),
    price: integer().notNull(),
    recordedAt: ts('recorded_at').notNull().defaultNow(),
  },
  (t) => [index('price_history_product_idx').on(t.productId, t.recordedAt)],
)
