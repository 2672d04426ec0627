import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import { signIn } from '../bench/lib/cluster-checks.ts'
import { freePort, startProcess, type AppProcess } from '../bench/lib/cluster.ts'

// On Node a page is rendered to one string (decision 070), which cannot wait for code that is
// still loading. The parts the server renders from code-split modules (the consent dialog of a
// first visit, the login dialog of a guarded product page, the home slideshow) must therefore be
// there for a just-started process's very first renders: whole, not left to the browser.
test.describe.configure({ mode: 'serial', timeout: 240_000 })

let app: AppProcess
let dataDir: string

test.beforeAll(async () => {
  test.setTimeout(300_000)
  dataDir = mkdtempSync(join(tmpdir(), 'soglia-first-render-'))
  const port = await freePort()
  // The embedded database; start-up answers an API read, which renders no page.
  app = await startProcess({
    name: 'first-render',
    port,
    databaseUrl: '',
    publicUrl: `http://127.0.0.1:${port}`,
    dataDir,
    env: { PAGE_CACHE_MB: '0' },
  })
})

test.afterAll(async () => {
  await app?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

test("a new process's first pages come whole from the server", async () => {
  // The guarded product page needs the setting on; set through the API, so still no page rendered.
  const admin = await signIn(app.origin, 'admin@soglia.test')
  const patched = await fetch(`${app.origin}/api/admin/settings`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ auth_required_on_product_checkout: true }),
  })
  expect(patched.status).toBe(200)

  // A first visit (no cookies) to three pages at once: the process's first renders.
  const paths = ['/', '/negozio/porte-interne', '/negozio/porte-interne/porta-trento-laminato-80-210']
  const pages = await Promise.all(
    paths.map(async (path) => {
      const res = await fetch(`${app.origin}${path}`, { headers: { 'accept-language': 'it' } })
      return { path, status: res.status, html: await res.text() }
    }),
  )
  for (const { path, status, html } of pages) {
    expect(status, path).toBe(200)
    // The consent dialog, open, with its title.
    expect(html, path).toMatch(/role="dialog"[^>]*aria-modal="true"/)
    expect(html, path).toContain('Rispettiamo la tua privacy')
    // No Suspense boundary handed to the browser to render (`<!--$!-->`).
    expect(html, path).not.toContain('<!--$!')
  }
  const [home, , product] = pages
  expect(home!.html).toMatch(/id="home-slideshow"><!--\$--><div data-scope="carousel"/)
  expect(product!.html).toContain('Accedi per continuare')
  expect(app.output()).not.toContain('page render failed')
  // The build's React hands its pieces over as they come (decision 072): no fallback to one string.
  expect(app.output()).not.toContain('renderToStringChunks')
})
