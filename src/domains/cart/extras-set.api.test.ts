import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { configuratorModels } from '~/db/schema'
import { ordersApi, type Json } from '~/test/orders-api'

// Decision 109 and issue 42 p6 on a real seeded database: a security door's installation and
// disposal chosen together, priced by the server (each package added), one line whatever the
// order they were picked in; a product whose extras do not combine refuses two (422, translated);
// and the line shows the photo of the finish chosen — also a configured door's.
const { call, slugOf, orderBody, db } = ordersApi()

let slug: string // PB-CL3-090 "Blindata Sentinella": panels (white lacquered +60 €), four extras
let door: Json
const extra = (code: string) => (door.extra_options as Json[]).find((o) => o.code === code)!
const finish = (name: string) => (door.variant_groups as Json[])[0]!.variants.find((v: Json) => v.name === name) as Json
const side = () => (door.variant_groups as Json[])[1]!.variants[0] as Json

beforeAll(async () => {
  slug = await slugOf('PB-CL3-090')
  door = (await call('GET', `/products/${slug}`, 'user')).body.data as Json
})

const quoteLines = async (lines: Json[], locale = 'it') => {
  const res = await call('POST', `/cart/quote?locale=${locale}`, 'user', { lines })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data.lines as Json[]
}

describe('extras as a set (decision 109)', () => {
  it('prices installation and disposal together, in either order, each package added', async () => {
    expect(door.extras_combinable).toBe(true)
    const white = finish('Pannello laccato bianco')
    const [install, disposal] = [extra('posa-in-opera'), extra('smaltimento')]
    const base = { slug, quantity: 1, variant_ids: [white.id, side().id] }
    const [one] = await quoteLines([{ ...base, extra_option_ids: [install.id, disposal.id] }])
    const [other] = await quoteLines([{ ...base, extra_option_ids: [disposal.id, install.id] }])
    expect(one!.valid).toBe(true)
    expect(one!.unit_price).toBe(door.price + white.price + install.package_price + disposal.package_price)
    expect(Number.isSafeInteger(one!.unit_price)).toBe(true)
    expect(one!.extra_options.map((e: Json) => e.id)).toEqual(
      [install.id, disposal.id].sort(
        (a, b) =>
          (door.extra_options as Json[]).findIndex((o) => o.id === a) -
          (door.extra_options as Json[]).findIndex((o) => o.id === b),
      ),
    )
    expect(other).toEqual(one)
    // The older single field and the set together count as their union.
    const [union] = await quoteLines([{ ...base, extra_option_id: install.id, extra_option_ids: [disposal.id] }])
    expect(union!.unit_price).toBe(one!.unit_price)
  })

  it('refuses a set the product does not allow, or an extra it does not offer: 422 per line, translated, never 500', async () => {
    const garda = await slugOf('PI-ROV-080') // interior door: its extras are one at most
    const interior = (await call('GET', `/products/${garda}`, 'user')).body.data as Json
    expect(interior.extras_combinable).toBe(false)
    const variant_ids = (interior.variant_groups as Json[]).map((g) => g.variants[0].id as number)
    const [a, b] = interior.extra_options as Json[]
    const [refused] = await quoteLines(
      [{ slug: garda, quantity: 1, variant_ids, extra_option_ids: [a!.id, b!.id] }],
      'en',
    )
    expect(refused).toMatchObject({
      valid: false,
      problem_field: 'extra_option_ids',
      problems: ['Only one extra option can be chosen for this product.'],
    })

    const good = await orderBody([{ slug: garda, quantity: 1, variant_ids }])
    const cases: Array<[Json, string]> = [
      [{ slug: garda, quantity: 1, variant_ids, extra_option_ids: [a!.id, b!.id] }, 'una sola opzione aggiuntiva'],
      [
        {
          slug,
          quantity: 1,
          variant_ids: [finish('Pannello laccato bianco').id, side().id],
          extra_option_ids: [extra('smaltimento').id, 999_999],
        },
        'opzione aggiuntiva non esiste',
      ],
    ]
    for (const [line, text] of cases) {
      const res = await call('POST', '/orders', 'user', { ...good, lines: [line] })
      expect(res.status, JSON.stringify(res.body)).toBe(422)
      expect(res.body.error.code).toBe('validation_failed')
      expect(res.body.error.fields['lines.0.extra_option_ids'].join(' ')).toContain(text)
    }
    // Not ids at all: the body's own validation, 4xx with the field named.
    const malformed = await call('POST', '/cart/quote', 'user', {
      lines: [{ slug, quantity: 1, extra_option_ids: ['posa'] }],
    })
    expect(malformed.status).toBeGreaterThanOrEqual(400)
    expect(malformed.status).toBeLessThan(500)
    expect(malformed.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) })
  })

  it('orders the set: both extras on the order line, and "order again" keeps the set', async () => {
    const white = finish('Pannello laccato bianco')
    const ids = [extra('smaltimento').id, extra('posa-in-opera').id]
    const body = await orderBody([{ slug, quantity: 2, variant_ids: [white.id, side().id], extra_option_ids: ids }])
    const placed = await call('POST', '/orders', 'user', body)
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    const line = placed.body.data.lines[0] as Json
    expect(line.extra_options.map((e: Json) => e.name).sort()).toEqual(
      [extra('posa-in-opera').name, extra('smaltimento').name].sort(),
    )
    expect(line.unit_price).toBe(
      door.price + white.price + extra('posa-in-opera').package_price + extra('smaltimento').package_price,
    )
    expect(line.cart_line.extra_option_ids).toEqual([...ids].sort((x, y) => x - y))
  })

  it('merges the account’s cart and the browser’s by the set, whatever its order', async () => {
    const variant_ids = [finish('Pannello laccato bianco').id, side().id]
    const [install, disposal] = [extra('posa-in-opera').id, extra('smaltimento').id]
    const put = await call('PUT', '/cart', 'user', {
      items: [{ cart_id: 'a', slug, quantity: 1, variant_ids, extra_option_ids: [install, disposal] }],
    })
    expect(put.status, JSON.stringify(put.body)).toBe(200)
    const merged = await call('POST', '/cart/merge', 'user', {
      items: [
        {
          cart_id: 'b',
          slug,
          quantity: 3,
          variant_ids: [...variant_ids].reverse(),
          extra_option_ids: [disposal, install],
        },
        { cart_id: 'c', slug, quantity: 1, variant_ids, extra_option_id: install },
      ],
    })
    expect(merged.status, JSON.stringify(merged.body)).toBe(200)
    expect(
      merged.body.data.items.map((i: Json) => [i.cart_id, i.quantity, i.extra_option_ids ?? [i.extra_option_id]]),
    ).toEqual([
      ['a', 3, [install, disposal].sort((x, y) => x - y)],
      ['c', 1, [install]],
    ])
  })
})

describe('pictures that follow the choice (issue 42 p6)', () => {
  it('gives each panel finish its own photo, a file that exists, and the cart line the chosen one', async () => {
    const finishes = (door.variant_groups as Json[])[0]!.variants as Json[]
    for (const v of finishes) {
      expect(v.images.length, v.name).toBeGreaterThan(0)
      expect(v.image).toBe(v.images[0].url)
      expect(existsSync(resolve('public', `.${v.image}`)), v.image).toBe(true)
      expect(v.images[0].alt).toContain(v.name)
    }
    const white = finish('Pannello laccato bianco')
    expect(white.image).not.toBe(door.image_url)
    const [line] = await quoteLines([{ slug, quantity: 1, variant_ids: [white.id, side().id] }])
    expect(line!.image_url).toBe(white.image)
    // The opening side has no photos: the line keeps the finish's.
    expect(
      (door.variant_groups as Json[])[1]!.variants.every((v: Json) => v.images.length === 0 && v.image === null),
    ).toBe(true)
  })

  it('shows a configured door in the finish chosen, when the model has a photo of it', async () => {
    const [milano] = await db()
      .select({ id: configuratorModels.id })
      .from(configuratorModels)
      .where(and(eq(configuratorModels.code, 'milano')))
    const model = (await call('GET', `/configurator/models/${milano!.id}`, null)).body.data as Json
    const pick = (codes: string[]) =>
      (model.steps as Json[])
        .flatMap((s) => (s.options as Json[]).filter((o) => codes.includes(o.code)).map((o) => o.id as number))
        .sort((a, b) => a - b)
        .join(',')
    const configured = (codes: string[]) => ({
      slug: model.product.slug,
      quantity: 1,
      configuration: { model: milano!.id, width_mm: 800, height_mm: 2100, options: pick(codes) },
    })
    const [grey, white] = await quoteLines([
      configured(['LAC-GRI', 'CIECA', 'SXS', 'TEL-STD', 'MAN-CRO']),
      configured(['LAC-BIA', 'CIECA', 'SXS', 'TEL-STD', 'MAN-CRO']),
    ])
    expect(grey!.valid, JSON.stringify(grey!.problems)).toBe(true)
    expect(grey!.image_url).toBe(`/images/products/PI-LAC-080-LAC-GRI.svg`)
    expect(white!.image_url).toBe(`/images/products/PI-LAC-080-LAC-BIA.svg`)
    expect(existsSync(resolve('public', `.${grey!.image_url}`))).toBe(true)
  })
})
