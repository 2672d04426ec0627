import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { coupons, orders } from '~/db/schema'
import { json, seededApi, type Json } from '~/test/seeded-api'

// Coupons in the back office: unique codes whatever the case, percentage or fixed, dates,
// usage limit, the used count read-only, orders that used it, and no delete once used.
const { db, signIn, get, send } = seededApi()

let admin: string
beforeAll(async () => {
  admin = await signIn('admin@soglia.test')
})

describe('admin coupons', () => {
  it('lists, searches and filters the seeded coupons', async () => {
    const all = await json(await get('/admin/coupons?per_page=100&sort=code', admin))
    expect(all.data.map((c: Json) => c.code)).toEqual(['BENVENUTO10', 'SCADUTO', 'SCONTO50', 'ULTIMO'])
    expect((await json(await get('/admin/coupons?q=sconto', admin))).data.map((c: Json) => c.code)).toEqual([
      'SCONTO50',
    ])
    expect((await json(await get('/admin/coupons?discount_type=fixed', admin))).data).toHaveLength(1)
    // Switched on, yet ended: the list says so (issue 43: "Attivo: Sì" on an expired coupon).
    const scaduto = all.data.find((c: Json) => c.code === 'SCADUTO')
    expect(scaduto).toMatchObject({ active: true, state: 'expired' })
    expect(all.data.find((c: Json) => c.code === 'SCONTO50').state).toBe('active')
  })

  it('states each coupon as the cart would take it: scheduled, used up, switched off', async () => {
    const made = async (body: Json) =>
      (
        await json(
          await send('POST', '/admin/coupons', admin, { discount_type: 'percentage', discount_value: 5, ...body }),
        )
      ).data
    expect((await made({ code: 'DOMANI5', starts_at: '2099-01-01' })).state).toBe('scheduled')
    expect((await made({ code: 'SPENTO5', active: false })).state).toBe('inactive')
    const limited = await made({ code: 'UNAVOLTA5', usage_limit: 1 })
    expect(limited.state).toBe('active')
    await db().update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, limited.id))
    expect((await json(await get(`/admin/coupons/${limited.id}`, admin))).data.state).toBe('used_up')
    const customer = await signIn('cliente@soglia.test')
    for (const code of ['DOMANI5', 'SPENTO5', 'UNAVOLTA5'])
      expect((await json(await send('POST', '/coupons/validate', customer, { code }))).valid, code).toBe(false)
  })

  it('creates a coupon a customer can then apply in the cart', async () => {
    const res = await send('POST', '/admin/coupons', admin, {
      code: 'Primavera20',
      discount_type: 'percentage',
      discount_value: 20,
      starts_at: '2026-01-01',
      ends_at: '2099-05-31',
      usage_limit: 100,
    })
    expect(res.status).toBe(201)
    const c = (await json(res)).data
    expect(c).toMatchObject({ code: 'Primavera20', used_count: 0, active: true, usage_limit: 100 })
    expect(c.ends_at).toMatch(/^2099-05-31T22:59:59/) // the end of that day in Italy
    const customer = await signIn('cliente@soglia.test')
    const valid = await json(await send('POST', '/coupons/validate', customer, { code: 'PRIMAVERA20' }))
    expect(valid.valid).toBe(true)
  })

  it('refuses a code taken in another case, bad values and an end before the start', async () => {
    const taken = await send('POST', '/admin/coupons', admin, {
      code: 'benvenuto10',
      discount_type: 'fixed',
      discount_value: 500,
    })
    expect(taken.status).toBe(409)
    expect((await json(taken)).error.fields.code).toHaveLength(1)
    const percent = await send('POST', '/admin/coupons', admin, {
      code: 'TROPPO',
      discount_type: 'percentage',
      discount_value: 150,
    })
    expect(percent.status).toBe(422)
    expect((await json(percent)).error.fields.discount_value).toBeDefined()
    const dates = await send('POST', '/admin/coupons', admin, {
      code: 'DATE',
      discount_type: 'fixed',
      discount_value: 100,
      starts_at: '2026-06-01',
      ends_at: '2026-05-01',
    })
    expect(dates.status).toBe(422)
    expect((await json(dates)).error.fields.ends_at).toBeDefined()
    const bad = await send('POST', '/admin/coupons', admin, { code: 'a b', discount_type: 'gift', discount_value: -1 })
    expect(bad.status).toBe(422)
    expect(Object.keys((await json(bad)).error.fields).sort()).toEqual(['code', 'discount_type', 'discount_value'])
    // used_count is not writable
    const [row] = await db().select().from(coupons).where(eq(coupons.code, 'ULTIMO'))
    expect((await send('PATCH', `/admin/coupons/${row!.id}`, admin, { used_count: 0 })).status).toBe(422)
  })

  it('edits a coupon, and a PATCH keeps the pair coherent', async () => {
    const [row] = await db().select().from(coupons).where(eq(coupons.code, 'SCONTO50'))
    const res = await send('PATCH', `/admin/coupons/${row!.id}`, admin, { discount_value: 2500, active: false })
    expect((await json(res)).data).toMatchObject({ discount_value: 2500, active: false, discount_type: 'fixed' })
    // switching to percentage with 2500 left as the value is refused
    expect((await send('PATCH', `/admin/coupons/${row!.id}`, admin, { discount_type: 'percentage' })).status).toBe(422)
  })

  it('shows the orders that used a coupon and refuses to delete it', async () => {
    const [row] = await db().select().from(coupons).where(eq(coupons.code, 'BENVENUTO10'))
    await db().insert(orders).values({ number: 'T-COUPON-1', couponCode: 'benvenuto10', subtotal: 10000, total: 9000 })
    const used = await json(await get('/admin/orders?coupon=BENVENUTO10', admin))
    expect(used.data.map((o: Json) => o.number)).toEqual(['T-COUPON-1'])
    const refused = await send('DELETE', `/admin/coupons/${row!.id}`, admin)
    expect(refused.status).toBe(409)
    expect((await json(refused)).error.message).toMatch(/disattiv|deactivat/i)
    const fresh = (
      await json(
        await send('POST', '/admin/coupons', admin, { code: 'USAEGETTA', discount_type: 'fixed', discount_value: 100 }),
      )
    ).data
    expect((await send('DELETE', `/admin/coupons/${fresh.id}`, admin)).status).toBe(204)
    expect((await get(`/admin/coupons/${fresh.id}`, admin)).status).toBe(404)
  })
})
