import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { json, seededApi, type Json } from '~/test/seeded-api'

// The media library screen's API: the list with where each image is used, alt text per locale,
// and a used image's deletion refused with its users until forced (decision 024).
vi.hoisted(() => {
  process.env.DATA_DIR = `${process.env.TMPDIR ?? '/tmp'}/soglia-admin-media-${process.pid}-${Date.now()}`
})
const seeded = seededApi()

describe('admin media', () => {
  it('lists an upload, edits its alt text per locale, shows where it is used and refuses to delete it until forced', async () => {
    const admin = await seeded.signIn('admin@soglia.test')
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
      .png()
      .toBuffer()
    const up = await seeded.api().call('/images?alt=Porta%20blu', {
      method: 'POST',
      token: admin,
      body: new Blob([new Uint8Array(png)]),
      headers: { 'content-type': 'application/octet-stream' },
    })
    expect(up.status).toBe(201)
    const image = (await json(up)).data

    const listed = (await json(await seeded.get('/admin/media?q=porta%20blu', admin))).data as Json[]
    expect(listed.map((i) => i.id)).toEqual([image.id])
    expect(listed[0]).toMatchObject({ alt: { it: 'Porta blu' }, used_by: [], width: 40 })

    const patched = await seeded.send('PATCH', `/admin/media/${image.id}`, admin, {
      alt: { es: 'Puerta azul', de: 'Blaue Tür', it: 'Porta blu scuro' },
    })
    expect((await json(patched)).data.alt).toEqual({ it: 'Porta blu scuro', es: 'Puerta azul', de: 'Blaue Tür' })
    const cleared = await seeded.send('PATCH', `/admin/media/${image.id}`, admin, { alt: { de: null } })
    expect((await json(cleared)).data.alt).toEqual({ it: 'Porta blu scuro', es: 'Puerta azul' })
    expect((await seeded.send('PATCH', `/admin/media/${image.id}`, admin, { alt: { xx: 'no' } })).status).toBe(422)

    const slide = (
      await json(
        await seeded.send('POST', '/admin/slides', admin, {
          image: image.path,
          translations: { it: { title: 'Blu' } },
        }),
      )
    ).data
    // A slide without its own alt text takes the library's, in the visitor's language.
    const es = await seeded.api().call('/slides', { headers: { 'accept-language': 'es' } })
    expect(((await json(es)).data as Json[]).find((s) => s.id === slide.id)?.image_alt).toBe('Puerta azul')
    expect((await json(await seeded.get(`/admin/media/${image.id}`, admin))).data.used_by).toEqual([
      { kind: 'slide', id: slide.id },
    ])
    const refused = await seeded.send('DELETE', `/images/${image.id}`, admin)
    expect(refused.status).toBe(409)
    expect((await json(refused)).error.fields.image).toEqual([`slide ${slide.id}`])
    expect((await seeded.send('DELETE', `/images/${image.id}?force=true`, admin)).status).toBe(204)
    expect((await seeded.get(`/admin/media/${image.id}`, admin)).status).toBe(404)
  })

  it('is for administrators only', async () => {
    const customer = await seeded.signIn('cliente@soglia.test')
    expect((await seeded.get('/admin/media', customer)).status).toBe(403)
    expect((await seeded.get('/admin/media')).status).toBe(401)
  })
})
