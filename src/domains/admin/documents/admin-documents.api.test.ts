import { describe, expect, it } from 'vitest'
import { json, seededApi } from '~/test/seeded-api'

// The site's documents in the back office (spec §2 "documents"): the two seeded ones are listed
// with their titles per language, and an administrator edits titles, visibility and position.

const t = seededApi()

describe('site documents', () => {
  it('lists the two seeded documents with their file and every language’s title', async () => {
    const admin = await t.signIn('admin@soglia.test')
    const list = await json(await t.get('/admin/documents?sort=sort_order&dir=asc', admin))
    expect(list.meta.total).toBe(2)
    expect(list.data.map((d: { title: string }) => d.title)).toEqual([
      'Catalogo Soglia 2026',
      'Guida alla presa delle misure',
    ])
    expect(list.data[0]).toMatchObject({
      kind: 'catalogue',
      title_en: 'Soglia 2026 catalogue',
      file: { path: '/documents/catalogo-2026.pdf', mime: 'application/pdf' },
      is_public: true,
    })
    const english = await json(await t.send('GET', '/admin/documents?q=measuring&locale=en', admin))
    expect(english.data.map((d: { title: string }) => d.title)).toEqual(['Measuring guide'])
  })

  it('edits titles per language, the public flag and the position; Italian cannot be emptied', async () => {
    const admin = await t.signIn('admin@soglia.test')
    const [first] = (await json(await t.get('/admin/documents?sort=sort_order&dir=asc', admin))).data
    const res = await t.send('PATCH', `/admin/documents/${first.id}`, admin, {
      title_it: 'Catalogo 2026 (aggiornato)',
      title_de: 'Katalog 2026',
      title_fr: null,
      is_public: false,
      sort_order: 50,
    })
    expect(res.status).toBe(200)
    expect((await json(res)).data).toMatchObject({
      title: 'Catalogo 2026 (aggiornato)',
      title_it: 'Catalogo 2026 (aggiornato)',
      title_de: 'Katalog 2026',
      title_fr: null,
      is_public: false,
      sort_order: 50,
    })
    const hidden = await json(await t.get('/admin/documents?is_public=false', admin))
    expect(hidden.data.map((d: { id: number }) => d.id)).toEqual([first.id])
    const empty = await t.send('PATCH', `/admin/documents/${first.id}`, admin, { title_it: '' })
    expect(empty.status).toBe(422)
    expect(Object.keys((await json(empty)).error.fields)).toEqual(['title_it'])
    expect((await t.send('PATCH', '/admin/documents/999999', admin, { is_public: true })).status).toBe(404)
    expect(
      (
        await t.send('PATCH', `/admin/documents/${first.id}`, await t.signIn('cliente@soglia.test'), {
          is_public: true,
        })
      ).status,
    ).toBe(403)
  })
})
