import { and, asc, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { categories, categoryTranslations, orderLines, orders, products, shippingOptions } from '~/db/schema'
import type { Db } from '~/db/types'
import { readAll } from '~/db/read-all.server'
import { allowedEvents } from '~/domains/orders/order-status.machine'
import { toOrderLine } from '~/domains/orders/order-read.server'
import { romeToday } from '~/domains/shipping/shipping'
import type { Locale } from '~/lib/i18n/locales'
import { pickText } from '../translated.server'
import { dueDate, isLate, weekOf } from './due-date'
import {
  PRODUCTION_MOVES,
  PRODUCTION_STATUSES,
  type ProductionBoard,
  type ProductionCard,
  type productionQuery,
} from './production.contract'

// The production board's read (issue 43, decision 094): the orders between confirmation and
// shipping, their lines as frozen, the due date from the promise the order stores and the
// lines' lead times, the moves the order machine allows. Everything from existing columns.

type Query = z.output<typeof productionQuery>

/** Each category's top-level ancestor: the product type (doors, windows, accessories…). */
function rootsOf(rows: ReadonlyArray<{ id: number; parentId: number | null }>): Map<number, number> {
  const parent = new Map(rows.map((r) => [r.id, r.parentId]))
  const roots = new Map<number, number>()
  for (const { id } of rows) {
    let at = id
    // A cycle (never made by the admin's move, but cheap to survive) stops at the id it revisits.
    for (const seen = new Set<number>(); parent.get(at) != null && !seen.has(at); ) {
      seen.add(at)
      at = parent.get(at)!
    }
    roots.set(id, at)
  }
  return roots
}

type BoardCard = ProductionCard & { types: number[] }

/** The cards of the board's orders (one order: `orderId`), with each card's product types. */
async function loadCards(db: Db, now: Date, orderId?: number): Promise<BoardCard[]> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      customer: orders.customerName,
      deliveryType: orders.deliveryType,
      notes: orders.notes,
      createdAt: orders.createdAt,
      from: orders.estimatedDeliveryFrom,
      to: orders.estimatedDeliveryTo,
      shippingOptionId: orders.shippingOptionId,
      payment: orders.paymentSnapshot,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(
      and(inArray(orders.status, [...PRODUCTION_STATUSES]), orderId !== undefined ? eq(orders.id, orderId) : undefined),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
  const ids = rows.map((r) => r.id)
  const optionIds = [...new Set(rows.map((r) => r.shippingOptionId).filter((v): v is number => v !== null))]
  const [lines, options, cats] = await readAll(db, [
    () =>
      ids.length
        ? db
            .select({ line: orderLines, lead: products.leadTimeDays, categoryId: products.categoryId })
            .from(orderLines)
            .leftJoin(products, eq(products.id, orderLines.productId))
            .where(inArray(orderLines.orderId, ids))
            .orderBy(asc(orderLines.orderId), asc(orderLines.id))
        : Promise.resolve([]),
    () =>
      optionIds.length
        ? db
            .select({ id: shippingOptions.id, max: shippingOptions.shippingDaysMax })
            .from(shippingOptions)
            .where(inArray(shippingOptions.id, optionIds))
        : Promise.resolve([]),
    () => db.select({ id: categories.id, parentId: categories.parentId }).from(categories),
  ])
  const roots = rootsOf(cats)
  const transit = new Map(options.map((o) => [o.id, o.max]))
  const byOrder = new Map<number, typeof lines>()
  for (const l of lines) byOrder.set(l.line.orderId, [...(byOrder.get(l.line.orderId) ?? []), l])

  return rows.map((r): BoardCard => {
    const own = byOrder.get(r.id) ?? []
    const due = dueDate({
      placedAt: r.createdAt,
      leadTimeDays: own.reduce((max, l) => Math.max(max, l.lead ?? 0), 0),
      promisedBy: r.to,
      transitDays: r.shippingOptionId !== null ? (transit.get(r.shippingOptionId) ?? null) : null,
    })
    const context = {
      paymentCode: (r.payment as { code?: string } | null)?.code ?? '',
      pickup: r.deliveryType === 'pickup',
      paid: r.paidAt !== null,
    }
    const allowed = allowedEvents(r.status, context)
    return {
      id: r.id,
      number: r.number,
      status: r.status as ProductionCard['status'],
      customer: r.customer ?? '',
      pickup: r.deliveryType === 'pickup',
      lines: own.map(({ line }) => {
        const l = toOrderLine(line)
        return {
          id: l.id,
          sku: l.sku,
          name: l.name,
          quantity: l.quantity,
          made_to_measure: l.made_to_measure,
          variants: l.variants,
          extra_option: l.extra_option,
          choices: l.choices,
        }
      }),
      notes: r.notes,
      due_date: due,
      late: isLate(due, now),
      estimated_delivery: r.from && r.to ? { from: r.from, to: r.to } : null,
      moves: PRODUCTION_MOVES.filter((e) => allowed.includes(e)),
      types: [...new Set(own.flatMap((l) => (l.categoryId !== null ? [roots.get(l.categoryId) ?? l.categoryId] : [])))],
    }
  })
}

/** One order's card, or null when the order is not on the board (the production sheet's read). */
export async function productionCard(db: Db, orderId: number, now: Date): Promise<ProductionCard | null> {
  const [card] = await loadCards(db, now, orderId)
  if (!card) return null
  const { types: _, ...rest } = card
  return rest
}

export async function productionBoard(db: Db, q: Query, now: Date, locale: Locale): Promise<ProductionBoard> {
  const [cards, names] = await readAll(db, [
    () => loadCards(db, now),
    () =>
      db
        .select({
          id: categoryTranslations.categoryId,
          locale: categoryTranslations.locale,
          name: categoryTranslations.name,
        })
        .from(categoryTranslations),
  ])
  cards.sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id)

  const weeks = new Map<string, number>()
  const types = new Map<number, number>()
  for (const c of cards) {
    weeks.set(weekOf(c.due_date), (weeks.get(weekOf(c.due_date)) ?? 0) + 1)
    for (const t of c.types) types.set(t, (types.get(t) ?? 0) + 1)
  }
  const nameOf = (id: number) =>
    pickText(
      names.filter((n) => n.id === id),
      locale,
    )?.name ?? String(id)
  const week = q.week ? weekOf(q.week) : undefined
  return {
    data: cards
      .filter((c) => (!week || weekOf(c.due_date) === week) && (!q.type || c.types.includes(q.type)))
      .map(({ types: _, ...card }) => card),
    meta: {
      today: romeToday(now).toISOString().slice(0, 10),
      weeks: [...weeks].sort(([a], [b]) => a.localeCompare(b)).map(([w, count]) => ({ week: w, count })),
      types: [...types]
        .map(([id, count]) => ({ id, name: nameOf(id), count }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    },
  }
}
