import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { expect, test } from './fixtures'
import { orderBody, signIn } from '../bench/lib/cluster-checks.ts'
import { freePort, HOST, root, serverEntry, startProcess, type AppProcess } from '../bench/lib/cluster.ts'
import { burstWithStop, summarize } from '../bench/lib/shutdown-burst.ts'

// Issue 41: a deploy loses no answer. The production build on the embedded database, told to
// stop (SIGTERM) while 48 requests are in flight, half of them orders with their keys: every
// request is answered, every order acknowledged and saved once, and the process exits 0. And a
// process still opening its database answers 503 with Retry-After at once instead of hanging.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

// The shutdown's own log lines are read back.
const production = { LOG_LEVEL: 'info' }
let dataDir = ''
let app: AppProcess | undefined

test.beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'soglia-shutdown-'))
})
test.afterAll(async () => {
  await app?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

test('while it opens its database, the server answers 503 with Retry-After, never a hang', async () => {
  const port = await freePort()
  const origin = `http://${HOST}:${port}`
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      ...production,
      NODE_ENV: 'production',
      HOST,
      PORT: String(port),
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SMTP_URL: '',
      PUBLIC_URL: origin,
    },
    stdio: 'ignore',
  })
  const seen: Array<{ path: string; status: number; retryAfter: string | null; code?: string }> = []
  try {
    for (let ready = false, tries = 0; !ready && tries < 600; tries++) {
      for (const path of ['/api/settings', '/']) {
        const res = await fetch(`${origin}${path}`, {
          signal: AbortSignal.timeout(10_000),
          headers: { 'accept-language': 'it' },
        }).catch(() => null)
        if (!res) continue
        const text = await res.text()
        seen.push({
          path,
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          code: res.status === 503 && path.startsWith('/api') ? JSON.parse(text).error.code : undefined,
        })
        if (path === '/api/settings' && res.status === 200) ready = true
      }
      await sleep(50)
    }
    expect(seen.at(-2)).toMatchObject({ path: '/api/settings', status: 200 })
    const early = seen.filter((s) => s.status !== 200)
    // Anything before ready was a 503 that says when to come back (the API in its error shape).
    for (const s of early)
      expect(s).toMatchObject({
        status: 503,
        retryAfter: '5',
        ...(s.path.startsWith('/api') ? { code: 'service_unavailable' } : {}),
      })
    test.info().annotations.push({ type: 'start-up', description: `${early.length} answers 503 before ready` })
  } finally {
    child.kill('SIGTERM')
    await once(child, 'exit')
  }
})

test('SIGTERM during a burst of 48 requests: every one answered, every order saved once, exit 0', async () => {
  const port = await freePort()
  app = await startProcess({
    name: 'app',
    port,
    databaseUrl: '',
    publicUrl: `http://${HOST}:${port}`,
    dataDir,
    env: production,
  })
  const { origin, child } = app
  const token = await signIn(origin, 'cliente@soglia.test')
  const slug = (
    (await (await fetch(`${origin}/api/products?q=garda&per_page=5`)).json()) as { data: Array<{ slug: string }> }
  ).data[0]!.slug
  const body = await orderBody(origin, token, slug)
  const exited = once(child, 'exit')

  const outcomes = await burstWithStop({
    origin,
    token,
    orderBody: body,
    size: 48,
    stop: () => void child.kill('SIGTERM'),
  })
  const { failed, text } = summarize(outcomes)
  test.info().annotations.push({ type: 'burst', description: text })
  expect(failed, text).toEqual([])
  expect(outcomes.filter((o) => o.kind === 'order').map((o) => o.status)).toEqual(Array(24).fill(201))
  const [code] = await exited
  expect(code, app.output()).toBe(0)
  expect(app.output()).toContain('"msg":"stopped"')

  // The next process on the same data: each key's order was saved, once (a retry replays it).
  app = await startProcess({
    name: 'app2',
    port: await freePort(),
    databaseUrl: '',
    publicUrl: origin,
    dataDir,
    env: production,
  })
  const again = await signIn(app.origin, 'cliente@soglia.test')
  for (const o of outcomes.filter((x) => x.kind === 'order')) {
    const res = await fetch(`${app.origin}/api/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${again}`, 'content-type': 'application/json', 'idempotency-key': o.key! },
      body: JSON.stringify(body),
    })
    expect(res.status).toBeLessThan(300)
    expect(((await res.json()) as { data: { id: number } }).data.id).toBe(o.orderId)
  }
})
