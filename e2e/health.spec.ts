import { expect, test } from './fixtures'

// Issue 41 point 2: the probes a balancer uses (README, "Health checks"): liveness and readiness,
// JSON, never cached, answered without a session and in no language.
test('/healthz and /readyz answer 200, never cached; HEAD too', async ({ request }) => {
  const live = await request.get('/healthz', { maxRedirects: 0 })
  expect(live.status()).toBe(200)
  expect(live.headers()['cache-control']).toBe('no-store')
  expect(await live.json()).toEqual({ status: 'ok' })
  const ready = await request.get('/readyz', { maxRedirects: 0 })
  expect(ready.status()).toBe(200)
  expect(ready.headers()['cache-control']).toBe('no-store')
  expect(await ready.json()).toEqual({ status: 'ready' })
  // Twice: a second answer is not a cache replay.
  expect((await request.get('/readyz')).headers()['x-cache']).toBeUndefined()
  expect((await request.head('/readyz')).status()).toBe(200)
})
