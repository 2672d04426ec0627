import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import { definePlugin } from 'nitro'
import { NONCE_SLOT, withSecurityHeaders } from './security-headers'

// The outermost wrapper of nitro's fetch (listed after early-hit.plugin.ts, so it wraps it):
// every answer — early cache hits, static files, pages, API, images, errors — gets the security
// headers, and every request a fresh CSP nonce that the page render reads (src/router.tsx).
export default definePlugin((nitroApp) => {
  const nonces = new AsyncLocalStorage<string>()
  ;(globalThis as Record<symbol, unknown>)[NONCE_SLOT] = nonces
  const hsts = (process.env.PUBLIC_URL ?? '').startsWith('https:')
  const next = nitroApp.fetch
  nitroApp.fetch = (request) => {
    const nonce = randomBytes(16).toString('base64')
    const answer = nonces.run(nonce, () => next(request))
    return answer instanceof Promise ? answer.then((response) => withSecurityHeaders(response, nonce, hsts)) : withSecurityHeaders(answer, nonce, hsts)
  }
})
