// Cookie consent (spec §3/§4/§9, Garante 2021 guidelines): the cookie that keeps the decision.
// Client-safe and without zod's schema runtime, since every page reads it in the browser
// (decision 015); the API's zod shapes are in consent.schemas.ts.

/** Not HttpOnly: the browser writes it when the visitor decides; the server reads it for SSR. */
export const CONSENT_COOKIE = 'soglia_consent'
export const CONSENT_MAX_AGE_DAYS = 365
export const CONSENT_MAX_AGE_SECONDS = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60
const MAX_AGE_MS = CONSENT_MAX_AGE_SECONDS * 1000
/** How far ahead of our clock a stored timestamp may be (clock skew) and still count. */
const SKEW_MS = 24 * 60 * 60 * 1000

export type ConsentChoice = { analytics: boolean; marketing: boolean }
export type StoredConsent = ConsentChoice & { id: string; at: string }

// What `z.object({ id: z.uuid(), analytics: z.boolean(), marketing: z.boolean(),
// at: z.iso.datetime({ offset: true }) })` accepts, without zod: the cookie is read in the
// browser by every page (decision 015). The two patterns are zod's own (`regexes.uuid()`,
// `regexes.datetime({ offset: true })`); consent.schemas.test.ts checks they still are.
export const uuidPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/
export const dateTimePattern =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$/

function asStoredConsent(value: unknown): StoredConsent | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const { id, analytics, marketing, at } = value as Record<string, unknown>
  if (typeof id !== 'string' || !uuidPattern.test(id)) return null
  if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null
  if (typeof at !== 'string' || !dateTimePattern.test(at)) return null
  return { id, analytics, marketing, at }
}

/**
 * The decision in the cookie, if it is well-formed and at most 365 days old; anything else
 * (missing, tampered, expired) counts as no decision, and the dialog shows again.
 */
export function parseConsentCookie(raw: string | null | undefined, now: number): StoredConsent | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw.startsWith('%7B') || raw.startsWith('%7b') ? decodeURIComponent(raw) : raw)
  } catch {
    return null
  }
  const stored = asStoredConsent(value)
  return stored && isFresh(stored.at, now) ? stored : null
}

/** A decision counts for 365 days (spec §9). */
export function isFresh(at: string, now: number): boolean {
  const time = Date.parse(at)
  return Number.isFinite(time) && now - time <= MAX_AGE_MS && time - now <= SKEW_MS
}

/** The cookie's value: URI-encoded JSON (cookie values cannot hold `"`, `,` or `;` raw). */
export const serializeConsent = (consent: StoredConsent): string =>
  encodeURIComponent(
    JSON.stringify({ id: consent.id, analytics: consent.analytics, marketing: consent.marketing, at: consent.at }),
  )

/** The value of one cookie in a `Cookie` header / `document.cookie` string. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return null
}

/** A v4 UUID, also where `crypto.randomUUID` is missing (pages served over plain http). */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') {
    try {
      return crypto.randomUUID()
    } catch {
      // insecure context: fall through
    }
  }
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
