import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { categories, settings } from '~/db/schema'
import { serveResizedImage } from '~/server/http/image-resize.server'
import { json, seededApi } from '~/test/seeded-api'

// The media library (decision 024) against hostile uploads: the type comes from the bytes,
// SVGs lose what runs, sizes and pixel counts are capped, a used image is not deleted.
// Before any import reads the environment: this file's uploads go to a folder of its own.
const dataDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/soglia-media-${process.pid}-${Date.now()}`
  process.env.DATA_DIR = dir
  return dir
})
const seeded = seededApi()
const upload = (token: string | undefined, bytes: Uint8Array, query = '') =>
  seeded.api().call(`/images${query}`, {
    method: 'POST',
    token,
    body: new Blob([new Uint8Array(bytes)]),
    headers: { 'content-type': 'application/octet-stream' },
  })
const admin = () => seeded.signIn('admin@soglia.test')
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#387e84' } })
    .png()
    .toBuffer()

/** A PNG whose header claims `width × height` over a few bytes of data: a decompression bomb. */
function bombPng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4)
    head.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([head, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('POST /images', () => {
  it('stores a PNG once, serves it and its resized copies', async () => {
    const token = await admin()
    const bytes = await png(640, 480)
    const res = await upload(
      token,
      bytes,
      `?alt=Porta%20Garda&name=${encodeURIComponent('C:\\foto\\Porta Garda 2026.png')}`,
    )
    expect(res.status).toBe(201)
    const { data } = await json(res)
    // The file's own name is kept (without the folder a browser may send), the stored one is its hash.
    expect(data).toMatchObject({
      mime: 'image/png',
      width: 640,
      height: 480,
      alt: 'Porta Garda',
      original_name: 'Porta Garda 2026.png',
      created: true,
      used_by: [],
    })
    expect(data.path).toMatch(/^\/images\/uploads\/[a-f0-9]{32}\.png$/)
    const again = await json(await upload(token, bytes, '?name=altro.png'))
    expect(again.data).toMatchObject({ id: data.id, created: false, original_name: 'Porta Garda 2026.png' })

    const options = {
      publicDir: join(dataDir, 'public'),
      cacheDir: join(dataDir, 'image-cache'),
      uploadsDir: join(dataDir, 'media'),
    }
    const original = await serveResizedImage(new Request(`http://x${data.path}`), options)
    expect(original.status).toBe(200)
    expect(original.headers.get('x-content-type-options')).toBe('nosniff')
    const name = data.path.split('/').pop()
    const resized = await serveResizedImage(new Request(`http://x/images/w/320/uploads/${name}`), options)
    expect(resized.status).toBe(200)
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(320)
    expect(existsSync(join(dataDir, 'image-cache', '320', 'uploads', name))).toBe(true)

    // Deleting removes the file and its resized copies.
    expect((await seeded.send('DELETE', `/images/${data.id}`, token)).status).toBe(204)
    expect(existsSync(join(dataDir, 'media', name))).toBe(false)
    expect(existsSync(join(dataDir, 'image-cache', '320', 'uploads', name))).toBe(false)
    expect((await seeded.send('DELETE', `/images/${data.id}`, token)).status).toBe(404)
  })

  it('refuses HTML named .png, an empty body and a truncated image', async () => {
    const token = await admin()
    const html = new TextEncoder().encode('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')
    const res = await upload(token, html, '?alt=x.png')
    expect(res.status).toBe(415)
    // Said as what it is, in the caller's language (it was "the body must be JSON", in English fields).
    expect((await json(res)).error).toEqual({
      code: 'unsupported_media_type',
      message: "Il file non è un'immagine che il negozio accetta.",
      fields: { file: ['Sono accettate immagini JPEG, PNG, WebP, AVIF o SVG.'] },
    })
    expect((await upload(token, new Uint8Array(0))).status).toBe(422)
    const truncated = (await png(200, 200)).subarray(0, 60)
    const broken = await upload(token, truncated)
    expect(broken.status).toBe(415)
    expect((await json(broken)).error.fields).toEqual({
      file: ["L'immagine non si apre: il file è danneggiato o non è quello che dichiara."],
    })
  })

  it('sanitizes an SVG with a script, handlers and outside links', async () => {
    const token = await admin()
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">
      <script>alert(2)</script><rect width="10" height="10" fill="#387e84" onclick="alert(3)" style="fill:url(javascript:alert(4))"/>
      <a href="javascript:alert(5)"><text x="1" y="5">Soglia</text></a><foreignObject><iframe src="https://evil.test"/></foreignObject>
      <image href="https://evil.test/track.png"/></svg>`
    const res = await upload(token, new TextEncoder().encode(svg))
    expect(res.status).toBe(201)
    const { data } = await json(res)
    expect(data.mime).toBe('image/svg+xml')
    const stored = readFileSync(join(dataDir, 'media', data.path.split('/').pop()), 'utf8')
    expect(stored).toContain('<rect')
    expect(stored).toContain('viewBox="0 0 10 10"')
    for (const bad of ['script', 'onload', 'onclick', 'javascript', 'foreignObject', 'iframe', 'evil.test', '<image'])
      expect(stored, bad).not.toContain(bad)
  })

  it('refuses a 50 MB file, the size-cap setting and a decompression bomb with 413', async () => {
    const token = await admin()
    const big = new Uint8Array(50 * 1024 * 1024)
    big.set(await png(10, 10))
    expect((await upload(token, big)).status).toBe(413)
    const bomb = await upload(token, bombPng(60_000, 60_000))
    expect(bomb.status).toBe(413)
    await seeded.db().insert(settings).values({ key: 'media_max_upload_bytes', value: 50 })
    expect((await upload(token, await png(64, 64))).status).toBe(413)
    await seeded.db().delete(settings).where(eq(settings.key, 'media_max_upload_bytes'))
  })

  it('refuses to delete a used image unless forced, and says where it is used', async () => {
    const token = await admin()
    const { data } = await json(await upload(token, await png(100, 80)))
    const [category] = await seeded.db().select().from(categories).limit(1)
    await seeded.db().update(categories).set({ image: data.path }).where(eq(categories.id, category!.id))
    const usage = await json(await seeded.get(`/images/${data.id}`, token))
    expect(usage.data.used_by).toEqual([{ kind: 'category', id: category!.id }])
    const refused = await seeded.send('DELETE', `/images/${data.id}`, token)
    expect(refused.status).toBe(409)
    expect((await json(refused)).error.fields.image).toEqual([`category ${category!.id}`])
    expect((await seeded.send('DELETE', `/images/${data.id}?force=true`, token)).status).toBe(204)
  })

  it('is for administrators only', async () => {
    expect((await upload(undefined, await png(10, 10))).status).toBe(401)
    expect((await upload(await seeded.signIn('cliente@soglia.test'), await png(10, 10))).status).toBe(403)
    expect((await seeded.get('/images/abc', await admin())).status).toBe(400)
  })
})
