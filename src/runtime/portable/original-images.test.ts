import { describe, expect, it } from 'vitest'
import { serveOriginalImage } from './original-images'

// The edge has no sharp: a resized address sends the browser to the original (decision 041).
const get = (path: string, method = 'GET') => serveOriginalImage(new Request(`http://shop.test${path}`, { method }))

describe('original images on the edge', () => {
  it('redirects a resized raster address to the original', async () => {
    const res = await get('/images/w/640/products/porta-rovere.webp')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/images/products/porta-rovere.webp')
  })

  it('answers 404 for uploads, unknown widths and unsafe paths, and 405 for writes', async () => {
    expect((await get('/images/uploads/photo.jpg')).status).toBe(404)
    expect((await get('/images/w/320/uploads/photo.jpg')).status).toBe(404)
    expect((await get('/images/w/333/products/a.jpg')).status).toBe(404)
    expect((await get('/images/w/320/../secret.jpg')).status).toBe(404)
    expect((await get('/images/w/320/products/a.svg')).status).toBe(404)
    expect((await get('/images/w/320/products/a.jpg', 'POST')).status).toBe(405)
  })
})
