import { z } from 'zod'
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

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)
// What a tab may have kept: read back through this schema, so another version's or a tampered
// record is no record (nothing in it is trusted further: the server prices and checks the line).
const pendingAddSchema = z.object({
  source: z.enum(['product', 'configurator']),
  slug: z.string().regex(/^[a-z0-9-]{1,200}$/),
  quantity: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  variant_ids: z.array(id),
  extra_option_id: id.nullable(),
  extra_option_ids: z.array(id).max(20).optional(),
  configuration: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  /** When the visitor clicked (ms since the epoch). */
  at: z.number(),
})

export type PendingAdd = Omit<z.output<typeof pendingAddSchema>, 'configuration'> & { configuration?: Configuration }

/** The stored text as a pending add, or null when it is not one (another version, tampered). */
export function parsePendingAdd(text: string | null): PendingAdd | null {
  if (!text) return null
  try {
    const parsed = pendingAddSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null // not JSON
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

export function readPendingAdd(
  source: PendingSource,
  slug: string,
  storage = pendingStorage(),
  now = Date.now(),
): PendingAdd | null {
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
