// Search-param parsers for routes' `validateSearch`. Every route definition is in the shell
// the browser loads first, and a zod schema there brings zod (≈ 25 kB gzip) with it
// (decision 015). Each helper does what the zod chain in its comment does, value for value
// (search-params.test.ts checks them against zod); the server functions still validate their
// input with zod.

/** `z.string().max(max).optional().catch(undefined)` */
export function optionalString(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined
}

/** `z.coerce.number().int().min(min).max(max).optional().catch(undefined)` */
export function optionalInt(value: unknown, min: number, max: number): number | undefined {
  if (value === undefined) return undefined
  let n: number
  try {
    n = Number(value)
  } catch {
    return undefined // a Symbol, or an object whose valueOf throws
  }
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined
}

/** `z.enum(options).optional().catch(undefined)` */
export function optionalEnum<T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return (options as readonly unknown[]).includes(value) ? (value as T) : undefined
}

/** `{ page: z.coerce.number().int().min(1).max(max).optional().catch(undefined) }` */
export const parsePageSearch = (search: Record<string, unknown>, max = 10_000): { page?: number } => ({
  page: optionalInt(search.page, 1, max),
})
