import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { quoteRequests } from '~/db/schema'
import { json, seededApi } from '~/test/seeded-api'

// Photos per measured opening (decision 112), on the real database: the admin attaches them
// through the request photos' own checks (type from the bytes, size), each to a measured
// opening; they come back with the request, apart from the photos it was sent with.
vi.hoisted(() => {
  process.env.DATA_DIR = `${process.env.TMPDIR ?? '/tmp'}/soglia-opening-photos-${process.pid}-${Date.now()}`
})
const { db, api, signIn, get, send } = seededApi()

let admin: string
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#446688' } })
    .png()
    .toBuffer()
const upload = (id: number, opening: number, bytes: Uint8Array, token = admin) =>
  api().call(`/admin/quote-requests/${id}/openings/${opening}/photos`, {
    method: 'POST',
    body: new Blob([new Uint8Array(bytes)]),
    headers: { 'content-type': 'application/octet-stream' },
    token,
  })

beforeAll(async () => {
  admin = await signIn('admin@soglia.test')
})

describe('photos of the measured openings', () => {
  it('attaches a photo to an opening, refuses an unmeasured one, a non-image and a visitor', async () => {
    const { data } = await json(
      await api().call('/quote-requests', {
        method: 'POST',
        ip: '198.51.100.77',
        json: {
          kinds: ['doors'],
          openings: 2,
          address: { street: 'Via Roma 1', postcode: '20121', city: 'Milano', province: 'MI' },
          time_windows: ['fri_morning'],
          name: 'Luca Verdi',
          email: 'luca-photos@example.com',
          phone: '+39 02 123456',
          privacy: true,
        },
      }),
    )
    const [row] = await db().select().from(quoteRequests).where(eq(quoteRequests.number, data.number))
    const id = row!.id
    const move = (body: unknown) => send('POST', `/admin/quote-requests/${id}/events`, admin, body)
    // Not measured yet: no opening to attach to.
    const early = await upload(id, 0, await png())
    expect(early.status).toBe(422)
    expect((await json(early)).error.fields.opening).toEqual(['Apertura non misurata: registra prima le misure.'])
    await move({ type: 'quote.plan_visit', visit_at: '2026-12-15T09:00:00+01:00' })
    await move({
      type: 'quote.measure',
      measures: [
        { width_mm: 800, height_mm: 2100, side: 'right' },
        { width_mm: 1200, height_mm: 1400 },
      ],
    })

    const res = await upload(id, 1, await png())
    expect(res.status).toBe(201)
    const photo = (await json(res)).data
    expect(photo).toMatchObject({ mime: 'image/png', width: 40, height: 30, opening: 1 })
    expect((await upload(id, 2, await png())).status).toBe(422)
    const text = await upload(id, 0, new TextEncoder().encode('not an image at all, just text'))
    expect(text.status).toBe(415)
    expect((await upload(id, 0, await png(), await signIn('cliente@soglia.test'))).status).toBe(403)
    expect(
      (
        await api().call(`/admin/quote-requests/${id}/openings/0/photos`, {
          method: 'POST',
          body: new Blob([await png()]),
        })
      ).status,
    ).toBe(401)
    expect((await upload(999999, 0, await png())).status).toBe(404)

    const detail = (await json(await get(`/admin/quote-requests/${id}`, admin))).data
    expect(detail.photos).toEqual([expect.objectContaining({ id: photo.id, opening: 1 })])
    const file = await get(`/admin/quote-requests/${id}/photos/${photo.id}`, admin)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
  })
})
