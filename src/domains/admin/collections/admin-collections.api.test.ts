import { describe, expect, it } from 'vitest'
import { json, seededApi, type Json } from '~/test/seeded-api'

// Collections in the back office (issue 13): texts and addresses per locale, refusals in place.
const seeded = seededApi()

describe('admin collections', () => {
  it('lists, reads, renames with a new slug (the old one still finds it) and creates', async () => {
    const token = await seeded.signIn('admin@soglia.test')
    const list = await json(await seeded.get('/admin/collections?sort=name', token))
    expect(list.meta.total).toBeGreaterThanOrEqual(3)
    const milano = list.data.find((c: Json) => c.slug_it === 'collezione-milano')
    expect(milano).toMatchObject({ name_it: 'Collezione Milano', published: true })
    expect(milano.products).toBeGreaterThan(0)
    expect(milano.name_es).toBeTruthy()

    const res = await seeded.send('PATCH', `/admin/collections/${milano.id}`, token, {
      name_it: 'Collezione Milano Laccati',
      slug_it: 'collezione-milano-laccati',
      name_de: null,
    })
    expect(res.status).toBe(200)
    expect((await json(res)).data).toMatchObject({
      name_it: 'Collezione Milano Laccati',
      slug_it: 'collezione-milano-laccati',
      name_de: null,
      slug_de: null,
    })
    const storefront = await seeded.get('/collections/collezione-milano-laccati')
    expect(storefront.status).toBe(200)
    // The old slug still finds the collection (decision 025), and German falls back to Italian.
    expect((await json(await seeded.get('/collections/collezione-milano'))).data.slug).toBe('collezione-milano-laccati')
    expect((await json(await seeded.get('/collections/collezione-milano-laccati?locale=de'))).data.name).toBe(
      'Collezione Milano Laccati',
    )

    const created = await seeded.send('POST', '/admin/collections', token, {
      name_it: 'Collezione Vetro',
      slug_it: 'collezione-vetro',
      name_en: 'Glass collection',
      slug_en: 'glass-collection',
      sort_order: 50,
      published: false,
    })
    expect(created.status).toBe(201)
    expect((await json(created)).data).toMatchObject({ name_en: 'Glass collection', published: false, products: 0 })
  })

  it('refuses a taken slug, a missing Italian name and bad input in place', async () => {
    const token = await seeded.signIn('admin@soglia.test')
    const list = await json(await seeded.get('/admin/collections', token))
    const [a, b] = list.data as Json[]
    const taken = await seeded.send('PATCH', `/admin/collections/${a!.id}`, token, { slug_it: b!.slug_it })
    expect(taken.status).toBe(422)
    expect(Object.keys((await json(taken)).error.fields)).toEqual(['slug_it'])
    const noName = await seeded.send('PATCH', `/admin/collections/${a!.id}`, token, { name_it: null })
    expect(Object.keys((await json(noName)).error.fields)).toEqual(['name_it'])
    const bad = await seeded.send('POST', '/admin/collections', token, {
      name_it: 'X',
      slug_it: 'Con Spazi',
      image: 'javascript:x',
    })
    expect(bad.status).toBe(422)
    expect(Object.keys((await json(bad)).error.fields).sort()).toEqual(['image', 'slug_it'])
    expect((await seeded.send('PATCH', '/admin/collections/999999', token, { published: true })).status).toBe(404)
  })

  it('is for administrators only', async () => {
    expect((await seeded.get('/admin/collections')).status).toBe(401)
    const customer = await seeded.signIn('cliente@soglia.test')
    expect((await seeded.get('/admin/collections', customer)).status).toBe(403)
  })
})
