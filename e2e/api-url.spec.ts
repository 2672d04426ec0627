import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, hydrated, test } from './fixtures'
import { signIn, withDb } from '../bench/lib/cluster-checks.ts'
import { freePort, startProcess, type AppProcess } from '../bench/lib/cluster.ts'
import { createThrowawayDb, type ThrowawayDb } from '../bench/lib/throwaway-db.ts'
import { ADMIN_URL, postgresUnavailable } from './postgres-server.ts'

// API_URL (decisions 001, 013): a storefront process whose pages and server functions call a
// separate API process over HTTP. To prove the calls really leave the storefront, the two run on
// different databases: what the storefront shows and the sessions it opens are the API's. Both
// trust the proxy header (TRUST_PROXY), as behind a balancer: the visitor's address travels from
// the browser through the storefront to the API, which records it on the session.
test.describe.configure({ mode: 'serial', timeout: 240_000 })
test.use({ extraHTTPHeaders: { 'accept-language': 'it', 'x-forwarded-for': '203.0.113.7' } })

const dbs: ThrowawayDb[] = []
const processes: AppProcess[] = []
const dirs: string[] = []
let storefront: AppProcess
let api: AppProcess

test.beforeAll(async () => {
  test.setTimeout(300_000)
  const unavailable = await postgresUnavailable()
  if (unavailable) {
    test.skip(unavailable.mayskip, unavailable.reason)
    throw new Error(
      `${unavailable.reason}, but PostgreSQL is installed on this machine: start it (or CI_ALLOW_PG_SKIP=1)`,
    )
  }
  for (const prefix of ['e2e_api', 'e2e_store']) dbs.push(await createThrowawayDb(prefix, ADMIN_URL))
  for (let i = 0; i < 2; i++) dirs.push(mkdtempSync(join(tmpdir(), 'soglia-api-url-')))
  const [apiPort, storePort] = [await freePort(), await freePort()]
  const storeOrigin = `http://127.0.0.1:${storePort}`
  const [apiDb, storeDb] = dbs as [ThrowawayDb, ThrowawayDb]
  // Started one after the other: each migrates and seeds its own database.
  api = await startProcess({
    name: 'api',
    port: apiPort,
    databaseUrl: apiDb.url,
    publicUrl: storeOrigin,
    dataDir: dirs[0]!,
  })
  processes.push(api)
  storefront = await startProcess({
    name: 'storefront',
    port: storePort,
    databaseUrl: storeDb.url,
    publicUrl: storeOrigin,
    dataDir: dirs[1]!,
    env: { API_URL: `${api.origin}/api/` },
  })
  processes.push(storefront)
  const admin = await signIn(api.origin, 'admin@soglia.test')
  const res = await fetch(`${api.origin}/api/admin/settings`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ site_name: 'Soglia API remota' }),
  })
  expect(res.status).toBe(200)
})

test.afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()))
  for (const db of dbs) await db.drop()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

test('the storefront renders what the remote API answers', async ({ request }) => {
  const home = await request.get(`${storefront.origin}/?api-url=${Date.now()}`)
  expect(home.status()).toBe(200)
  const html = await home.text()
  expect(html).toContain('Soglia API remota')
  // Its own database still has the seeded name: the page did not come from it.
  const own = await withDb(
    dbs[1]!.url,
    async (db) =>
      (await db.query<{ value: unknown }>(`select value from settings where key = 'site_name'`)).rows[0]?.value,
  )
  expect(JSON.stringify(own)).not.toContain('API remota')
})

test('signing in on the storefront opens the session on the API, with the visitor’s address', async ({ page }) => {
  await page.goto(`${storefront.origin}/login`)
  await hydrated(page)
  const main = page.getByRole('main')
  await main.getByLabel('Email').fill('cliente@soglia.test')
  await main.getByLabel('Password', { exact: true }).fill('soglia-demo')
  await main.getByRole('button', { name: 'Accedi' }).click()
  // The bar greets by name where it has room beside the whole menu, from 1536 px (decision 105).
  await page.setViewportSize({ width: 1600, height: 900 })
  await expect(page.getByRole('navigation', { name: 'Il tuo account' }).getByText('Ciao, Giulia')).toBeVisible()
  const sessionsOf = (url: string) =>
    withDb(
      url,
      async (db) =>
        (
          await db.query<{ ip: string | null }>(
            `select s.ip from sessions s join users u on u.id = s.user_id where u.email = 'cliente@soglia.test'`,
          )
        ).rows,
    )
  const onApi = await sessionsOf(dbs[0]!.url)
  expect(onApi.map((s) => s.ip)).toContain('203.0.113.7')
  expect(await sessionsOf(dbs[1]!.url)).toEqual([])
  // The account page is rendered with the API's session.
  await page.goto(`${storefront.origin}/account/orders`)
  await expect(page).toHaveURL(/\/account\/orders/)
})
