import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addresses, orders } from '~/db/schema'
import { address, ordersApi, type Json } from '~/test/orders-api'

// Issue 39 point 8: an Italian address names one of the 107 provinces (by sigla or name, kept as
// the sigla, its region derived) and a CAP of that province; a mismatch is a translated field
// error on postcode and province, in the address book and at checkout, and changes nothing.
// A foreign address keeps its free fields.
const { call, db, orderBody, slugOf } = ordersApi()

const rome = { recipient: 'Giulia Conti', street: 'Via Cavour 10', postcode: '00184', city: 'Roma', country: 'IT' }
const bookOf = async () => (await call('GET', '/account/addresses', 'user')).body.data as Json[]

describe('the address book', () => {
  it('takes "Roma" as RM, in Lazio, never as RO (Rovigo)', async () => {
    const res = await call('POST', '/account/addresses', 'user', { ...rome, province: 'Roma' })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data).toMatchObject({ province: 'RM', region: 'Lazio', postcode: '00184' })
    await call('DELETE', `/account/addresses/${res.body.data.id}`, 'user')
  })

  it("refuses 00184 with RO, naming the province the CAP belongs to, in the reader's language, and saves nothing", async () => {
    const before = await bookOf()
    const it = await call('POST', '/account/addresses?locale=it', 'user', { ...rome, province: 'RO' })
    expect(it.status).toBe(422)
    expect(it.body.error.code).toBe('validation_failed')
    expect(it.body.error.fields).toEqual({
      postcode: ['Il CAP 00184 è della provincia di Roma (RM), non di Rovigo (RO).'],
      province: ['La provincia del CAP 00184 è Roma (RM).'],
    })
    const en = await call('POST', '/account/addresses?locale=en', 'user', { ...rome, province: 'RO' })
    expect(en.body.error.fields.postcode).toEqual([
      'Postcode 00184 belongs to the province of Roma (RM), not Rovigo (RO).',
    ])
    const unknown = await call('POST', '/account/addresses?locale=it', 'user', {
      ...rome,
      postcode: '99999',
      province: 'RM',
    })
    expect(unknown.status).toBe(422)
    expect(unknown.body.error.fields).toEqual({ postcode: ['Il CAP 99999 non esiste in Italia.'] })
    const noProvince = await call('POST', '/account/addresses?locale=it', 'user', { ...rome, province: 'Rom' })
    expect(noProvince.body.error.fields).toEqual({ province: ['Scegli la provincia'] })
    expect(await bookOf()).toEqual(before)
  })

  it('checks a changed CAP against the stored province, and a changed province against the stored CAP', async () => {
    const saved = (await call('POST', '/account/addresses', 'user', { ...rome, province: 'RM' })).body.data as Json
    const cap = await call('PATCH', `/account/addresses/${saved.id}?locale=it`, 'user', { postcode: '45100' })
    expect(cap.status).toBe(422)
    expect(cap.body.error.fields.postcode).toEqual(['Il CAP 45100 è della provincia di Rovigo (RO), non di Roma (RM).'])
    const province = await call('PATCH', `/account/addresses/${saved.id}`, 'user', { province: 'RO' })
    expect(province.status).toBe(422)
    const [row] = await db().select().from(addresses).where(eq(addresses.id, saved.id))
    expect(row).toMatchObject({ postcode: '00184', province: 'RM', region: 'Lazio' })
    // Both together move the address to Rovigo, and its region with it.
    const moved = await call('PATCH', `/account/addresses/${saved.id}`, 'user', {
      postcode: '45100',
      city: 'Rovigo',
      province: 'Rovigo',
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(moved.body.data).toMatchObject({ postcode: '45100', province: 'RO', region: 'Veneto' })
    await call('DELETE', `/account/addresses/${saved.id}`, 'user')
  })

  it('keeps a foreign address as written', async () => {
    const res = await call('POST', '/account/addresses', 'user', {
      recipient: 'Jan Peeters',
      street: 'Marienplatz 1',
      postcode: '80331',
      city: 'München',
      province: 'Bayern',
      country: 'DE',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data).toMatchObject({ postcode: '80331', province: 'Bayern', country: 'DE' })
    // A patch is checked against the stored country: a German address stays free.
    const moved = await call('PATCH', `/account/addresses/${res.body.data.id}`, 'user', {
      postcode: '10115',
      city: 'Berlin',
      province: 'Berlin',
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(moved.body.data).toMatchObject({ postcode: '10115', province: 'Berlin', country: 'DE' })
    // Moved to Italy, it must name a province of the CAP.
    const italy = await call('PATCH', `/account/addresses/${res.body.data.id}?locale=it`, 'user', { country: 'IT' })
    expect(italy.status).toBe(422)
    expect(italy.body.error.fields).toMatchObject({ province: ['Scegli la provincia'] })
    await call('DELETE', `/account/addresses/${res.body.data.id}`, 'user')
  })
})

describe('the checkout', { timeout: 60_000 }, () => {
  it("refuses a delivery or invoice address whose CAP is another province's, field by field, and places no order", async () => {
    const lines = [{ slug: await slugOf('MA-LEV-TON'), quantity: 1 }]
    const count = async () => (await db().select({ id: orders.id }).from(orders)).length
    const before = await count()
    const body = await orderBody(lines)
    const delivery = await call('POST', '/orders?locale=it', 'user', {
      ...body,
      delivery: { type: 'address', address: { ...address, postcode: '00184' }, save: true },
    })
    expect(delivery.status).toBe(422)
    expect(delivery.body.error.fields).toEqual({
      'delivery.address.postcode': ['Il CAP 00184 è della provincia di Roma (RM), non di Verona (VR).'],
      'delivery.address.province': ['La provincia del CAP 00184 è Roma (RM).'],
    })
    const invoice = {
      document: 'invoice',
      name: 'Giulia Conti',
      tax_code: 'CNTGLI80A41H501X',
      address: { ...rome, province: 'RO' },
    }
    const billing = await call('POST', '/orders?locale=it', 'user', { ...body, billing: invoice })
    expect(billing.status).toBe(422)
    expect(Object.keys(billing.body.error.fields)).toEqual(
      expect.arrayContaining(['billing.address.postcode', 'billing.address.province']),
    )
    expect(await count()).toBe(before)
    expect((await bookOf()).some((a) => a.postcode === '00184')).toBe(false)

    // Typed by name, the delivery province is kept as its sigla and the order ships to Veneto.
    const placed = await call('POST', '/orders', 'user', {
      ...body,
      delivery: { type: 'address', address: { ...address, province: 'Verona' }, save: false },
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    expect(placed.body.data.shipping_address).toMatchObject({ province: 'VR', postcode: '37121' })
  })
})
