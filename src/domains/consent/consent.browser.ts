import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, serializeConsent } from './consent.cookie'
import type { ConsentDecision } from './consent.machine'

// The consent machine's browser effects. Each is a no-op outside a browser.

export const ANALYTICS_SRC = '/analytics.js'
/** Marks the tag, whoever injected it (this module or the on-intent loader, decision 017). */
export const ANALYTICS_MARKER = 'data-soglia-analytics'
const marker = ANALYTICS_MARKER

declare global {
  interface Window {
    sogliaAnalytics?: { anonymizeIp: boolean; loadedAt: string }
  }
}

/** Keeps the decision for 365 days; readable by the server too, so pages render without a flash. */
export function persistConsent(decision: ConsentDecision, now = new Date()) {
  if (typeof document === 'undefined') return
  const value = serializeConsent({ ...decision, at: now.toISOString() })
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`
}

/**
 * The analytics tag. There is no real analytics account: the local `/analytics.js` stands in
 * for it (it records that it ran, with IP anonymisation on). Injected once, and only ever
 * called after analytics consent (the machine guarantees it).
 */
export function loadAnalytics() {
  if (typeof document === 'undefined' || document.querySelector(`script[${marker}]`)) return
  const script = document.createElement('script')
  script.src = ANALYTICS_SRC
  script.async = true
  script.setAttribute(marker, '')
  document.head.appendChild(script)
}

/** Consent withdrawn: the tag and what it left behind go. */
export function unloadAnalytics() {
  if (typeof document === 'undefined') return
  document.querySelectorAll(`script[${marker}]`).forEach((s) => s.remove())
  delete window.sogliaAnalytics
}
