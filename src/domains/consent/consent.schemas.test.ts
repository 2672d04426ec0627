import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { regexes } from 'zod/v4/core'
import { dateTimePattern, uuidPattern } from './consent.cookie'
import { parseConsentCookie, randomUuid, readCookie, serializeConsent, type StoredConsent } from './consent.schemas'

const NOW = Date.parse('2026-11-22T10:00:00Z')
const consent: StoredConsent = {
  id: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  analytics: true,
  marketing: false,
  at: '2026-11-01T08:00:00.000Z',
}

describe('consent cookie', () => {
  it('round-trips through the encoded value the browser stores, and the decoded one the server reads', () => {
    const raw = serializeConsent(consent)
    expect(raw).not.toMatch(/[";,\s]/)
    expect(parseConsentCookie(raw, NOW)).toEqual(consent)
    expect(parseConsentCookie(decodeURIComponent(raw), NOW)).toEqual(consent)
  })

  it('reads one cookie out of a header', () => {
    const header = `i18n_redirected=it; soglia_consent=${serializeConsent(consent)}; other=1`
    expect(parseConsentCookie(readCookie(header, 'soglia_consent'), NOW)).toEqual(consent)
    expect(readCookie('a=1', 'soglia_consent')).toBeNull()
    expect(readCookie(undefined, 'soglia_consent')).toBeNull()
  })

  it('treats tampered, malformed and expired values as no decision', () => {
    expect(parseConsentCookie(undefined, NOW)).toBeNull()
    expect(parseConsentCookie('{not json', NOW)).toBeNull()
    expect(parseConsentCookie(JSON.stringify({ ...consent, analytics: 'yes' }), NOW)).toBeNull()
    expect(parseConsentCookie(JSON.stringify({ ...consent, id: 'x' }), NOW)).toBeNull()
    expect(parseConsentCookie(JSON.stringify({ ...consent, at: '2025-11-21T09:00:00.000Z' }), NOW)).toBeNull()
    expect(parseConsentCookie(JSON.stringify({ ...consent, at: '2027-01-01T00:00:00.000Z' }), NOW)).toBeNull()
    expect(parseConsentCookie(JSON.stringify({ ...consent, at: '2025-11-23T10:00:00.000Z' }), NOW)).toEqual({
      ...consent,
      at: '2025-11-23T10:00:00.000Z',
    })
  })

  it('makes v4 UUIDs', () => {
    expect(randomUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})

describe('consent cookie patterns', () => {
  // consent.cookie.ts copies zod's patterns so that the browser needs no zod (decision 015).
  it('are the ones zod uses for z.uuid() and z.iso.datetime({ offset: true })', () => {
    expect(uuidPattern.source).toBe(regexes.uuid().source)
    expect(dateTimePattern.source).toBe(regexes.datetime({ offset: true, local: false, precision: null }).source)
    const schema = z.object({ id: z.uuid(), at: z.iso.datetime({ offset: true }) })
    for (const at of [
      '2026-11-01T08:00:00.000Z',
      '2026-11-01T08:00:00+01:00',
      '2026-11-01T08:00Z',
      '2026-02-30T08:00:00Z',
      '2026-11-01 08:00:00Z',
    ]) {
      expect(dateTimePattern.test(at)).toBe(schema.safeParse({ id: consent.id, at }).success)
    }
  })
})
