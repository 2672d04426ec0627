import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import type { FrontMiddleware } from './front-middleware'
import { NONCE_SLOT, withSecurityHeaders } from './security-headers'

/**
 * Every answer inside it — early cache hits, static files, pages, API, images, errors — gets the
 * security headers, and every request a fresh CSP nonce that the page render reads
 * (src/router.tsx). One per process: it owns the nonce's async storage.
 */
export function securityHeaders(): FrontMiddleware {
  const nonces = new AsyncLocalStorage<string>()
  ;(globalThis as Record<symbol, unknown>)[NONCE_SLOT] = nonces
  const hsts = (process.env.PUBLIC_URL ?? '').startsWith('https:')
  return (_request, next) => {
    const nonce = randomBytes(16).toString('base64')
    const answer = nonces.run(nonce, next)
    return answer instanceof Promise
      ? answer.then((response) => withSecurityHeaders(response, nonce, hsts))
      : withSecurityHeaders(answer, nonce, hsts)
  }
}
