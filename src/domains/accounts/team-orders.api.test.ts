import fc from 'fast-check'
import { and, desc, eq, inArray, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, users } from '~/db/schema'
import { json, seededApi } from '~/test/seeded-api'

// A retailer's order list is merged from each team member's newest orders (decision 059), not
// filtered from the shop's. Whatever the members, dates (ties included) and page size, every
// page must be exactly the slice of the team's orders, newest first, that one sort would give;
// and a customer's pages the slice of its own.
const { db, signIn, get, userId } = seededApi()

let serial = 0
const numbered = () => `TEAM-${++serial}`
const BASE = Date.parse('2026-06-01T08:00:00Z')

describe('a retailer’s order list', () => {
  it('pages through its own and its users’ orders as one list, newest first, ties by id (a customer, its own)', async () => {
    const [retailer, addetto, cliente] = await Promise.all(
      ['rivenditore@soglia.test', 'addetto@rivenditore.test', 'cliente@soglia.test'].map(userId),
    )
    // A second user of the team, and one of nobody's team: only the first belongs in the list.
    const [second] = await db()
      .insert(users)
      .values({ email: 'seconda@rivenditore.test', name: 'Seconda Addetta', passwordHash: 'x', parentId: retailer! })
      .returning({ id: users.id })
    const team = [retailer!, addetto!, second!.id]
    const viewers = [
      { token: await signIn('rivenditore@soglia.test'), sees: team },
      { token: await signIn('cliente@soglia.test'), sees: [cliente!] },
    ]
    const order = fc.record({
      owner: fc.constantFrom(...team, cliente!),
      // Few distinct minutes: orders placed in the same instant are common in a busy shop.
      minute: fc.integer({ min: 0, max: 6 }),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(order, { maxLength: 14 }), fc.integer({ min: 1, max: 4 }), async (placed, perPage) => {
        if (placed.length)
          await db()
            .insert(orders)
            .values(
              placed.map((o) => ({
                number: numbered(),
                userId: o.owner,
                createdAt: new Date(BASE + o.minute * 60_000),
              })),
            )
        for (const { token, sees } of viewers) {
          const expected = (
            await db()
              .select({ id: orders.id })
              .from(orders)
              .where(inArray(orders.userId, sees))
              .orderBy(desc(orders.createdAt), desc(orders.id))
          ).map((r) => r.id)
          const pages = Math.ceil(expected.length / perPage)
          for (let page = 1; page <= pages + 1; page++) {
            const res = await json(await get(`/account/orders?page=${page}&per_page=${perPage}`, token))
            expect(
              res.data.map((o: { id: number }) => o.id),
              `page ${page} of ${pages}, ${perPage} a page`,
            ).toEqual(expected.slice((page - 1) * perPage, page * perPage))
            expect(res.meta.total).toBe(expected.length)
          }
        }
        await db()
          .delete(orders)
          .where(and(like(orders.number, 'TEAM-%'), inArray(orders.userId, [...team, cliente!])))
      }),
      { numRuns: 30 },
    )
  })

  it('names who placed each order, and a member’s order leaves the list with the member’s move', async () => {
    const [retailer, addetto] = await Promise.all(['rivenditore@soglia.test', 'addetto@rivenditore.test'].map(userId))
    const [mine, theirs] = await db()
      .insert(orders)
      .values([
        { number: numbered(), userId: retailer, createdAt: new Date(BASE + 3_600_000) },
        { number: numbered(), userId: addetto, createdAt: new Date(BASE + 7_200_000) },
      ])
      .returning({ id: orders.id })
    const token = await signIn('rivenditore@soglia.test')
    const list = async () =>
      (await json(await get('/account/orders?per_page=50', token))).data as Array<{
        id: number
        placed_by: { name: string } | null
      }>
    const first = await list()
    expect(first.find((o) => o.id === theirs!.id)?.placed_by?.name).toBe('Marco Rossi')
    expect(first.find((o) => o.id === mine!.id)?.placed_by?.name).toBe('Serramenti Rossi Srl')
    // The user leaves the team: its orders are no longer the retailer's to see.
    await db().update(users).set({ parentId: null }).where(eq(users.id, addetto!))
    const after = await list()
    expect(after.map((o) => o.id)).toContain(mine!.id)
    expect(after.map((o) => o.id)).not.toContain(theirs!.id)
  })
})
