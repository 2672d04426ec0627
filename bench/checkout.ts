// Order placement under load (issue 11): 20 customers place orders at once for 10 s through the
// real API handler (POST /orders: repricing, coupon-free bank transfer, gapless numbering,
// Idempotency-Key per request), on a throw-away PostgreSQL database and on in-memory PGlite.
//
//   npm run bench:checkout [-- --customers 20 --seconds 10 --url postgres://postgres@127.0.0.1:5432/postgres --only pg|pglite]
//
// Bar (issue 11): ≥ 100 orders/s and p99 ≤ 250 ms on PostgreSQL.
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { and, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { connect, type Database } from '~/db/connect.server'
import { orders, products, productTranslations, users } from '~/db/schema'
import { seedDatabase } from '~/db/seed'
import { createSession } from '~/domains/auth/session.server'
import { createTestApi } from '~/test/api'

const { values: args } = parseArgs({
  options: {
    customers: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    only: { type: 'string' },
  },
})
const customers = Number(args.customers)
const seconds = Number(args.seconds)

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: args.url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

async function run(label: string, database: Database) {
  const db = database.db
  const api = createTestApi(db)
  const [{ slug }] = (await db
    .select({ slug: productTranslations.slug })
    .from(productTranslations)
    .innerJoin(products, eq(products.id, productTranslations.productId))
    .where(and(eq(products.sku, 'MA-LEV-TON'), eq(productTranslations.locale, 'it')))) as [{ slug: string }]
  const [cliente] = await db.select().from(users).where(eq(users.email, 'cliente@soglia.test'))
  // One account per customer (same name and address book as the demo customer).
  const tokens: string[] = []
  for (let i = 0; i < customers; i++) {
    const [row] = await db
      .insert(users)
      .values({ name: `Cliente bench ${i}`, email: `bench-${i}-${randomBytes(3).toString('hex')}@soglia.test`, role: 'user', passwordHash: cliente!.passwordHash, emailVerifiedAt: new Date() })
      .returning({ id: users.id })
    tokens.push((await createSession(db, row!.id, new Date(), { ip: null, userAgent: 'bench' })).token)
  }
  const lines = [{ slug, quantity: 2 }]
  const quote = async (extra: object) =>
    (await (await api.call('/cart/quote', { method: 'POST', token: tokens[0], json: { lines, region: 'IT-34', ...extra } })).json()) as {
      data: { total: number; shipping_options: Array<{ id: number }> }
    }
  const shipping_option_id = (await quote({})).data.shipping_options[0]!.id
  const expected_total = (await quote({ shipping_option_id, payment_method: 'bank_transfer' })).data.total
  const body = {
    lines,
    delivery: { type: 'address', address: { recipient: 'Cliente Bench', street: 'Via Mazzini 3', postcode: '37121', city: 'Verona', province: 'VR', country: 'IT' }, save: false },
    shipping_option_id,
    billing: { document: 'receipt' },
    payment_method: 'bank_transfer',
    acknowledgements: { terms: true },
    expected_total,
  }

  const latencies: number[] = []
  const failures = new Map<number, number>()
  const end = performance.now() + seconds * 1000
  let serial = 0
  const started = performance.now()
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < end) {
        const t0 = performance.now()
        const res = await api.call('/orders', { method: 'POST', token, json: body, headers: { 'idempotency-key': `bench-${++serial}-${token.slice(0, 8)}` } })
        await res.arrayBuffer()
        latencies.push(performance.now() - t0)
        if (res.status !== 201) failures.set(res.status, (failures.get(res.status) ?? 0) + 1)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  const sorted = [...latencies].sort((a, b) => a - b)
  const ok = latencies.length - [...failures.values()].reduce((a, b) => a + b, 0)
  const [stats] = await db.select({ n: sql<number>`count(*)::int`, last: sql<string>`max(${orders.number})` }).from(orders)
  console.log(
    `${label.padEnd(10)} ${customers} customers, ${elapsed.toFixed(1)} s: ${(ok / elapsed).toFixed(1)} orders/s, ` +
      `p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms; ` +
      `${ok} placed${failures.size ? `, failures ${JSON.stringify(Object.fromEntries(failures))}` : ''}` +
      ` (orders table: ${stats?.n} rows, last number ${stats?.last})`,
  )
}

async function main() {
  if (args.only !== 'pglite') {
    const name = `soglia_bench_${randomBytes(4).toString('hex')}`
    await onServer(`create database "${name}"`)
    const url = new URL(args.url!)
    url.pathname = `/${name}`
    const database = await connect({ kind: 'postgres', url: url.toString(), poolSize: customers }, async (db) => void (await seedDatabase(db, () => {})))
    try {
      await run('PostgreSQL', database)
    } finally {
      await database.close()
      await onServer(`drop database "${name}" with (force)`)
    }
  }
  if (args.only !== 'pg') {
    const database = await connect({ kind: 'pglite' }, async (db) => void (await seedDatabase(db, () => {})))
    try {
      await run('PGlite', database)
    } finally {
      await database.close()
    }
  }
}

await main()
