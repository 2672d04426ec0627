import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { categories, products } from './catalog'
import { cents, createdAt, id, locale, ts, updatedAt } from './columns'
import { discountType, orderStatus, paymentKind } from './enums'

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: varchar({ length: 40 }).notNull(),
    discountType: discountType('discount_type').notNull(),
    // Percentage: whole percent (10 = 10 %). Fixed: cents.
    discountValue: integer('discount_value').notNull(),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('coupons_code_upper_idx').on(sql`upper(${t.code})`)],
)

export const promotions = pgTable('promotions', {
  id: id(),
  discountType: discountType('discount_type').notNull(),
  discountValue: integer('discount_value').notNull(),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
  image: varchar({ length: 500 }),
  startsAt: ts('starts_at'),
  endsAt: ts('ends_at'),
  active: boolean().notNull().default(true),
  createdAt: createdAt(),
})

export const promotionTranslations = pgTable(
  'promotion_translations',
  {
    promotionId: integer('promotion_id').notNull().references(() => promotions.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: varchar({ length: 200 }).notNull(),
    description: text(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.locale] })],
)

export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: integer('promotion_id').notNull().references(() => promotions.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.productId] })],
)

// Shipping priced by weight band and region (Nord, Centro, Sud, Isole…).
export const shippingOptions = pgTable('shipping_options', {
  id: id(),
  code: varchar({ length: 60 }).notNull().unique(),
  minWeightGrams: integer('min_weight_grams').notNull().default(0),
  maxWeightGrams: integer('max_weight_grams'),
  regions: text().array().notNull().default(sql`'{}'::text[]`),
  price: cents('price'),
  active: boolean().notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
})

export const shippingOptionTranslations = pgTable(
  'shipping_option_translations',
  {
    optionId: integer('option_id').notNull().references(() => shippingOptions.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 160 }).notNull(),
    description: varchar({ length: 500 }),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.locale] })],
)

export const paymentTypes = pgTable('payment_types', {
  id: id(),
  code: varchar({ length: 60 }).notNull().unique(),
  kind: paymentKind().notNull(),
  // Online payment provider key (e.g. 'stripe', 'paypal'); null for local payments.
  provider: varchar({ length: 40 }),
  active: boolean().notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
})

export const paymentTypeTranslations = pgTable(
  'payment_type_translations',
  {
    paymentTypeId: integer('payment_type_id').notNull().references(() => paymentTypes.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 160 }).notNull(),
    instructions: text(),
  },
  (t) => [primaryKey({ columns: [t.paymentTypeId, t.locale] })],
)

export const orders = pgTable(
  'orders',
  {
    id: id(),
    number: varchar({ length: 30 }).notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: orderStatus().notNull().default('pending'),
    locale: varchar({ length: 5 }).notNull().default('it'),
    // Totals in cents, VAT included; vat_total is the VAT share of total at vat_rate.
    subtotal: cents('subtotal'),
    discountTotal: cents('discount_total'),
    shippingTotal: cents('shipping_total'),
    packagePrice: cents('package_price'),
    total: cents('total'),
    vatRate: integer('vat_rate').notNull().default(22),
    vatTotal: cents('vat_total'),
    couponCode: varchar('coupon_code', { length: 40 }),
    // Further discounts agreed with trade customers, in basis points (1000 = 10 %).
    firstDiscountBp: integer('first_discount_bp').notNull().default(0),
    secondDiscountBp: integer('second_discount_bp').notNull().default(0),
    shippingOptionId: integer('shipping_option_id').references(() => shippingOptions.id, { onDelete: 'set null' }),
    paymentTypeId: integer('payment_type_id').references(() => paymentTypes.id, { onDelete: 'set null' }),
    paymentReference: varchar('payment_reference', { length: 200 }),
    customerReference: varchar('customer_reference', { length: 120 }),
    boxPackage: varchar('box_package', { length: 120 }),
    notes: text(),
    // Receipt (scontrino) instead of an invoice; billing holds CF/P.IVA, SDI or PEC.
    receiptInsteadOfInvoice: boolean('receipt_instead_of_invoice').notNull().default(true),
    billing: jsonb().notNull().default({}),
    shippingAddress: jsonb('shipping_address').notNull().default({}),
    confirmedAt: ts('confirmed_at'),
    productionStartedAt: ts('production_started_at'),
    productionEndedAt: ts('production_ended_at'),
    shippedAt: ts('shipped_at'),
    deliveredAt: ts('delivered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt), index('orders_status_idx').on(t.status)],
)

// Lines keep a snapshot of what was sold, so later catalogue edits never change an order.
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    sku: varchar({ length: 80 }).notNull(),
    name: varchar({ length: 200 }).notNull(),
    quantity: integer().notNull(),
    unitPrice: cents('unit_price'),
    lineTotal: cents('line_total'),
    weightGrams: integer('weight_grams').notNull().default(0),
    snapshot: jsonb().notNull().default({}),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
)

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
)

// A replayed request with the same key gets the stored answer instead of a second order.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: varchar({ length: 200 }).notNull(),
    scope: varchar({ length: 100 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
)
