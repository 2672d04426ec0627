// Bearer-token reads of the public catalogue from the page cache's API entries (issue 15,
// decision 048). Every allow-listed public API answer depends on the caller only through the
// price tier of the token's user (`tierForRole(priceRole)`: catalogue, collections, configurator
// and promotions price by it; settings, pages, categories and the rest ignore the caller). So a
// base-tier customer's answer is the anonymous one, and a trade tier's is the same for every
// user of that tier: kept under the anonymous key plus the tier, per data version like the rest.
// The session is still checked on every request (no memo across requests, decision 044): a
// revoked or expired token is a visitor on its very next request, and gets the base-tier answer.
import { tierForRole, type PriceTier } from '~/domains/catalog/pricing'
import { resolveSessionUser } from '~/domains/auth/session.server'
import { getDb } from '~/db/index.server'
import type { Db } from '~/db/types'
import type { ApiUser } from '~/domains/shared/api-route'
import { apiPolicy, isStorableApi, publicApiKey, type CachePolicy } from './cache-policy'

export type TierPolicyOptions = {
  getDb: () => Promise<Db>
  /** The API's own resolver (resolveSessionUser): shared with the handler within one request. */
  resolveUser: (db: Db, token: string, now: Date) => Promise<ApiUser | null>
  now?: () => Date
}

/** A token as the API reads it (router.server.ts): `Bearer <token>`, nothing else. */
export const bearerToken = (request: Request): string | null =>
  request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null

/**
 * The page cache's policy for a request with a bearer token, or null when it has none or the
 * read is not an allow-listed public one (then nothing is cached, as before). Resolves the
 * session: the API handler reuses that lookup if it has to answer (a miss).
 */
export function createTierPolicy(options: TierPolicyOptions) {
  const now = options.now ?? (() => new Date())
  return async (request: Request, url?: URL): Promise<CachePolicy | null> => {
    const token = bearerToken(request)
    if (token === null) return null
    const anonymous = publicApiKey(request, url)
    if (anonymous === null) return null
    const user = await options.resolveUser(await options.getDb(), token, now())
    const key = tierKey(anonymous, tierForRole(user?.priceRole))
    return { key: () => key, storable: isStorableApi }
  }
}

/** A public read's key for a price tier: the anonymous key itself for the base tier. */
const tierKey = (anonymous: string, tier: PriceTier) => (tier === 'base' ? anonymous : `${anonymous}|tier=${tier}`)

/**
 * The policy of an in-process read made as a price tier's stand-in (decision 051): the entries
 * a trade customer's own reads fill, and only for allow-listed public reads (any other is
 * neither kept nor answered from the cache).
 */
export function standInReadPolicy(tier: PriceTier): CachePolicy {
  return {
    key: (request, _now, url) => {
      const anonymous = publicApiKey(request, url)
      return anonymous === null ? null : tierKey(anonymous, tier)
    },
    storable: isStorableApi,
  }
}

/** The server's: the process database and the API's session resolver. */
export const tierPolicy = createTierPolicy({ getDb, resolveUser: resolveSessionUser })

/**
 * The page cache's policy for a read of the API: a bearer token's by its price tier, anything
 * else by the anonymous rules. Used for requests from outside (src/server.ts) and for the
 * storefront's own in-process calls (client.server.ts), so a trade customer's page render reads
 * its tier's catalogue answers from the cache as an anonymous render reads the base tier's.
 */
export async function apiReadPolicy(request: Request, url?: URL): Promise<CachePolicy> {
  if (!request.headers.has('authorization')) return apiPolicy
  return (await tierPolicy(request, url).catch(() => null)) ?? apiPolicy
}
