import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { coupons } from '~/db/schema'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { couponValidationSchema } from './cart.schemas'

// POST /coupons/validate on the seeded coupons (spec §7, §8), with the API clock moved around
// their start and end dates.
let database: TestDatabase
let api: ReturnType<typeof createTestApi>
const today = new Date('2026-11-22T10:00:00Z')
const clock = { now: today }

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db, { clock })
})
afterAll(() => database?.close())
afterEach(() => {
  clock.now = today
})

const validate = async (body: unknown, locale = 'it') => {
  const res = await api.call(`/coupons/validate?locale=${locale}`, { method: 'POST', json: body })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}
const check = async (code: string) => {
  const { status, body } = await validate({ code })
  expect(status).toBe(200)
  return couponValidationSchema.parse(body)
}
const setCoupon = (code: string, values: Partial<typeof coupons.$inferInsert>) =>
  database.db.update(coupons).set(values).where(sql`upper(${coupons.code}) = ${code}`)

describe('POST /coupons/validate: the seeded coupons', () => {
  it('BENVENUTO10 is a 10 % coupon with no end date', async () => {
    expect(await check('BENVENUTO10')).toEqual({
      valid: true,
      coupon: { code: 'BENVENUTO10', discount_type: 'percentage', discount_value: 10 },
    })
  })

  it('SCONTO50 takes €50 off (cents)', async () => {
    expect(await check('SCONTO50')).toEqual({
      valid: true,
      coupon: { code: 'SCONTO50', discount_type: 'fixed', discount_value: 5000 },
    })
  })

  it('SCADUTO ended in 2025', async () => {
    expect(await check('SCADUTO')).toEqual({ valid: false, coupon: null })
  })

  it('ULTIMO has one use left; at its limit it is refused', async () => {
    expect(await check('ULTIMO')).toMatchObject({ valid: true, coupon: { code: 'ULTIMO', discount_value: 5 } })
    await setCoupon('ULTIMO', { usedCount: 5 })
    try {
      expect(await check('ULTIMO')).toEqual({ valid: false, coupon: null })
    } finally {
      await setCoupon('ULTIMO', { usedCount: 4 })
    }
  })

  it('an unknown code is simply not valid', async () => {
    expect(await check('NONESISTE')).toEqual({ valid: false, coupon: null })
  })

  it('an inactive coupon is refused', async () => {
    await setCoupon('BENVENUTO10', { active: false })
    try {
      expect((await check('BENVENUTO10')).valid).toBe(false)
    } finally {
      await setCoupon('BENVENUTO10', { active: true })
    }
  })
})

describe('dates follow the API clock', () => {
  it('past SCONTO50’s end it is refused, while the open-ended BENVENUTO10 still works', async () => {
    clock.now = new Date('2026-12-31T22:59:59Z') // its last second (23:59:59 in Rome)
    expect((await check('SCONTO50')).valid).toBe(true)
    clock.now = new Date('2026-12-31T23:00:00Z')
    expect(await check('SCONTO50')).toEqual({ valid: false, coupon: null })
    expect((await check('BENVENUTO10')).valid).toBe(true)
  })

  it('before its start a coupon is refused', async () => {
    clock.now = new Date('2025-12-31T22:59:59Z')
    expect((await check('BENVENUTO10')).valid).toBe(false)
    clock.now = new Date('2025-12-31T23:00:00Z')
    expect((await check('BENVENUTO10')).valid).toBe(true)
  })

  it('within its dates SCADUTO was valid', async () => {
    clock.now = new Date('2025-06-01T10:00:00Z')
    expect((await check('SCADUTO')).valid).toBe(true)
  })
})

describe('codes', () => {
  it('ignores letter case and surrounding spaces, and answers the coupon’s own code', async () => {
    expect(await check('benvenuto10')).toMatchObject({ valid: true, coupon: { code: 'BENVENUTO10' } })
    expect(await check('  Sconto50 ')).toMatchObject({ valid: true, coupon: { code: 'SCONTO50' } })
  })

  it('refuses an empty or blank code with "Inserisci un codice." (spec §5), translated', async () => {
    for (const body of [{ code: '' }, { code: '   ' }, {}]) {
      const { status, body: error } = await validate(body)
      expect(status).toBe(422)
      expect(error.error).toMatchObject({ code: 'validation_failed', fields: { code: ['Inserisci un codice.'] } })
    }
    expect((await validate({ code: '' }, 'en')).body.error.fields).toEqual({ code: ['Enter a code.'] })
  })

  it('refuses a wrong type, an over-long code and unknown fields with 422', async () => {
    const wrongType = await validate({ code: 10 })
    expect(wrongType.status).toBe(422)
    expect(wrongType.body.error).toMatchObject({ code: 'validation_failed', fields: { code: [expect.any(String)] } })
    expect(wrongType.body.error.fields.code).not.toEqual(['Inserisci un codice.'])
    expect((await validate({ code: 'X'.repeat(41) })).status).toBe(422)
    expect((await validate({ code: 'BENVENUTO10', discount_value: 100 })).status).toBe(422)
  })

  it('refuses a body that is not JSON', async () => {
    const res = await api.call('/coupons/validate', {
      method: 'POST',
      body: 'code=SCONTO50',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.status).toBe(415)
  })
})
