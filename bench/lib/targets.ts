// The benchmark's targets and their raw bytes, fetched from the running app.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'

/** An expected failure: its message says it all (no stack trace). */
export class BenchError extends Error {}

export type Entry = { path: string; contentType: string; body: Buffer }

/** One raw GET (no decoding, no redirects, only the given headers: what autocannon sends). */
export function rawGet(
  host: string,
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((ok, fail) => {
    const req = httpRequest({ host, port, path, method: 'GET', headers, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', fail)
    })
    req.on('timeout', () => req.destroy(new Error(`GET ${path}: timed out`)))
    req.on('error', fail)
    req.end()
  })
}

async function getJson<T>(host: string, port: number, path: string): Promise<T> {
  const res = await rawGet(host, port, path)
  if (res.status !== 200)
    throw new BenchError(`GET ${path}: HTTP ${res.status}: ${res.body.toString('utf8').slice(0, 300)}`)
  return JSON.parse(res.body.toString('utf8')) as T
}

export type Target = { name: string; path: string }
export type Targets = Record<'home' | 'category' | 'product' | 'api product', Target>

/** Home, a category, a product page and its API call, found through the API of the running app. */
export async function discoverTargets(host: string, port: number): Promise<Targets> {
  const categories = await getJson<{ data: Array<{ slug: string; parent_id: number | null; product_count: number }> }>(
    host,
    port,
    '/api/categories',
  )
  const category = categories.data.find((c) => c.parent_id === null && c.product_count > 0)
  if (!category)
    throw new BenchError('GET /api/categories: no top-level category with products (is the database seeded?)')
  const products = await getJson<{ data: Array<{ slug: string; category: { slug: string } }> }>(
    host,
    port,
    '/api/products?per_page=1',
  )
  const product = products.data[0]
  if (!product) throw new BenchError('GET /api/products?per_page=1: no products (is the database seeded?)')
  const enc = encodeURIComponent
  return {
    home: { name: 'home', path: '/' },
    category: { name: 'category', path: `/negozio/${enc(category.slug)}` },
    product: { name: 'product', path: `/negozio/${enc(product.category.slug)}/${enc(product.slug)}` },
    'api product': { name: 'api product', path: `/api/products/${enc(product.slug)}` },
  }
}
