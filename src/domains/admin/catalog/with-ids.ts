import { z } from 'zod'

/**
 * Spec §5, "saving an item": a `parent` or `categories` list is reduced to the entries that have
 * an id (the shop's own forms send placeholders without one). Client-safe.
 */
export const withIdsSchema = z.preprocess(
  (v) =>
    Array.isArray(v)
      ? v.filter(
          (e) =>
            e !== null && typeof e === 'object' && !['', null, undefined].includes((e as { id?: unknown }).id as never),
        )
      : v,
  z.array(z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })).max(50),
)
