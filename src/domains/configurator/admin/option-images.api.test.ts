import { describe, expect, it } from 'vitest'
import { json, seededApi, type Json } from '~/test/seeded-api'

// A model's photo in each finish (issue 42 p6), managed in the back office with the model:
// set, replaced and removed through PATCH /admin/configurator/models/{id}, refused for an option
// the model is not made in, administrators only, and shown at once by the storefront's model.
const seeded = seededApi()

const optionId = (catalogue: Json, code: string): number =>
  catalogue.steps.flatMap((s: Json) => s.options).find((o: Json) => o.code === code).id

async function setup() {
  const token = await seeded.signIn('admin@soglia.test')
  const cat = (await json(await seeded.get('/admin/configurator', token))).data
  const milano = cat.models.find((mo: Json) => mo.code === 'milano')
  const { id, code: _code, product: _product, ...input } = milano
  return { token, cat, id: id as number, input }
}

/** The storefront's picture of each finish of the model, by option code. */
async function shopImages(id: number): Promise<Record<string, string | null>> {
  const res = await seeded.get(`/configurator/models/${id}`)
  expect(res.status).toBe(200)
  const finish = (await json(res)).data.steps.find((s: Json) => s.code === 'finish')
  return Object.fromEntries(finish.options.map((o: Json) => [o.code, o.image ?? null]))
}

describe('configurator photos per finish', () => {
  it('reads the seeded photos, then sets, replaces and removes one; the storefront follows', async () => {
    const { token, cat, id, input } = await setup()
    const white = optionId(cat, 'LAC-BIA')
    const grey = optionId(cat, 'LAC-GRI')
    expect(input.option_images.map((i: Json) => i.option_id)).toContain(white)
    const seededWhite = input.option_images.find((i: Json) => i.option_id === white).url

    const patch = (option_images: Json[]) =>
      seeded.send('PATCH', `/admin/configurator/models/${id}`, token, { ...input, option_images })
    const set = await patch([
      { option_id: white, url: seededWhite },
      { option_id: grey, url: '/images/test/grigio.jpg' },
    ])
    expect(set.status, JSON.stringify(await set.clone().json())).toBe(200)
    const saved = (await json(set)).data.models.find((mo: Json) => mo.id === id)
    expect(saved.option_images).toContainEqual({ option_id: grey, url: '/images/test/grigio.jpg' })
    expect((await shopImages(id))['LAC-GRI']).toBe('/images/test/grigio.jpg')

    expect(
      (
        await patch([
          { option_id: white, url: seededWhite },
          { option_id: grey, url: 'https://cdn.example.com/grigio.webp' },
        ])
      ).status,
    ).toBe(200)
    expect((await shopImages(id))['LAC-GRI']).toBe('https://cdn.example.com/grigio.webp')

    expect((await patch([{ option_id: grey, url: 'https://cdn.example.com/grigio.webp' }])).status).toBe(200)
    const after = await shopImages(id)
    expect(after['LAC-BIA']).toBeNull()
    expect(after['LAC-GRI']).toBe('https://cdn.example.com/grigio.webp')

    // Without option_images the photos are left as they are.
    const { option_images: _left, ...rest } = input
    expect((await seeded.send('PATCH', `/admin/configurator/models/${id}`, token, rest)).status).toBe(200)
    expect((await shopImages(id))['LAC-GRI']).toBe('https://cdn.example.com/grigio.webp')

    expect((await patch(input.option_images)).status).toBe(200)
    expect((await shopImages(id))['LAC-BIA']).toBe(seededWhite)
  })

  it('refuses an option the model is not made in, a non-finish option, a duplicate and a bad url, under the field', async () => {
    const { token, cat, id, input } = await setup()
    const refused = async (option_images: Json[]) => {
      const res = await seeded.send('PATCH', `/admin/configurator/models/${id}`, token, { ...input, option_images })
      expect(res.status).toBe(422)
      return Object.keys((await json(res)).error.fields)
    }
    // Laminates are Trento's only (an only_models rule); frosted glass is no finish.
    expect(await refused([{ option_id: optionId(cat, 'LAM-NOC'), url: '/images/x.jpg' }])).toEqual([
      'option_images.0.option_id',
    ])
    expect(
      await refused([
        { option_id: optionId(cat, 'LAC-BIA'), url: '/images/x.jpg' },
        { option_id: optionId(cat, 'SAT'), url: '/images/x.jpg' },
      ]),
    ).toEqual(['option_images.1.option_id'])
    expect(
      await refused([
        { option_id: optionId(cat, 'LAC-BIA'), url: '/images/x.jpg' },
        { option_id: optionId(cat, 'LAC-BIA'), url: '/images/y.jpg' },
      ]),
    ).toEqual(['option_images.1.option_id'])
    expect(await refused([{ option_id: optionId(cat, 'LAC-BIA'), url: 'ftp://example.com/x.jpg' }])).toEqual([
      'option_images.0.url',
    ])
    expect(await refused([{ option_id: 999_999, url: '/images/x.jpg' }])).toEqual(['option_images.0.option_id'])
    expect((await shopImages(id))['LAC-BIA']).toBe(
      input.option_images.find((i: Json) => i.option_id === optionId(cat, 'LAC-BIA')).url,
    )
  })

  it('is for administrators only', async () => {
    const { cat, id, input } = await setup()
    const customer = await seeded.signIn('cliente@soglia.test')
    const res = await seeded.send('PATCH', `/admin/configurator/models/${id}`, customer, {
      ...input,
      option_images: [{ option_id: optionId(cat, 'LAC-GRI'), url: '/images/x.jpg' }],
    })
    expect(res.status).toBe(403)
    expect(await shopImages(id)).not.toHaveProperty('LAC-GRI', '/images/x.jpg')
  })
})
