// Smoke suite for the edge builds (decision 041): `npm run test:edge [deno|workerd]` starts each
// built server on a PostgreSQL database of its own and calls the API contract a shop depends on.
// Build first: `npm run build:deno`, `npm run build:workerd`. Needs PostgreSQL (E2E_PG_URL).
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { hash as nativeHash, verify as nativeVerify } from '@node-rs/argon2'
import pg from 'pg'
import { startEdgeServer, waitUntilReady, type EdgeRuntime, type EdgeServer } from './servers.ts'

const ADMIN_URL = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const BASE_PORT = Number(process.env.E2E_PORT ?? 3600) + 40 // + 0 deno, + 10 workerd (and its inspector)
const requested = process.argv.slice(2).filter((a) => a === 'deno' || a === 'workerd') as EdgeRuntime[]
const runtimes: EdgeRuntime[] = requested.length > 0 ? requested : ['deno', 'workerd']

type Json = Record<string, any>

for (const [index, runtime] of runtimes.entries()) {
  describe(`${runtime} build`, { timeout: 300_000 }, () => {
    const dbName = `soglia_smoke_${runtime}_${process.pid}`
    const dbUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`)
    const admin = new pg.Client({ connectionString: ADMIN_URL })
    let db: pg.Client
    let server: EdgeServer
    let token = ''

    const api = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${server.url}/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      })
      return { status: res.status, body: (await res.json().catch(() => null)) as Json }
    }

    before(async () => {
      await admin.connect()
      await admin.query(`drop database if exists ${dbName}`)
      await admin.query(`create database ${dbName}`)
      server = startEdgeServer(runtime, dbUrl, BASE_PORT + index * 10)
      await waitUntilReady(server)
      db = new pg.Client({ connectionString: dbUrl })
      await db.connect()
    })

    after(async () => {
      await db?.end()
      await server?.stop()
      await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {})
      await admin.end()
    })

    it('renders the home page', async () => {
      const res = await fetch(server.url, { headers: { 'accept-language': 'it' } })
      assert.equal(res.status, 200)
      assert.match(await res.text(), /<title>[^<]*Soglia/)
    })

    it('migrated and seeded the database once, under the start-up lock', async () => {
      const { rows } = await db.query('select count(*)::int as n from drizzle.__drizzle_migrations')
      const { rows: products } = await db.query('select count(*)::int as n from products')
      assert.ok(rows[0].n > 10)
      assert.ok(products[0].n > 10)
    })

    it('answers the settings and the catalogue', async () => {
      const settings = await api('GET', '/settings')
      assert.equal(settings.status, 200)
      assert.equal(settings.body.data.site_name, 'Soglia')
      const list = await api('GET', '/products?per_page=3')
      assert.equal(list.status, 200)
      assert.equal(list.body.data.length, 3)
    })

    it('signs in with a password hashed on Node, and refuses a wrong one', async () => {
      await db.query('update users set password_hash = $1 where email = $2', [await nativeHash('edge-smoke-pass', { algorithm: 2 }), 'cliente@soglia.test'])
      const wrong = await api('POST', '/auth/login', { email: 'cliente@soglia.test', password: 'edge-smoke-wrong' })
      assert.equal(wrong.status, 401)
      const ok = await api('POST', '/auth/login', { email: 'cliente@soglia.test', password: 'edge-smoke-pass' })
      assert.equal(ok.status, 200, JSON.stringify(ok.body))
      token = ok.body.access_token
      assert.ok(token)
    })

    it('hashed the demo passwords on the edge in a form Node verifies', async () => {
      const { rows } = await db.query('select password_hash from users where email = $1', ['admin@soglia.test'])
      assert.equal(await nativeVerify(rows[0].password_hash, 'soglia-demo'), true)
    })

    it('quotes a cart and places an order once per idempotency key; its e-mail reaches the outbox', async () => {
      const { rows } = await db.query(
        `select t.slug from products p join product_translations t on t.product_id = p.id and t.locale = 'it' where p.sku = 'MA-LEV-TON'`,
      )
      const lines = [{ slug: rows[0].slug, quantity: 2 }]
      const first = await api('POST', '/cart/quote', { lines, region: 'IT-34' })
      assert.equal(first.status, 200, JSON.stringify(first.body))
      const shipping_option_id = first.body.data.shipping_options[0].id
      const quote = await api('POST', '/cart/quote', { lines, region: 'IT-34', shipping_option_id, payment_method: 'bank_transfer' })
      assert.equal(quote.status, 200)
      assert.ok(quote.body.data.total > 0)
      const order = {
        lines,
        delivery: { type: 'address', address: { recipient: 'Giulia Conti', street: 'Via Mazzini 3', postcode: '37121', city: 'Verona', province: 'VR', country: 'IT' }, save: false },
        shipping_option_id,
        billing: { document: 'receipt' },
        payment_method: 'bank_transfer',
        acknowledgements: { terms: true },
        expected_total: quote.body.data.total,
      }
      const headers = { 'idempotency-key': `edge-smoke-${runtime}-0001` }
      const placed = await api('POST', '/orders', order, headers)
      assert.equal(placed.status, 201, JSON.stringify(placed.body))
      assert.equal(placed.body.data.total, quote.body.data.total)
      const replay = await api('POST', '/orders', order, headers)
      assert.equal(replay.status, 200)
      assert.equal(replay.body.data.id, placed.body.data.id)
      // No SMTP here: the confirmation waits in the outbox (the job queue ran after the answer).
      let mails = 0
      for (let i = 0; i < 60 && mails === 0; i++) {
        await new Promise((r) => setTimeout(r, 500))
        mails = (await db.query(`select count(*)::int as n from email_outbox where "to" = 'cliente@soglia.test'`)).rows[0].n
      }
      assert.ok(mails >= 1, 'order confirmation in the outbox')
    })

    it('sends a resized image address to the original, and has no media-library uploads', async () => {
      const res = await fetch(`${server.url}/images/w/320/products/edge-smoke.jpg`, { redirect: 'manual' })
      assert.equal(res.status, 302)
      assert.equal(res.headers.get('location'), '/images/products/edge-smoke.jpg')
      const upload = await fetch(`${server.url}/images/uploads/edge-smoke.jpg`, { redirect: 'manual' })
      assert.equal(upload.status, 404)
    })
  })
}
