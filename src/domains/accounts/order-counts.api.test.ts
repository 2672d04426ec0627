import fc from 'fast-check'
import { eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderCounts, orders, users } from '~/db/schema'
import { json, seededApi } from '~/test/seeded-api'

// The order list's page count comes from counts a trigger keeps (migration 0025, decision 058),
// not from counting a customer's whole history per visit. Whatever writes orders, the kept
// counts must equal a real count, and the API's total must be that count.
const { db, signIn, get, userId } = seededApi()

async function keptAgreeWithCounted() {
  const counted = await db()
    .select({ userId: orders.userId, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(isNotNull(orders.userId))
    .groupBy(orders.userId)
  const kept = await db().select().from(orderCounts)
  const nonZero = Object.fromEntries(kept.filter((k) => k.orders !== 0).map((k) => [k.userId, k.orders]))
  expect(nonZero).toEqual(Object.fromEntries(counted.map((c) => [c.userId, c.n])))
}

let serial = 0
const numbered = () => `CNT-${++serial}`

describe('kept order counts', () => {
  it('follow every insert, delete and change of owner, in any order', async () => {
    const people = await Promise.all(
      ['cliente@soglia.test', 'addetto@rivenditore.test', 'rivenditore@soglia.test'].map(userId),
    )
    const owner = fc.option(fc.constantFrom(...people), { nil: null })
    const step = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), owner, many: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), owner }),
      fc.record({ kind: fc.constant('touch' as const), pick: fc.nat() }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 8 }), async (steps) => {
        for (const s of steps) {
          const ids = (await db().select({ id: orders.id }).from(orders).orderBy(orders.id)).map((r) => r.id)
          const picked = ids.length ? ids['pick' in s ? s.pick % ids.length : 0]! : null
          if (s.kind === 'insert')
            await db()
              .insert(orders)
              .values(Array.from({ length: s.many }, () => ({ number: numbered(), userId: s.owner })))
          else if (picked === null) continue
          else if (s.kind === 'delete') await db().delete(orders).where(eq(orders.id, picked))
          else if (s.kind === 'move') await db().update(orders).set({ userId: s.owner }).where(eq(orders.id, picked))
          // An update that leaves the owner as it was changes no count.
          else
            await db()
              .update(orders)
              .set({ userId: sql`${orders.userId}`, notes: 'touched' })
              .where(eq(orders.id, picked))
        }
        await keptAgreeWithCounted()
      }),
      { numRuns: 25 },
    )
  })

  it('give the API’s total: the customer’s own, and a retailer’s with its team’s', async () => {
    const [cliente, addetto, retailer] = await Promise.all(
      ['cliente@soglia.test', 'addetto@rivenditore.test', 'rivenditore@soglia.test'].map(userId),
    )
    const countOf = async (ids: number[]) =>
      (await db().select({ n: sql<number>`count(*)::int` }).from(orders).where(inArray(orders.userId, ids)))[0]!.n
    await db()
      .insert(orders)
      .values([
        { number: numbered(), userId: cliente },
        { number: numbered(), userId: addetto },
        { number: numbered(), userId: retailer },
      ])

    const own = await json(await get('/account/orders?per_page=5', await signIn('cliente@soglia.test')))
    expect(own.meta.total).toBe(await countOf([cliente!]))
    expect(own.meta.total_pages).toBe(Math.ceil(own.meta.total / 5))
    const team = await json(await get('/account/orders', await signIn('rivenditore@soglia.test')))
    expect(team.meta.total).toBe(await countOf([retailer!, addetto!]))
    expect(team.meta.total).toBeGreaterThanOrEqual(2)
  })

  it('go with an erased user; the orders stay and count for nobody', async () => {
    const [guest] = await db()
      .insert(users)
      .values({ email: 'conteggio@soglia.test', name: 'Da cancellare', passwordHash: 'x' })
      .returning({ id: users.id })
    await db()
      .insert(orders)
      .values([
        { number: numbered(), userId: guest!.id },
        { number: numbered(), userId: guest!.id },
      ])
    expect((await db().select().from(orderCounts).where(eq(orderCounts.userId, guest!.id)))[0]?.orders).toBe(2)

    await db().delete(users).where(eq(users.id, guest!.id))
    expect(await db().select().from(orderCounts).where(eq(orderCounts.userId, guest!.id))).toEqual([])
    await keptAgreeWithCounted()
  })
})
