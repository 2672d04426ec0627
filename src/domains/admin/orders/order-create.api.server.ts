import { and, asc, eq, isNull } from 'drizzle-orm'
import { findProduct } from '~/domains/catalog/product-detail.server'
import { alias } from 'drizzle-orm/pg-core'
import { products, productTranslations, users } from '~/db/schema'
import type { Db } from '~/db/types'
import { listAddresses } from '~/domains/accounts/addresses.server'
import { tierForRole } from '~/domains/catalog/pricing'
import { vatOverrideOf } from '~/domains/cart/pricing'
import { quoteCheckout } from '~/domains/orders/checkout-quote.server'
import { IDEMPOTENCY_KEY_PATTERN } from '~/domains/orders/idempotency.server'
import { placeOrder } from '~/domains/orders/place-order.server'
import { loadSettings } from '~/domains/settings/settings.server'
import { HttpError } from '~/lib/api/errors'
import { isLocale, type Locale } from '~/lib/i18n/locales'
import { implement, type ApiUser } from '~/domains/shared/api-route'
import { ilikeAny } from '../list-query.server'
import {
  createOrderForCustomer,
  getAdminCustomer,
  quoteForCustomer,
  searchOrderProducts,
} from './order-create.contract'

const parents = alias(users, 'parents')

/**
 * The customer as the order service sees them: their role and price role (a retailer's user buys
 * at the retailer's conditions, as when they sign in themselves). Disabled accounts are not found.
 */
export async function customerAsUser(
  db: Db,
  id: number,
): Promise<(ApiUser & { name: string; email: string; locale: Locale }) | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      locale: users.locale,
      role: users.role,
      parentId: users.parentId,
      parentRole: parents.role,
      parentDisabled: parents.disabledAt,
    })
    .from(users)
    .leftJoin(parents, eq(parents.id, users.parentId))
    .where(and(eq(users.id, id), isNull(users.disabledAt)))
  if (!row || row.parentDisabled) return null
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    locale: isLocale(row.locale) ? row.locale : 'it',
    role: row.role,
    parentId: row.parentId,
    priceRole: row.parentRole ?? row.role,
  }
}

async function requireCustomer(db: Db, id: number) {
  const customer = await customerAsUser(db, id)
  if (!customer) throw new HttpError('validation_failed', { customer_id: ['validation_customer_unknown'] })
  return customer
}

export const adminOrderCreateRoutes = [
  implement(getAdminCustomer, async ({ params }, { db }) => {
    const customer = await customerAsUser(db, params.id)
    if (!customer) throw new HttpError('not_found')
    return {
      data: {
        id: customer.id,
        name: customer.name,
        email: customer.email,
        role: customer.role,
        price_tier: tierForRole(customer.priceRole),
        addresses: await listAddresses(db, customer.id),
      },
    }
  }),

  implement(quoteForCustomer, async ({ body }, ctx) => {
    const { customer_id, ...request } = body
    const customer = await requireCustomer(ctx.db, customer_id)
    const settings = await loadSettings(ctx.db)
    const { quote } = await quoteCheckout(ctx.db, request, {
      locale: ctx.locale,
      tier: tierForRole(customer.priceRole),
      vatRate: settings.cart_iva,
      vatOverride: vatOverrideOf(request.vat_rate, settings.cart_iva),
      now: ctx.now(),
      settings,
    })
    return { data: quote }
  }),

  implement(createOrderForCustomer, async ({ body }, ctx) => {
    const me = (await ctx.user())!
    const { customer_id, ...order } = body
    const customer = await requireCustomer(ctx.db, customer_id)
    const key = ctx.request.headers.get('idempotency-key')
    if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key))
      throw new HttpError('invalid_request', { 'Idempotency-Key': ['validation_idempotency_key'] })
    const { order: placed } = await placeOrder(ctx.db, order, {
      user: customer,
      // The customer's language: the order's texts and e-mails are theirs.
      locale: customer.locale,
      now: ctx.now(),
      services: ctx,
      idempotencyKey: key,
      vatRate: order.vat_rate ?? null,
      createdBy: me.id,
    })
    return { data: placed }
  }),

  implement(searchOrderProducts, async ({ query }, ctx) => {
    if (!query.q) return { data: [] }
    const rows = await ctx.db
      .select({ id: products.id, sku: products.sku, name: productTranslations.name, slug: productTranslations.slug })
      .from(products)
      .innerJoin(
        productTranslations,
        and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, 'it')),
      )
      .where(and(eq(products.published, true), ilikeAny(query.q, productTranslations.name, products.sku)))
      .orderBy(asc(productTranslations.name))
      .limit(10)
    // Each product's choices in the admin's language, from the shop's own product answer.
    const data = []
    for (const row of rows) {
      const product = await findProduct(ctx.db, row.slug, ctx.locale, 'base', ctx.now())
      data.push({
        ...row,
        variant_groups: (product?.variant_groups ?? []).map((g) => ({
          id: g.id,
          name: g.name,
          required: g.required,
          variants: g.variants.map((v) => ({ id: v.id, name: v.name })),
        })),
        extra_options: (product?.extra_options ?? []).map((o) => ({ id: o.id, name: o.name })),
        extras_combinable: product?.extras_combinable ?? false,
      })
    }
    return { data }
  }),
]
