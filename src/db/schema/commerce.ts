import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { categories, products } from './catalog'
import { cents, createdAt, id, locale, ts, updatedAt } from './columns'
import { deliveryType, discountType, orderStatus, paymentKind } from './enums'

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
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: varchar({ length: 200 }).notNull(),
    description: text(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.locale] })],
)

export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.productId] })],
)

// Shipping priced by weight band and region (Nord, Centro, Sud, Isole…). `regions` holds
// ISO 3166-2:IT region codes ('IT-34' Veneto); an empty list means every region.
export const shippingOptions = pgTable('shipping_options', {
  id: id(),
  code: varchar({ length: 60 }).notNull().unique(),
  minWeightGrams: integer('min_weight_grams').notNull().default(0),
  maxWeightGrams: integer('max_weight_grams'),
  regions: text().array().notNull().default(sql`'{}'::text[]`),
  price: cents('price'),
  // Working days from dispatch to the door; added to the cart's longest lead time.
  shippingDaysMin: integer('shipping_days_min').notNull().default(1),
  shippingDaysMax: integer('shipping_days_max').notNull().default(3),
  // Collection at the shop: offered only for `delivery.type = 'pickup'` (and when the setting allows).
  pickup: boolean().notNull().default(false),
  active: boolean().notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
})

export const shippingOptionTranslations = pgTable(
  'shipping_option_translations',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => shippingOptions.id, { onDelete: 'cascade' }),
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
  // Surcharge for choosing the method (cash on delivery), cents VAT included.
  fee: cents('fee'),
  // Bank transfer: the account to pay; null → the shop's `shop_iban` setting.
  iban: varchar({ length: 34 }),
  // Cash on delivery cannot take made-to-measure goods (a refused parcel cannot be resold).
  allowsMadeToMeasure: boolean('allows_made_to_measure').notNull().default(true),
  // Highest order total the method accepts (cash limit), or null.
  maxTotal: integer('max_total'),
  active: boolean().notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
})

export const paymentTypeTranslations = pgTable(
  'payment_type_translations',
  {
    paymentTypeId: integer('payment_type_id')
      .notNull()
      .references(() => paymentTypes.id, { onDelete: 'cascade' }),
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
    // Who ordered, as they were then (the account may change or go).
    customerName: varchar('customer_name', { length: 120 }),
    customerEmail: varchar('customer_email', { length: 254 }),
    customerRole: varchar('customer_role', { length: 20 }),
    // Trade customers see (and the documents show) amounts net of VAT.
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(true),
    paymentFee: cents('payment_fee'),
    netTotal: cents('net_total'),
    // { code, kind, name, instructions, iban } and { id, code, name } as chosen, in the order's locale.
    paymentSnapshot: jsonb('payment_snapshot'),
    shippingSnapshot: jsonb('shipping_snapshot'),
    deliveryType: deliveryType('delivery_type').notNull().default('address'),
    termsAcceptedAt: ts('terms_accepted_at'),
    // Codice del Consumo art. 59(c): made-to-measure lines excluded from withdrawal, acknowledged.
    madeToMeasureAckAt: ts('made_to_measure_ack_at'),
    madeToMeasureLineIds: integer('made_to_measure_line_ids').array().notNull().default(sql`'{}'::integer[]`),
    // The customer's declaration on accepting an installation quote (decisions 099, 108): the
    // building's use, the deduction sought, who declared it, when, and the text's version.
    installation: jsonb(),
    estimatedDeliveryFrom: date('estimated_delivery_from', { mode: 'string' }),
    estimatedDeliveryTo: date('estimated_delivery_to', { mode: 'string' }),
    shipmentCarrier: varchar('shipment_carrier', { length: 80 }),
    shipmentTracking: varchar('shipment_tracking', { length: 120 }),
    paidAt: ts('paid_at'),
    // The last payment reminder e-mailed for a bank transfer still awaited (issue 43, decision 100).
    paymentRemindedAt: ts('payment_reminded_at'),
    cancelledAt: ts('cancelled_at'),
    cancelReason: text('cancel_reason'),
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
  (t) => [
    // A customer's list, newest first with the id as tie breaker: a page reads that page's index
    // entries, however many orders the customer has (decision 058).
    index('orders_user_idx').on(t.userId, t.createdAt, t.id),
    index('orders_status_idx').on(t.status, t.createdAt, t.id),
    // The admin list (bench/admin-orders.ts): newest first and by total, page after page with
    // the id as tie breaker; the number searched anywhere in it (ILIKE '%…%').
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_total_idx').on(t.total, t.id),
    index('orders_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
  ],
)

// How many orders each user has placed, kept by a trigger on orders (migration 0025): the
// order list's page count without counting a customer's whole history on every visit
// (decision 058). Orders whose user was erased count for nobody.
export const orderCounts = pgTable('order_counts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  orders: integer().notNull().default(0),
})

// Edits of an order before production (issue 12): who changed what, when; the totals before
// and after. Kept apart from the status history, which is the customer's timeline.
export const orderChanges = pgTable(
  'order_changes',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    // [{ field, from, to }] in the API's words (lines by sku, discounts in basis points).
    changes: jsonb().notNull(),
    totalBefore: cents('total_before'),
    totalAfter: cents('total_after'),
    createdAt: createdAt(),
  },
  (t) => [index('order_changes_order_idx').on(t.orderId, t.createdAt)],
)

// Lines keep a snapshot of what was sold, so later catalogue edits never change an order.
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    sku: varchar({ length: 80 }).notNull(),
    name: varchar({ length: 200 }).notNull(),
    quantity: integer().notNull(),
    unitPrice: cents('unit_price'),
    lineTotal: cents('line_total'),
    weightGrams: integer('weight_grams').notNull().default(0),
    // The tier price before a promotion, when one applied.
    regularUnitPrice: integer('regular_unit_price'),
    vatRate: integer('vat_rate').notNull().default(22),
    madeToMeasure: boolean('made_to_measure').notNull().default(false),
    snapshot: jsonb().notNull().default({}),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
)

// Gapless order numbers per year ('2026-000042'): the row is incremented inside the order's
// transaction, so a rolled-back order gives its number back (decision 019).
export const orderNumberCounters = pgTable('order_number_counters', {
  year: integer().primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
})

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
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
