import { and, asc, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { orderLines, orders, paymentTypes, users } from '~/db/schema'
import type { Db } from '~/db/types'
import type { Locale } from '~/lib/i18n/locales'
import { toOrderLine } from '~/domains/orders/order-read.server'
import { dayEnd, dayStart, ilikeAny, orderOf, paged } from '../list-query.server'
import type { AdminOrderLine, AdminOrderRow, adminOrdersQuery } from './admin-orders.schemas'

// The admin order list: one query with the customer and payment method joined, the line
// count as a subquery; filters are all indexable columns or a join.

/** The order's own words searched by `q`: the customer and the addresses as they were ordered. */
const searchedText = [
  orders.customerName,
  orders.customerEmail,
  sql`${orders.billing}->>'name'`,
  sql`${orders.billing}->>'company'`,
  sql`${orders.billing}->'address'->>'city'`,
  sql`${orders.billing}->'address'->>'phone'`,
  sql`${orders.shippingAddress}->>'recipient'`,
  sql`${orders.shippingAddress}->>'company'`,
  sql`${orders.shippingAddress}->>'city'`,
  sql`${orders.shippingAddress}->>'phone'`,
]

const itemCount = sql<number>`(select coalesce(sum(quantity), 0)::int from order_lines where order_lines.order_id = ${orders.id})`

export async function listAdminOrders(db: Db, q: z.output<typeof adminOrdersQuery>, locale: Locale = 'it') {
  const where: SQL[] = []
  // Issue 43: the owner finds an order by what they remember of it: its number, who ordered
  // (as they were then, or their account now), the company, a phone, a city.
  if (q.q) where.push(ilikeAny(q.q, orders.number, ...searchedText, users.name, users.email))
  if (q.status) where.push(eq(orders.status, q.status))
  if (q.from) where.push(gte(orders.createdAt, dayStart(q.from)))
  if (q.to) where.push(lt(orders.createdAt, dayEnd(q.to)))
  if (q.customer_id) where.push(eq(orders.userId, q.customer_id))
  if (q.customer) where.push(ilikeAny(q.customer, users.name, users.email))
  if (q.payment_method) where.push(eq(paymentTypes.code, q.payment_method))
  if (q.coupon) where.push(sql`upper(${orders.couponCode}) = upper(${q.coupon})`)
  const cond = where.length ? and(...where) : undefined
  const sorts = { number: orders.number, created_at: orders.createdAt, total: orders.total, status: orders.status }
  // The users and payment joins only where a filter needs them; the page's ids are picked
  // first (a deferred join), so a deep page does not build the 7,500 rows it skips.
  const base = () => {
    let query = db.select({ id: orders.id }).from(orders).$dynamic()
    if (q.customer || q.q) query = query.leftJoin(users, eq(users.id, orders.userId))
    if (q.payment_method) query = query.leftJoin(paymentTypes, eq(paymentTypes.id, orders.paymentTypeId))
    return query.where(cond)
  }
  const order = orderOf(sorts, q, 'created_at', orders.id)
  return paged(
    q,
    db
      .select({ n: count() })
      .from(base().as('f'))
      .then((r) => Number(r[0]?.n ?? 0)),
    async (limit, offset) => {
      const page = base()
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .as('p')
      const rows = await db
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          total: orders.total,
          createdAt: orders.createdAt,
          userId: users.id,
          userName: users.name,
          userEmail: users.email,
          userRole: users.role,
          payment: paymentTypes.code,
          // Its name in the reader's language, else the shop's own (issue 43: the list showed the code).
          paymentName: sql<
            string | null
          >`(select t.name from payment_type_translations t where t.payment_type_id = ${orders.paymentTypeId} order by (t.locale = ${locale}) desc, (t.locale = 'it') desc limit 1)`,
          coupon: orders.couponCode,
          items: itemCount,
        })
        .from(orders)
        .innerJoin(page, eq(page.id, orders.id))
        .leftJoin(users, eq(users.id, orders.userId))
        .leftJoin(paymentTypes, eq(paymentTypes.id, orders.paymentTypeId))
        .orderBy(...order)
      const lines =
        q.include === 'lines'
          ? await linesOf(
              db,
              rows.map((r) => r.id),
            )
          : null
      return rows.map(
        (r): AdminOrderRow => ({
          id: r.id,
          number: r.number,
          status: r.status,
          total: r.total,
          created_at: r.createdAt.toISOString(),
          customer:
            r.userId !== null
              ? { id: r.userId, name: r.userName ?? '', email: r.userEmail ?? '', role: r.userRole ?? 'user' }
              : null,
          payment_method: r.payment,
          payment_method_name: r.paymentName,
          coupon_code: r.coupon,
          item_count: Number(r.items),
          ...(lines ? { lines: lines.get(r.id) ?? [] } : {}),
        }),
      )
    },
  )
}

/** The page's lines by order, read through the one line reader (the snapshot's choices). */
async function linesOf(db: Db, ids: number[]): Promise<Map<number, AdminOrderLine[]>> {
  const byOrder = new Map<number, AdminOrderLine[]>()
  if (ids.length === 0) return byOrder
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id))
  for (const row of rows) {
    const l = toOrderLine(row)
    const line: AdminOrderLine = {
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      unit_price: l.unit_price,
      line_total: l.line_total,
      vat_rate: l.vat_rate,
      made_to_measure: l.made_to_measure,
      variants: l.variants,
      extra_option: l.extra_option,
      choices: l.choices,
    }
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), line])
  }
  return byOrder
}
