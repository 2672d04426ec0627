import { getRequestHeader, getRequestIP } from '@tanstack/react-start/server'
import { env } from '~/config/env.server'

/**
 * The visitor's address from a socket address and an X-Forwarded-For header. Only the LAST
 * entry is taken, the one our own proxy appended: earlier ones are whatever the client sent.
 */
export function pickClientIp(
  socketIp: string | null,
  forwardedFor: string | null | undefined,
  trustProxy: boolean,
): string | null {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1)
    if (last) return last
  }
  return socketIp
}

/** The current request's visitor address (for the API's per-IP limits and consent records). */
export function clientIp(): string | null {
  return pickClientIp(getRequestIP() ?? null, getRequestHeader('x-forwarded-for'), env().TRUST_PROXY)
}
