import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders, paymentTypes, shippingOptions } from '~/db/schema'
import { json, seededApi, type Json } from '~/test/seeded-api'

// Shipping options and payment methods in the back office: the checkout's quote uses a change
// at once; options used by orders are not deleted; card keys are reported, never shown.
const { db, signIn, get, send } = seededApi()

let admin: string
beforeAll(async () => {
  admin = await signIn('admin@soglia.test')
})

const garda = 'porta-garda-in-rovere-80-210'
async function quoteShipping(region: string) {
  const product = (await json(await get(`/products/${garda}`))).data
  const line = { slug: garda, quantity: 1, variant_ids: product.variant_groups.map((g: Json) => g.variants[0].id) }
  const res = await send('POST', '/cart/quote', undefined, { lines: [line], region })
  expect(res.status).toBe(200)
  return (await json(res)).data.shipping_options as Json[]
}

describe('admin shipping options', () => {
  it('lists the seeded options in their order, with kg and regions', async () => {
    const list = await json(await get('/admin/shipping-options?per_page=100', admin))
    expect(list.meta.total).toBeGreaterThan(2)
    const courier = list.data.find((s: Json) => s.code.startsWith('corriere'))
    expect(courier).toMatchObject({ min_weight_kg: 0, active: true })
    expect(courier.regions.every((r: string) => /^IT-\d\d$/.test(r))).toBe(true)
  })

  it('changes a price and the checkout quote uses it at once', async () => {
    const before = await quoteShipping('IT-34')
    const option = before.find((o) => !o.free && o.price > 0)!
    const res = await send('PATCH', `/admin/shipping-options/${option.id}`, admin, { price: option.price + 1234 })
    expect(res.status).toBe(200)
    const after = await quoteShipping('IT-34')
    expect(after.find((o) => o.id === option.id)!.price).toBe(option.price + 1234)
    // deactivated → no longer offered
    await send('PATCH', `/admin/shipping-options/${option.id}`, admin, { active: false })
    expect((await quoteShipping('IT-34')).map((o) => o.id)).not.toContain(option.id)
    await send('PATCH', `/admin/shipping-options/${option.id}`, admin, { active: true })
  })

  it('creates an option with a name in the request language, and refuses incoherent bands', async () => {
    const res = await send('POST', '/admin/shipping-options', admin, {
      code: 'furgone-veneto',
      name: 'Furgone Veneto',
      min_weight_kg: 0,
      max_weight_kg: 500.5,
      regions: ['IT-34'],
      price: 9900,
      days_min: 2,
      days_max: 4,
    })
    expect(res.status).toBe(201)
    expect((await json(res)).data).toMatchObject({
      name: 'Furgone Veneto',
      max_weight_kg: 500.5,
      regions: ['IT-34'],
      price: 9900,
    })
    const dup = await send('POST', '/admin/shipping-options', admin, {
      code: 'furgone-veneto',
      name: 'Doppio',
      min_weight_kg: 0,
      price: 1,
    })
    expect(dup.status).toBe(409)
    const band = await send('POST', '/admin/shipping-options', admin, {
      code: 'banda',
      name: 'Banda',
      min_weight_kg: 50,
      max_weight_kg: 10,
      price: 1,
    })
    expect(band.status).toBe(422)
    expect((await json(band)).error.fields.max_weight_kg).toBeDefined()
    const region = await send('POST', '/admin/shipping-options', admin, {
      code: 'luna',
      name: 'Luna',
      min_weight_kg: 0,
      price: 1,
      regions: ['IT-99'],
    })
    expect(region.status).toBe(422)
  })

  it('refuses to delete an option orders used, deletes an unused one', async () => {
    const [used] = await db().select().from(shippingOptions).where(eq(shippingOptions.code, 'ritiro-in-sede')).limit(1)
    await db().insert(orders).values({ number: 'T-SHIP-1', shippingOptionId: used!.id, subtotal: 100, total: 100 })
    const refused = await send('DELETE', `/admin/shipping-options/${used!.id}`, admin)
    expect(refused.status).toBe(409)
    expect((await json(refused)).error.message).toMatch(/disattiv/i)
    const [fresh] = await db().select().from(shippingOptions).where(eq(shippingOptions.code, 'furgone-veneto'))
    expect((await send('DELETE', `/admin/shipping-options/${fresh!.id}`, admin)).status).toBe(204)
  })
})

describe('admin payment methods', () => {
  it('lists the methods and says whether card keys are set, without showing them', async () => {
    const list = await json(await get('/admin/payment-methods', admin))
    const codes = list.data.map((p: Json) => p.code)
    expect(codes).toEqual(expect.arrayContaining(['bank_transfer', 'cash_on_delivery', 'card']))
    const card = list.data.find((p: Json) => p.code === 'card')
    expect(card.keys_configured).toBe(Boolean(process.env.STRIPE_SECRET_KEY))
    expect(list.data.find((p: Json) => p.code === 'bank_transfer').keys_configured).toBeNull()
    expect(JSON.stringify(list)).not.toMatch(/sk_(test|live)_/)
  })

  it('edits fee, IBAN, instructions and the active flag; refuses a wrong IBAN', async () => {
    const [cod] = await db().select().from(paymentTypes).where(eq(paymentTypes.code, 'cash_on_delivery'))
    const res = await send('PATCH', `/admin/payment-methods/${cod!.id}`, admin, {
      fee: 900,
      instructions: 'Paga al corriere in contanti.',
      kind: 'local',
    })
    expect((await json(res)).data).toMatchObject({ fee: 900, instructions: 'Paga al corriere in contanti.' })
    const [bank] = await db().select().from(paymentTypes).where(eq(paymentTypes.code, 'bank_transfer'))
    const bad = await send('PATCH', `/admin/payment-methods/${bank!.id}`, admin, {
      iban: 'IT61 X054 2811 1010 0000 0123 456',
    })
    expect(bad.status).toBe(422)
    expect((await json(bad)).error.fields.iban).toHaveLength(1)
    const good = await send('PATCH', `/admin/payment-methods/${bank!.id}`, admin, {
      iban: 'it60 x054 2811 1010 0000 0123 456',
      active: false,
    })
    expect((await json(good)).data).toMatchObject({ iban: 'IT60X0542811101000000123456', active: false })
    expect((await send('POST', '/admin/payment-methods', admin, {})).status).toBe(405)
  })
})
