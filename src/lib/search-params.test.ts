import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseShopSearch } from '~/domains/catalog/shop-search'
import { shopSearchSchema } from '~/domains/catalog/shop-search.schemas'
import { wellFormedToken } from '~/lib/validation/token'
import { tokenSchema } from '~/domains/auth/auth.schemas'
import { optionalEnum, optionalInt, optionalString, parsePageSearch } from './search-params'

// The routes parse their search params without zod (decision 015); each parser must give what
// the zod chain it replaces gives, for anything the router may hand it (JSON-parsed values).
const value = fc.oneof(
  fc.constantFrom(
    undefined,
    null,
    '',
    ' ',
    '0',
    '1',
    '10000',
    '10001',
    '-1',
    '1.5',
    'abc',
    true,
    false,
    '  42 ',
    'newest',
    'price_asc',
  ),
  fc.string({ maxLength: 120 }),
  fc.integer({ min: -20, max: 1_000_010 }),
  fc.double(),
  fc.constantFrom(
    ['materiale.legno', 'colore.bianco', 'materiale.legno'],
    'materiale.legno,../etc,a.b',
    ['x', 42],
    [],
    {},
    [3],
  ),
  fc.array(fc.stringMatching(/^[a-z.,-]{0,12}$/), { maxLength: 5 }),
)
const search = fc.record(
  { q: value, sort: value, page: value, f: value, min: value, max: value, w: value, h: value, other: value },
  { requiredKeys: [] },
)
const sameAs = (schema: z.ZodType, parse: (v: unknown) => unknown) =>
  fc.assert(
    fc.property(value, (v) => {
      expect(parse(v)).toEqual(schema.parse(v))
    }),
    { numRuns: 400 },
  )

describe('search-param parsers match their zod chains', () => {
  it('optionalString', () => sameAs(z.string().max(5).optional().catch(undefined), (v) => optionalString(v, 5)))
  it('optionalInt', () =>
    sameAs(z.coerce.number().int().min(1).max(10_000).optional().catch(undefined), (v) => optionalInt(v, 1, 10_000)))
  it('optionalEnum', () =>
    sameAs(z.enum(['newest', 'price_asc']).optional().catch(undefined), (v) =>
      optionalEnum(v, ['newest', 'price_asc']),
    ))
  it('parsePageSearch', () =>
    fc.assert(
      fc.property(search, (s) => {
        expect(parsePageSearch(s)).toEqual(
          z.object({ page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined) }).parse(s),
        )
      }),
    ))
  it('parseShopSearch = shopSearchSchema', () =>
    fc.assert(
      fc.property(search, (s) => {
        expect(parseShopSearch(s)).toEqual(shopSearchSchema.parse(s))
      }),
      { numRuns: 1000 },
    ))
  it('wellFormedToken = tokenSchema', () => {
    const token = fc.oneof(value, fc.string({ minLength: 15, maxLength: 210 }), fc.constant(`  ${'a'.repeat(20)}  `))
    fc.assert(
      fc.property(token, (t) => {
        const zod = tokenSchema.safeParse(t)
        expect(wellFormedToken(t)).toEqual(zod.success ? zod.data : undefined)
      }),
    )
  })
})
