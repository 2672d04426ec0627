import type { Configuration } from './cart-lines'

// Issue 42: a visitor sees every choice and "Aggiungi al carrello"; the cart needs a session
// (spec §6), so the click is kept here while the visitor signs in, and added once they are back
// (decision 092). Session storage, not local: it belongs to this tab's errand, and it holds
// choices only — never a price, which the server gives again when the line is quoted.

export const PENDING_ADD_KEY = 'soglia_pending_add'

/**
 * A click older than this is not added: a visitor who left the sign-in and signs in much later
 * for another reason should not find a door in the cart they no longer remember choosing.
 */
export const PENDING_ADD_TTL_MS = 30 * 60 * 1000

/** Where the click was made: the product page or the door configurator. */
export type PendingSource = 'product' | 'configurator'

export type PendingAdd = {
  source: PendingSource
  slug: string
  quantity: number
  variant_ids: number[]
  extra_option_id: number | null
  configuration?: Configuration
  /** When the visitor clicked (ms since the epoch). */
  at: number
}

const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => Number.isSafeInteger(n) && n > 0)
const isScalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'

/** The stored text as a pending add, or null when it is not one (another version, tampered). */
export function parsePendingAdd(text: string | null): PendingAdd | null {
  if (!text) return null
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof raw !== 'object' || raw === null) return null
  const r = raw as Record<string, unknown>
  const configuration = r.configuration
  const configurationOk =
    configuration === undefined || (typeof configuration === 'object' && configuration !== null && Object.values(configuration).every(isScalar))
  if (
    (r.source !== 'product' && r.source !== 'configurator') ||
    typeof r.slug !== 'string' ||
    !/^[a-z0-9-]{1,200}$/.test(r.slug) ||
    !Number.isSafeInteger(r.quantity) ||
    (r.quantity as number) < 1 ||
    !isIdList(r.variant_ids) ||
    !(r.extra_option_id === null || (Number.isSafeInteger(r.extra_option_id) && (r.extra_option_id as number) > 0)) ||
    !configurationOk ||
    !Number.isFinite(r.at)
  ) {
    return null
  }
  return {
    source: r.source,
    slug: r.slug,
    quantity: r.quantity as number,
    variant_ids: r.variant_ids,
    extra_option_id: r.extra_option_id as number | null,
    ...(configuration === undefined ? {} : { configuration: configuration as Configuration }),
    at: r.at as number,
  }
}

/** The pending add for this page, if it is still fresh; null otherwise. */
export function pendingFor(text: string | null, source: PendingSource, slug: string, now: number): PendingAdd | null {
  const pending = parsePendingAdd(text)
  if (!pending || pending.source !== source || pending.slug !== slug) return null
  return now - pending.at >= 0 && now - pending.at <= PENDING_ADD_TTL_MS ? pending : null
}

/** sessionStorage, or null where there is none (server, blocked storage). */
const pendingStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

export function savePendingAdd(pending: PendingAdd, storage = pendingStorage()) {
  try {
    storage?.setItem(PENDING_ADD_KEY, JSON.stringify(pending))
  } catch {
    /* storage blocked: after sign-in the visitor chooses again */
  }
}

export function readPendingAdd(source: PendingSource, slug: string, storage = pendingStorage(), now = Date.now()): PendingAdd | null {
  try {
    return pendingFor(storage?.getItem(PENDING_ADD_KEY) ?? null, source, slug, now)
  } catch {
    return null
  }
}

export function clearPendingAdd(storage = pendingStorage()) {
  try {
    storage?.removeItem(PENDING_ADD_KEY)
  } catch {
    /* nothing to clear */
  }
}
