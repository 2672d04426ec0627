import { createHmac, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { ownerOf } from '~/db/data-version.server'
import { consentRecords, settings } from '~/db/schema'

// Proof of consent without personal data we do not need: the IP address is kept only as an
// HMAC-SHA-256 with a secret salt, so records of one address can be told apart from others'
// but the address cannot be read back (nor found by hashing every IPv4 address).

/**
 * The salt lives in the database (a settings row no settings schema reads, so it is never
 * served), created once by whichever process needs it first: it survives restarts and is
 * shared by every process on the same database.
 */
const SALT_KEY = 'secret.consent_ip_salt'
// Kept per connection pool, not per handle: on Workers one handle forwards to each request's own
// pool, and a request may not wait on a query running on another's socket (decision 045).
const salts = new WeakMap<object, Promise<string>>()

async function loadSalt(db: Db): Promise<string> {
  await db
    .insert(settings)
    .values({ key: SALT_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing()
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SALT_KEY))
  if (typeof row?.value !== 'string' || row.value.length < 32)
    throw new Error('consent IP salt is missing or malformed')
  return row.value
}

function saltFor(db: Db): Promise<string> {
  const owner = ownerOf(db)
  let salt = salts.get(owner)
  if (!salt) {
    salt = loadSalt(db)
    salts.set(owner, salt)
    salt.catch(() => salts.delete(owner))
  }
  return salt
}

export async function hashIp(db: Db, ip: string): Promise<string> {
  return createHmac('sha256', await saltFor(db))
    .update(ip.trim().toLowerCase())
    .digest('hex')
}

export const USER_AGENT_MAX = 255

export type NewConsent = {
  consentId: string
  analytics: boolean
  marketing: boolean
  ip: string | null
  userAgent: string | null
  userId: number | null
  at: Date
}

export async function storeConsent(db: Db, c: NewConsent) {
  const [row] = await db
    .insert(consentRecords)
    .values({
      consentId: c.consentId,
      userId: c.userId,
      analytics: c.analytics,
      marketing: c.marketing,
      ipHash: c.ip ? await hashIp(db, c.ip) : null,
      userAgent: c.userAgent ? c.userAgent.slice(0, USER_AGENT_MAX) : null,
      createdAt: c.at,
    })
    .returning({ id: consentRecords.id, createdAt: consentRecords.createdAt })
  return row!
}
