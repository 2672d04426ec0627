import { env, type Env } from '~/config/env.server'

// Whether the visitor reached the shop over TLS, for cookies' `Secure` (issue 41): the request's
// own scheme; a shop whose public address is https (behind any proxy, the visitor is on TLS);
// a proxy's X-Forwarded-Proto only with TRUST_PROXY on — anyone can send that header.
export function isSecureRequest(request: Request, config: Pick<Env, 'PUBLIC_URL' | 'TRUST_PROXY'> = env()): boolean {
  if (new URL(request.url).protocol === 'https:') return true
  if (config.PUBLIC_URL?.startsWith('https:')) return true
  return config.TRUST_PROXY && request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https'
}
