import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from './fixtures'
import { orderBody, signIn } from '../bench/lib/cluster-checks.ts'
import { freePort, HOST, root, startProcess, type AppProcess } from '../bench/lib/cluster.ts'

// Issue 41 point 6, as an operator runs it (README, "Backups"): `npm run db:backup` while the
// production build serves on the embedded database, then `npm run db:restore FILE` into an empty
// data folder, and a shop started on it has the same order and the same media file.
test.describe.configure({ timeout: 240_000 })
const run = promisify(execFile)
const npm = (args: string[], dataDir: string) =>
  run('npm', ['run', '--silent', ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } })

let apps: AppProcess[] = []
const dirs: string[] = []
const folder = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `soglia-${name}-`))
  dirs.push(dir)
  return dir
}
test.afterAll(async () => {
  await Promise.all(apps.map((a) => a.stop()))
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

test('a backup taken while the shop serves restores the same orders and media into a new folder', async () => {
  const live = folder('live')
  const port = await freePort()
  const shop = await startProcess({
    name: 'shop',
    port,
    databaseUrl: '',
    publicUrl: `http://${HOST}:${port}`,
    dataDir: live,
  })
  apps.push(shop)
  const token = await signIn(shop.origin, 'cliente@soglia.test')
  const slug = (
    (await (await fetch(`${shop.origin}/api/products?q=maniglia&per_page=5`)).json()) as {
      data: Array<{ slug: string }>
    }
  ).data[0]!.slug
  const placed = await fetch(`${shop.origin}/api/orders`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': `backup-${Date.now()}`,
    },
    body: JSON.stringify(await orderBody(shop.origin, token, slug)),
  })
  expect(placed.status).toBe(201)
  const order = ((await placed.json()) as { data: { id: number; number: string } }).data
  mkdirSync(join(live, 'media', '2026'), { recursive: true })
  writeFileSync(join(live, 'media', '2026', 'campione.webp'), 'a media-library file')

  const file = join(folder('archive'), 'soglia.tar.gz')
  const backup = await npm(['db:backup', '--', '--out', file], live)
  expect(backup.stdout).toContain(`by the running shop (pid ${shop.child.pid})`)
  // It went on serving.
  expect((await fetch(`${shop.origin}/api/settings`)).status).toBe(200)
  await shop.stop()

  const fresh = folder('restored')
  const restore = await npm(['db:restore', '--', file], fresh)
  expect(restore.stdout).toContain('Restored')
  const port2 = await freePort()
  const restored = await startProcess({
    name: 'restored',
    port: port2,
    databaseUrl: '',
    publicUrl: `http://${HOST}:${port2}`,
    dataDir: fresh,
  })
  apps.push(restored)
  const again = await signIn(restored.origin, 'cliente@soglia.test')
  const read = await fetch(`${restored.origin}/api/account/orders/${order.id}`, {
    headers: { authorization: `Bearer ${again}` },
  })
  expect(read.status).toBe(200)
  expect(((await read.json()) as { data: { number: string } }).data.number).toBe(order.number)
  expect(readFileSync(join(fresh, 'media', '2026', 'campione.webp'), 'utf8')).toBe('a media-library file')

  // A restore into a folder a shop holds is refused, and changes nothing.
  await expect(npm(['db:restore', '--', file], fresh)).rejects.toMatchObject({
    stderr: expect.stringContaining('in use by another Soglia process'),
  })
})
