import { expect, test } from './fixtures'
import { PERSONAL_SERVER_FNS, provePrivacy, serverFnIds } from './privacy-proof'

// Issue 45 p8, on the Node build: two customers of the base tier and a visitor browse at once
// (signed-in pages from the shared per-tier render, decisions 050 and 051), and no answer ever
// carries another's name, e-mail, address, cart, id or token. The same proof runs on the edge
// builds from e2e/edge/smoke.ts (e2e/privacy-proof.ts).

test('two customers of one tier and a visitor browsing at once never receive each other’s data, cold or cached', async ({
  baseURL,
}) => {
  test.setTimeout(240_000)
  const serverFns = serverFnIds('.output')
  expect(Object.keys(serverFns).sort()).toEqual(PERSONAL_SERVER_FNS)
  const report = await provePrivacy({
    origin: new URL(baseURL!).origin,
    admin: { email: 'admin@soglia.test', password: 'soglia-demo' },
    rounds: 8,
    serverFns,
  })
  console.info(`privacy proof (node): ${report.answers} answers`, report.caches)
  expect(report.leaks).toEqual([])
  expect(report.missing).toEqual([])
  // Both ways through the shared render were taken: first renders and cache hits of customers' pages.
  for (const c of report.customers) {
    expect(report.caches[`${c.label} page MISS`] ?? 0, `${c.label}: a page rendered for the tier`).toBeGreaterThan(0)
    expect(report.caches[`${c.label} page HIT`] ?? 0, `${c.label}: a page from the cache`).toBeGreaterThan(0)
  }
})
