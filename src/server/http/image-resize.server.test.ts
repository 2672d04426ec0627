import { existsSync, mkdtempSync, mkdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseResizePath, serveResizedImage } from './image-resize.server'

let root: string
let options: { publicDir: string; cacheDir: string }

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'soglia-images-'))
  options = { publicDir: join(root, 'public'), cacheDir: join(root, 'data', 'image-cache') }
  mkdirSync(join(options.publicDir, 'images', 'products'), { recursive: true })
  const png = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#387e84' } })
    .png()
    .toBuffer()
  writeFileSync(join(options.publicDir, 'images', 'products', 'door.png'), png)
  const jpg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer()
  writeFileSync(join(options.publicDir, 'images', 'products', 'small.jpg'), jpg)
  writeFileSync(join(options.publicDir, 'images', 'products', 'broken.png'), 'not an image')
  writeFileSync(join(options.publicDir, 'secret.png'), png)
  writeFileSync(join(root, 'outside.png'), png)
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const get = (path: string, method = 'GET') =>
  serveResizedImage(new Request(`http://shop.test${path}`, { method }), options)

describe('GET /images/w/{width}/{path}', () => {
  it('serves the advertised width, in the original format, with long cache headers', async () => {
    const res = await get('/images/w/480/products/door.png')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000/)
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect([meta.width, meta.height, meta.format]).toEqual([480, 360, 'png'])
    // Kept in the cache under DATA_DIR, and answered from there next time.
    const cached = join(options.cacheDir, '480', 'products', 'door.png')
    expect(statSync(cached).size).toBeGreaterThan(0)
    expect((await get('/images/w/480/products/door.png')).status).toBe(200)
  })

  it('serves AVIF or WebP to a browser that takes them, each cached once and marked Vary: Accept', async () => {
    const ask = (accept: string) =>
      serveResizedImage(
        new Request('http://shop.test/images/w/320/products/door.png', { headers: { accept } }),
        options,
      )
    const avif = await ask('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')
    expect(avif.headers.get('content-type')).toBe('image/avif')
    expect(avif.headers.get('vary')).toBe('Accept')
    const avifMeta = await sharp(Buffer.from(await avif.arrayBuffer())).metadata()
    expect([avifMeta.format, avifMeta.width]).toEqual(['heif', 320])
    const webp = await ask('image/webp,*/*')
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).format).toBe('webp')
    expect((await ask('*/*')).headers.get('content-type')).toBe('image/png')
    for (const name of ['door.png', 'door.png.avif', 'door.png.webp'])
      expect(existsSync(join(options.cacheDir, '320', 'products', name))).toBe(true)
  })

  it('never enlarges, and rebuilds the copy when the original changes', async () => {
    const small = await get('/images/w/960/products/small.jpg')
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(300)

    const path = join(options.publicDir, 'images', 'products', 'door.png')
    writeFileSync(
      path,
      await sharp({ create: { width: 640, height: 640, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    )
    const later = new Date(Date.now() + 5_000)
    utimesSync(path, later, later)
    const res = await get('/images/w/480/products/door.png')
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).height).toBe(480)
  })

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get('/images/w/160/products/door.png', 'HEAD')
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect((await get('/images/w/160/products/door.png', 'POST')).status).toBe(405)
  })

  it('404s widths off the list, SVGs, missing and unreadable files', async () => {
    for (const path of [
      '/images/w/500/products/door.png',
      '/images/w/0480/products/door.png',
      '/images/w/480/products/door.svg',
      '/images/w/480/products/none.png',
      '/images/w/480/products/broken.png',
      '/images/w/480/',
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
  })

  it('cannot leave public/images (path traversal)', async () => {
    for (const path of [
      '/images/w/480/../secret.png',
      '/images/w/480/%2e%2e/secret.png',
      '/images/w/480/..%2Fsecret.png',
      '/images/w/480/products/..%2F..%2F..%2Foutside.png',
      '/images/w/480/.hidden.png',
      '/images/w/480/products%5C..%5C..%5Csecret.png',
      '/images/w/480//etc/passwd.png',
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
    // Request URLs normalise dot segments before we see them: the parser refuses them anyway.
    expect(parseResizePath('/images/w/480/../secret.png')).toBeNull()
    expect(parseResizePath('/images/w/480/products/door.png')).toEqual({
      width: 480,
      segments: ['products', 'door.png'],
    })
  })
})
