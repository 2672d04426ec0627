import { describe, expect, it } from 'vitest'
import { json, seededApi } from '~/test/seeded-api'
import { mergeCarts, type ServerCartLine } from './server-cart.schemas'

// Decision 028: a signed-in customer's cart on the server, merged with the browser's at sign-in.
const { signIn, get, send } = seededApi()

const DOOR = 'porta-trento-laminato-80-210'
const line = (cart_id: string, quantity: number, variant_ids: number[] = [], slug = DOOR): ServerCartLine => ({
  cart_id,
  slug,
  quantity,
  variant_ids,
  extra_option_id: null,
})

describe('GET/PUT /cart', () => {
  it('asks for a session', async () => {
    expect((await get('/cart')).status).toBe(401)
    expect((await send('PUT', '/cart', undefined, { items: [] })).status).toBe(401)
    expect((await send('POST', '/cart/merge', undefined, { items: [] })).status).toBe(401)
  })

  it('starts empty, keeps what was put, and another session (a second device) reads it', async () => {
    const phone = await signIn('cliente@soglia.test')
    expect((await json(await get('/cart', phone))).data).toMatchObject({
      items: [],
      coupon_code: null,
      updated_at: null,
      sync_token: expect.any(String),
    })
    const put = await send('PUT', '/cart', phone, { items: [line('line-0', 2, [1])], coupon_code: 'BENVENUTO10' })
    expect(put.status).toBe(200)
    const laptop = await signIn('cliente@soglia.test')
    const read = (await json(await get('/cart', laptop))).data
    expect(read.items).toEqual([line('line-0', 2, [1])])
    expect(read.coupon_code).toBe('BENVENUTO10')
    expect(read.updated_at).toEqual(expect.any(String))
  })

  it('is each user’s own', async () => {
    const other = await signIn('reseller@soglia.test')
    expect((await json(await get('/cart', other))).data.items).toEqual([])
  })

  it('refuses a price, a bad line or too many lines with 422', async () => {
    const token = await signIn('altro@soglia.test')
    for (const body of [
      { items: [{ ...line('a', 1), price: 1 }] },
      { items: [{ ...line('a', 0) }] },
      { items: [{ ...line('a', 1), slug: 'Not A Slug' }] },
      { items: Array.from({ length: 101 }, (_, i) => line(`l${i}`, 1)) },
      { items: [], extra: true },
    ]) {
      const res = await send('PUT', '/cart', token, body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422)
    }
  })
})

describe('POST /cart/merge', () => {
  it('merges the browser’s lines: same choice → the larger quantity; new lines after; twice changes nothing', async () => {
    const token = await signIn('rivenditore@soglia.test')
    await send('PUT', '/cart', token, { items: [line('line-0', 2, [1]), line('line-1', 1, [2])], coupon_code: null })
    const browser = { items: [line('line-0', 5, [1]), line('line-1', 1, [3])], coupon_code: 'SCONTO50' }
    const first = (await json(await send('POST', '/cart/merge', token, browser))).data
    expect(first.items).toEqual([
      line('line-0', 5, [1]),
      line('line-1', 1, [2]),
      { ...line('line-1', 1, [3]), cart_id: 'line-m2' },
    ])
    expect(first.coupon_code).toBe('SCONTO50')
    const again = (await json(await send('POST', '/cart/merge', token, browser))).data
    expect(again.items).toEqual(first.items)
    expect((await json(await get('/cart', token))).data.items).toEqual(first.items)
  })

  it('a browser that mirrors the account brings nothing back: a line removed elsewhere and a used coupon stay gone (issue 39)', async () => {
    const phone = await signIn('cliente@soglia.test')
    const laptop = await signIn('cliente@soglia.test')
    await send('PUT', '/cart', phone, { items: [], coupon_code: null })
    // The laptop signs in for the first time on its browser: its own cart is merged once.
    const first = (
      await json(
        await send('POST', '/cart/merge', laptop, {
          items: [line('line-0', 1, [1]), line('line-1', 2, [2])],
          coupon_code: 'BENVENUTO10',
        }),
      )
    ).data
    expect(first.items).toHaveLength(2)
    const token = first.sync_token as string
    // The phone removes a line and lowers nothing else; the last change wins.
    const afterRemove = (
      await json(await send('PUT', '/cart', phone, { items: [line('line-1', 2, [2])], coupon_code: 'BENVENUTO10' }))
    ).data
    expect(afterRemove.sync_token).toBe(token)
    // The laptop reloads with its stale copy (both lines, a larger quantity): the account's cart wins.
    const reload = (
      await json(
        await send('POST', '/cart/merge', laptop, {
          items: [line('line-0', 1, [1]), line('line-1', 9, [2])],
          coupon_code: 'BENVENUTO10',
          synced: token,
        }),
      )
    ).data
    expect(reload.items).toEqual([line('line-1', 2, [2])])
    // Without the token (an old browser copy never synced) it would have come back: the merge is for a first sign-in only.
    expect(
      mergeCarts(
        { items: [line('line-1', 2, [2])], coupon_code: null },
        { items: [line('line-0', 1, [1])], coupon_code: null },
      ).items,
    ).toHaveLength(2)
    // A change the laptop made and could not send before the page was left is the newest: it wins.
    const unsent = (
      await json(
        await send('POST', '/cart/merge', laptop, {
          items: [line('line-1', 3, [2])],
          coupon_code: null,
          synced: token,
          unsent: true,
        }),
      )
    ).data
    expect(unsent).toMatchObject({ items: [line('line-1', 3, [2])], coupon_code: null })
    // A copy that mirrors another account (someone else signed in on this browser) is not brought into this one.
    const other = await signIn('altro@soglia.test')
    const otherMerge = (
      await json(
        await send('POST', '/cart/merge', other, { items: [line('line-5', 1, [5])], coupon_code: null, synced: token }),
      )
    ).data
    expect(otherMerge.items.map((l: ServerCartLine) => l.cart_id)).not.toContain('line-5')
  })
})

describe('mergeCarts', () => {
  it('keeps the server’s coupon when the browser has none, and caps the quantity', () => {
    const merged = mergeCarts(
      { items: [line('a', 999)], coupon_code: 'X' },
      { items: [line('b', 999)], coupon_code: null },
    )
    expect(merged.coupon_code).toBe('X')
    expect(merged.items).toHaveLength(1)
    expect(merged.items[0]!.quantity).toBeLessThanOrEqual(999)
  })
})
