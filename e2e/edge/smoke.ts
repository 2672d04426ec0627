// Smoke suite for the edge builds (decision 041): `npm run test:edge [deno|workerd]` starts each
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
// built server on a PostgreSQL database of its own and calls the API contract a shop depends on.
// Build first: `npm run build:deno`, `npm run build:workerd`. Needs PostgreSQL (E2E_PG_URL) and
// Chromium (scripts/find-chromium.ts) for the shopper's journey (journey.ts).
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { hash as nativeHash, verify as nativeVerify } from '@node-rs/argon2'
import pg from 'pg'
import { extractText, getDocumentProxy } from 'unpdf'
import { orderBody, signIn } from '../../bench/lib/cluster-checks.ts'
import { PERSONAL_SERVER_FNS, provePrivacy, serverFnIds } from '../privacy-proof.ts'
import { burstWithStop, summarize } from '../../bench/lib/shutdown-burst.ts'
import { shopperJourney } from './journey.ts'
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
    let placedOrder: { id: number; number: string } | undefined

    const api = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${server.url}/api${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
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

    it('answers an address that does not decode with a 400 in the shop’s own shape (issue 41)', async () => {
      const api = await fetch(`${server.url}/api/products/%E0%A4%A`, { headers: { 'accept-language': 'en' } })
      assert.equal(api.status, 400)
      assert.equal(((await api.json()) as Json).error.code, 'invalid_request')
      const page = await fetch(`${server.url}/negozio/%E0%A4%A`, { headers: { 'accept-language': 'it' } })
      assert.equal(page.status, 400)
      assert.match(await page.text(), /Indirizzo non valido/)
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
      await db.query('update users set password_hash = $1 where email = $2', [
        await nativeHash('edge-smoke-pass', { algorithm: 2 }),
        'cliente@soglia.test',
      ])
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
      // An order names every required choice (issue 39): the first variant of each required group.
      const product = await api('GET', `/products/${encodeURIComponent(rows[0].slug)}`)
      assert.equal(product.status, 200)
      const variant_ids = product.body.data.variant_groups
        .filter((g: { required: boolean; variants: unknown[] }) => g.required && g.variants.length > 0)
        .map((g: { variants: Array<{ id: number }> }) => g.variants[0]!.id)
      const lines = [{ slug: rows[0].slug, quantity: 2, variant_ids }]
      const first = await api('POST', '/cart/quote', { lines, region: 'IT-34' })
      assert.equal(first.status, 200, JSON.stringify(first.body))
      const shipping_option_id = first.body.data.shipping_options[0].id
      const quote = await api('POST', '/cart/quote', {
        lines,
        region: 'IT-34',
        shipping_option_id,
        payment_method: 'bank_transfer',
      })
      assert.equal(quote.status, 200)
      assert.ok(quote.body.data.total > 0)
      const order = {
        lines,
        delivery: {
          type: 'address',
          address: {
            recipient: 'Giulia Conti',
            street: 'Via Mazzini 3',
            postcode: '37121',
            city: 'Verona',
            province: 'VR',
            country: 'IT',
          },
          save: false,
        },
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
        mails = (await db.query(`select count(*)::int as n from email_outbox where "to" = 'cliente@soglia.test'`))
          .rows[0].n
      }
      // The customer's confirmation is rendered with the order PDF attached (order-mail.server.ts):
      // a PDF that failed would fail the job, and nothing would reach the outbox.
      assert.ok(mails >= 1, 'order confirmation in the outbox')
      placedOrder = { id: placed.body.data.id, number: placed.body.data.number }
    })

    it('sends a resized image address to the original, and has no media-library uploads', async () => {
      const res = await fetch(`${server.url}/images/w/320/products/edge-smoke.jpg`, { redirect: 'manual' })
      assert.equal(res.status, 302)
      assert.equal(res.headers.get('location'), '/images/products/edge-smoke.jpg')
      const upload = await fetch(`${server.url}/images/uploads/edge-smoke.jpg`, { redirect: 'manual' })
      assert.equal(upload.status, 404)
      // An upload is refused as what it is, before its body is read (issue 41: it said "the body must be JSON").
      const admin = await api('POST', '/auth/login', { email: 'admin@soglia.test', password: 'soglia-demo' })
      const sent = await fetch(`${server.url}/api/images?locale=en`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.body.access_token}`, 'content-type': 'image/png' },
        body: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      })
      assert.equal(sent.status, 501)
      const refused = (await sent.json()) as Json
      assert.equal(refused.error.code, 'not_implemented')
      assert.match(refused.error.message, /Node server/)
    })

    it('makes the order PDF: the API download and the account page link (session cookie)', async () => {
      assert.ok(placedOrder, 'an order was placed')
      const pdfText = async (res: Response) => {
        assert.equal(res.status, 200)
        assert.equal(res.headers.get('content-type'), 'application/pdf')
        return (
          await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), { mergePages: true })
        ).text
      }
      const viaApi = await pdfText(
        await fetch(`${server.url}/api/account/orders/${placedOrder.id}/pdf`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      )
      assert.ok(viaApi.includes(placedOrder.number), `order number in the PDF: ${viaApi.slice(0, 300)}`)
      assert.match(viaApi, /Giulia Conti/)
      const viaPage = await pdfText(
        await fetch(`${server.url}/account/orders/${placedOrder.id}/pdf`, {
          headers: { cookie: `soglia_session=${token}` },
        }),
      )
      assert.equal(viaPage, viaApi)
    })

    it('serves the API reference with its own Swagger UI files', async () => {
      const page = await fetch(`${server.url}/api/docs`)
      assert.equal(page.status, 200)
      assert.match(await page.text(), /swagger-ui-bundle\.js/)
      const script = await fetch(`${server.url}/api/docs/swagger-ui-bundle.js`)
      assert.equal(script.status, 200)
      assert.match(script.headers.get('content-type') ?? '', /javascript/)
      assert.match(await script.text(), /SwaggerUIBundle/)
      const css = await fetch(`${server.url}/api/docs/swagger-ui.css`)
      assert.equal(css.status, 200)
      assert.match(await css.text(), /\.swagger-ui/)
    })

    // Issue 45 p8, the proof e2e/privacy.spec.ts runs on Node (e2e/privacy-proof.ts): here customers'
    // pages are rendered for them (no process cache), and Workers keep visitors' pages in caches.default.
    it('two customers of one tier and a visitor browsing at once never receive each other’s data', async () => {
      const serverFns = serverFnIds(join(import.meta.dirname, '..', '..', `.output-${runtime}`))
      assert.deepEqual(Object.keys(serverFns).sort(), PERSONAL_SERVER_FNS)
      const report = await provePrivacy({
        origin: server.url,
        admin: { email: 'admin@soglia.test', password: 'soglia-demo' },
        rounds: 3,
        serverFns,
      })
      console.info(`privacy proof (${runtime}): ${report.answers} answers`, report.caches)
      assert.deepEqual(report.leaks, [])
      assert.deepEqual(report.missing, [])
    })

    it('takes a shopper through Chromium: home, product, sign in, cart, bank-transfer checkout, complete page', async () => {
      // The customer's password is the one set above (hashed on Node, verified on the edge).
      const number = await shopperJourney(server.url, { email: 'cliente@soglia.test', password: 'edge-smoke-pass' })
      const { rows } = await db.query(
        `select o.id from orders o join users u on u.id = o.user_id where o.number = $1 and u.email = 'cliente@soglia.test'`,
        [number],
      )
      assert.equal(rows.length, 1, `order ${number} in the database`)
    })

    // Workers keep anonymous pages in caches.default (decision 045); Deno has no page cache.
    it('caches anonymous pages, follows an admin change at once, never caches a signed-in visitor', {
      skip: runtime !== 'workerd',
    }, async () => {
      const path = `/negozio?edge=${process.pid}`
      const get = (headers: Record<string, string> = {}) =>
        fetch(`${server.url}${path}`, { headers: { 'accept-language': 'it', ...headers } })
      const first = await get()
      assert.equal(first.status, 200)
      assert.equal(first.headers.get('x-cache'), 'MISS')
      const firstBody = await first.text()
      const second = await get()
      assert.equal(second.headers.get('x-cache'), 'HIT')
      assert.equal(await second.text(), firstBody)
      for (let i = 0; i < 2; i++) {
        const signedIn = await get({ cookie: `soglia_session=${token}` })
        assert.equal(signedIn.status, 200)
        assert.equal(signedIn.headers.get('x-cache'), null)
      }
      const admin = await api('POST', '/auth/login', { email: 'admin@soglia.test', password: 'soglia-demo' })
      const authorization = `Bearer ${admin.body.access_token}`
      const patch = (data: object) => api('PATCH', '/admin/settings', data, { authorization })
      try {
        assert.equal((await patch({ site_name: 'Soglia Edge Cache' })).status, 200)
        const after = await get()
        assert.equal(after.headers.get('x-cache'), 'MISS')
        assert.match(await after.text(), /Soglia Edge Cache/)
        assert.equal((await get()).headers.get('x-cache'), 'HIT')
      } finally {
        await patch({ site_name: 'Soglia' })
      }
    })

    it("keeps DATABASE_URL off every command line of its processes, and closes each request's connections without a warning (issue 41)", {
      skip: runtime !== 'workerd',
    }, () => {
      // Every test above made requests, each on connections of its own, closed after its answer.
      assert.doesNotMatch(server.log(), /idle connection lost/)
      // wrangler and its workerd: every process of the group the server was started in.
      const group = readdirSync('/proc')
        .filter((pid) => /^\d+$/.test(pid))
        .filter((pid) => {
          try {
            return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[2] === String(server.pid)
          } catch {
            return false // gone meanwhile
          }
        })
      assert.ok(group.length >= 2, `wrangler and workerd in group ${server.pid}: ${group.join(', ')}`)
      for (const pid of group) {
        const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ')
        assert.ok(!args.includes(dbUrl) && !args.includes('DATABASE_URL'), `process ${pid}: ${args}`)
      }
    })

    // Last: it stops the server. Issue 41: a deploy loses no answer on Deno either.
    it('drains on SIGTERM: a burst of 48 requests, half of them orders, all answered', {
      skip: runtime !== 'deno',
    }, async () => {
      const customer = await signIn(server.url, 'cliente@soglia.test', 'edge-smoke-pass') // the password set above
      const slug = ((await api('GET', '/products?q=garda&per_page=5')).body.data as Json[])[0]!.slug as string
      const body = await orderBody(server.url, customer, slug)
      const outcomes = await burstWithStop({
        origin: server.url,
        token: customer,
        orderBody: body,
        size: 48,
        stop: () => void server.stop(),
      })
      const { failed, text } = summarize(outcomes)
      assert.deepEqual(failed, [], text)
      assert.equal(outcomes.filter((o) => o.kind === 'order' && o.status === 201).length, 24, text)
      const saved = await db.query(
        'select count(*)::int as n from idempotency_keys where key = any($1) and response_status = 201',
        [outcomes.map((o) => o.key).filter(Boolean)],
      )
      assert.equal(saved.rows[0].n, 24)
    })
  })
}
