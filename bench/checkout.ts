// Order placement under load (issue 11): 20 customers place orders at once for 10 s through the
// real API handler (POST /orders: repricing, coupon-free bank transfer, gapless numbering,
// Idempotency-Key per request), on a throw-away PostgreSQL database and on in-memory PGlite.
// Two figures (decision 033): the answer of POST /orders (orders/s, p50/p99), and the
// confirmation — from the order's commit until its e-mail with the PDF is in the SMTP sink —
// sent by the job queue: on PostgreSQL by separate worker processes (--workers), on PGlite by
// the bench process's own worker (an in-memory database has no other process).
//
//   npm run bench:checkout [-- --customers 20 --seconds 10 --workers 1 --nice 10 --url postgres://… --only pg|pglite --profile --cpu-prof]
//
// The worker processes run at `--nice` (default 10): rendering PDFs is work that can wait, and at
// the same priority it takes the cores from the answers (0 to measure them on equal terms).
// `--pool N`: the API process's PostgreSQL connections (default: one per customer; the app's own is 10).
// `--workers 0`: the answer alone (no confirmation figure).
// --profile counts the SQL statements of one order (PostgreSQL); --cpu-prof prints where the API
// process's CPU goes during the run (self time by package, hottest functions).
// Bar (issue 11): ≥ 100 orders/s and p99 ≤ 250 ms on PostgreSQL.
import { fork, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { Session } from 'node:inspector/promises'
import { and, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { connect, type Database } from '~/db/connect.server'
import { jobs, orders, products, productTranslations, users } from '~/db/schema'
import { seedDatabase } from '~/db/seed'
import { createSession } from '~/domains/auth/session.server'
import type { Db } from '~/db/types'
import { ORDER_MAIL_JOB } from '~/domains/orders/order-notify.server'
import { createTestApi } from '~/test/api'
import { startSmtpSink } from '~/test/smtp-sink'
import { categorize, type Profile } from './lib/cpu-profile.ts'
import { cpuMsOf } from './lib/proc-cpu.ts'

const { values: args } = parseArgs({
  options: {
    customers: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    only: { type: 'string' },
    workers: { type: 'string', default: '1' },
    nice: { type: 'string', default: '10' },
    pool: { type: 'string' },
    profile: { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
  },
})
const customers = Number(args.customers)
const CONFIRMATION_WAIT_S = 120
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

type Sink = Awaited<ReturnType<typeof startSmtpSink>>

// The workers keep their SMTP connections open (nodemailer's pool, as README advises for a burst
// of orders): the sink, like many relays, pauses before its greeting (smtp-server: 100 ms), and
// a connection per message pays that pause every time — it, not the PDF, set the drain rate.
const pooled = (smtpUrl: string) => `${smtpUrl}?pool=true`

/** Counts the statements pg sends while `task` runs (every pool client goes through Client#query). */
async function countQueries<T>(task: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown }
  const original = proto.query
  let queries = 0
  proto.query = function (this: unknown, ...a: unknown[]) {
    queries++
    if (process.env.BENCH_SQL)
      console.log(
        String((a[0] as { text?: string })?.text ?? a[0])
          .slice(0, 160)
          .replace(/\s+/g, ' '),
      )
    return original.apply(this, a)
  }
  try {
    return { result: await task(), queries }
  } finally {
    proto.query = original
  }
}

/** Waits until every order's confirmation job is done (or `timeoutMs`), then reads their times. */
async function confirmations(db: Db, sink: Sink, placed: number, timeoutMs: number) {
  const customerJobs = and(eq(jobs.kind, ORDER_MAIL_JOB), sql`${jobs.payload}->>'audience' = 'customer'`)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(customerJobs, eq(jobs.status, 'done')))
    if ((row?.n ?? 0) >= placed || Date.now() > deadline) break
    await new Promise((r) => setTimeout(r, 100))
  }
  const rows = await db
    .select({
      ms: sql<number>`extract(epoch from (${jobs.finishedAt} - ${jobs.createdAt})) * 1000`,
      first: sql<string>`${jobs.createdAt}`,
      done: sql<string>`${jobs.finishedAt}`,
    })
    .from(jobs)
    .where(and(customerJobs, eq(jobs.status, 'done')))
  const latencies = rows.map((r) => Number(r.ms)).sort((a, b) => a - b)
  const span = rows.length
    ? (Math.max(...rows.map((r) => Date.parse(r.done))) - Math.min(...rows.map((r) => Date.parse(r.first)))) / 1000
    : 0
  const withPdf = sink.received.filter(
    (m) => m.subject && m.attachments.some((a) => a.contentType === 'application/pdf'),
  ).length
  return {
    sent: rows.length,
    perSecond: span ? rows.length / span : 0,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    withPdf,
  }
}

async function run(label: string, database: Database, sink: Sink, startWorkers: () => Promise<() => Promise<void>>) {
  const db = database.db
  const api = createTestApi(db, { smtpUrl: sink.url })
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
      .values({
        name: `Cliente bench ${i}`,
        email: `bench-${i}-${randomBytes(3).toString('hex')}@soglia.test`,
        role: 'user',
        passwordHash: cliente!.passwordHash,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id })
    tokens.push((await createSession(db, row!.id, new Date(), { ip: null, userAgent: 'bench' })).token)
  }
  // An order names every required choice (issue 39): the handle's first finish.
  const product = (await (await api.call(`/products/${slug}`, { token: tokens[0] })).json()) as {
    data: { variant_groups: Array<{ required: boolean; variants: Array<{ id: number }> }> }
  }
  const variant_ids = product.data.variant_groups
    .filter((g) => g.required && g.variants.length > 0)
    .map((g) => g.variants[0]!.id)
  const lines = [{ slug, quantity: 2, variant_ids }]
  const quote = async (extra: object) =>
    (await (
      await api.call('/cart/quote', { method: 'POST', token: tokens[0], json: { lines, region: 'IT-34', ...extra } })
    ).json()) as {
      data: { total: number; shipping_options: Array<{ id: number }> }
    }
  const shipping_option_id = (await quote({})).data.shipping_options[0]!.id
  const expected_total = (await quote({ shipping_option_id, payment_method: 'bank_transfer' })).data.total
  const body = {
    lines,
    delivery: {
      type: 'address',
      address: {
        recipient: 'Cliente Bench',
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
    expected_total,
  }
  let serial = 0
  // The handler itself, not api.call: call() would drain the job queue before answering.
  const order = (token: string) =>
    api.handler(
      new Request('http://test/api/orders', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': `bench-${++serial}-${token.slice(0, 8)}`,
        },
        body: JSON.stringify(body),
      }),
      { ip: '203.0.113.7' },
    )
  // Warm-up (first-use costs: prepared plans, module loading) and, with --profile, one order's statements.
  const warm = await countQueries(async () => (await order(tokens[0]!)).arrayBuffer())
  if (args.profile && warm.queries > 0)
    console.log(`${label}: one order = ${warm.queries} SQL statements (pg client calls, incl. begin/commit)`)
  await db.delete(jobs)
  sink.received.length = 0

  const stopWorkers = await startWorkers()
  const session = args['cpu-prof'] ? new Session() : null
  if (session) {
    session.connect()
    await session.post('Profiler.enable')
    await session.post('Profiler.start')
  }
  const cpuBefore = process.cpuUsage()
  const pgBefore = label === 'PostgreSQL' ? cpuMsOf('postgres') : 0
  const latencies: number[] = []
  const failures = new Map<number, number>()
  const end = performance.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < end) {
        const t0 = performance.now()
        const res = await order(token)
        await res.arrayBuffer()
        latencies.push(performance.now() - t0)
        if (res.status !== 201) failures.set(res.status, (failures.get(res.status) ?? 0) + 1)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  const cpu = process.cpuUsage(cpuBefore)
  const pgCpuMs = label === 'PostgreSQL' ? cpuMsOf('postgres') - pgBefore : 0
  const profile = session ? ((await session.post('Profiler.stop')) as { profile: Profile }).profile : null
  session?.disconnect()
  const sorted = [...latencies].sort((a, b) => a - b)
  const ok = latencies.length - [...failures.values()].reduce((a, b) => a + b, 0)
  const cpuMs = (cpu.user + cpu.system) / 1000
  console.log(
    `${label.padEnd(10)} the API process (handler, pricing, driver): ${(cpuMs / Math.max(1, latencies.length)).toFixed(1)} ms of CPU per order (${(cpuMs / 1000 / elapsed).toFixed(2)} cores busy)`,
  )
  // The PostgreSQL server on this machine (every backend, so another database's load counts too).
  if (pgCpuMs > 0)
    console.log(
      `${''.padEnd(10)} the PostgreSQL server: ${(pgCpuMs / Math.max(1, latencies.length)).toFixed(1)} ms of CPU per order (${(pgCpuMs / 1000 / elapsed).toFixed(2)} cores busy); load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    )
  if (profile) console.log(categorize(profile, 15))
  // --workers 0: the answer alone, no PDF rendering competing for the cores (its ceiling).
  const mail =
    args.workers === '0' && label === 'PostgreSQL'
      ? null
      : await confirmations(db, sink, ok, CONFIRMATION_WAIT_S * 1000)
  await stopWorkers()
  const [stats] = await db
    .select({ n: sql<number>`count(*)::int`, last: sql<string>`max(${orders.number})` })
    .from(orders)
  console.log(
    `${label.padEnd(10)} POST /orders, ${customers} customers, ${elapsed.toFixed(1)} s: ${(ok / elapsed).toFixed(1)} orders/s, ` +
      `p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms; ` +
      `${ok} placed${failures.size ? `, failures ${JSON.stringify(Object.fromEntries(failures))}` : ''}` +
      ` (orders table: ${stats?.n} rows, last number ${stats?.last})`,
  )
  if (mail)
    console.log(
      `${''.padEnd(10)} confirmation e-mail with PDF: ${mail.sent}/${ok} sent (${mail.withPdf} with a PDF in the SMTP sink), ` +
        `${mail.perSecond.toFixed(1)} e-mails/s, order→sent p50 ${mail.p50.toFixed(0)} ms, p99 ${mail.p99.toFixed(0)} ms` +
        // A burst of hundreds of orders a second queues more confirmations than a worker renders in
        // the bench's wait; they stay queued (not lost) and go out at the rate printed.
        (mail.sent < ok
          ? `; the other ${ok - mail.sent} were still queued when the bench stopped waiting (${CONFIRMATION_WAIT_S} s)`
          : ''),
    )
}

/** Worker processes on the bench's PostgreSQL database, as app processes would run them. */
async function startWorkerProcesses(url: string, smtpUrl: string, n: number) {
  const children: ChildProcess[] = []
  for (let i = 0; i < n; i++) {
    const child = fork('bench/checkout-worker.ts', [url, smtpUrl], {
      execArgv: [
        ...(process.env.WORKER_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.WORKER_CPU_PROF] : []),
        '--import',
        'tsx',
        '--import',
        './bench/lib/inline-assets.mjs',
      ],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, WORKER_NICE: args.nice },
    })
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve())
      child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)))
    })
    children.push(child)
  }
  return async () => {
    await Promise.all(
      children.map((c) => new Promise<void>((resolve) => (c.once('exit', () => resolve()), c.kill('SIGTERM')))),
    )
  }
}

async function main() {
  const sink = await startSmtpSink()
  try {
    if (args.only !== 'pglite') {
      const name = `soglia_bench_${randomBytes(4).toString('hex')}`
      await onServer(`create database "${name}"`)
      const url = new URL(args.url!)
      url.pathname = `/${name}`
      const database = await connect(
        { kind: 'postgres', url: url.toString(), poolSize: args.pool ? Number(args.pool) : Math.max(customers, 4) },
        async (db) => void (await seedDatabase(db, () => {})),
      )
      try {
        await run('PostgreSQL', database, sink, () =>
          startWorkerProcesses(url.toString(), pooled(sink.url), Number(args.workers)),
        )
      } finally {
        await database.close()
        await onServer(`drop database "${name}" with (force)`)
      }
    }
    if (args.only !== 'pg') {
      const database = await connect({ kind: 'pglite' }, async (db) => void (await seedDatabase(db, () => {})))
      try {
        await run('PGlite', database, sink, async () => {
          const { createJobWorker } = await import('~/domains/jobs/worker.server')
          const { orderJobHandlers } = await import('~/domains/orders/order-notify.server')
          const { createMailer } = await import('~/domains/email/mailer.server')
          const worker = createJobWorker({
            getDb: async () => database.db,
            handlers: orderJobHandlers({
              mailer: createMailer({ smtpUrl: pooled(sink.url) }),
              publicUrl: 'http://shop.test',
              now: () => new Date(),
            }),
            pollMs: 50,
          })
          worker.start()
          return () => worker.stop()
        })
      } finally {
        await database.close()
      }
    }
  } finally {
    await sink.close()
  }
}

await main()
