import { describe, expect, it } from 'vitest'
import { json, seededApi, type Json } from '~/test/seeded-api'

// The configurator's back office (issue 13): an administrator edits models, options and rules;
// a rule set that contradicts itself or leaves a model or option unusable is refused, and the
// storefront's configurator follows a saved rule at once.
const seeded = seededApi()

const optionId = (catalogue: Json, code: string): number =>
  catalogue.steps.flatMap((s: Json) => s.options).find((o: Json) => o.code === code).id
const modelId = (catalogue: Json, code: string): number => catalogue.models.find((mo: Json) => mo.code === code).id

async function catalogue(token: string): Promise<Json> {
  const res = await seeded.get('/admin/configurator', token)
  expect(res.status).toBe(200)
  return (await json(res)).data
}

describe('configurator back office', () => {
  it('reads the seeded catalogue with every tier price and the rules with their reasons', async () => {
    const token = await seeded.signIn('admin@soglia.test')
    const cat = await catalogue(token)
    expect(cat.models.map((mo: Json) => mo.code)).toEqual(['trento', 'milano', 'brera', 'sentinella'])
    const walnut = cat.steps.flatMap((s: Json) => s.options).find((o: Json) => o.code === 'LAM-NOC')
    expect(walnut.prices).toEqual({ base: 2500, reseller: 2000, other: 2200 })
    expect(walnut.names).toMatchObject({ it: 'Laminato noce', en: 'Walnut laminate' })
    expect(cat.rules.length).toBeGreaterThan(10)
    expect(cat.rules.find((r: Json) => r.kind === 'excludes').reasons.it).toMatch(/rasomuro/)
  })

  it('saves a rule the storefront then applies, with its reason', async () => {
    const token = await seeded.signIn('admin@soglia.test')
    const cat = await catalogue(token)
    const black = optionId(cat, 'MAN-NER')
    const brass = optionId(cat, 'MAN-OTT')
    const glass = optionId(cat, 'SAT')
    const rules = [
      ...cat.rules,
      {
        kind: 'excludes',
        option_id: black,
        target_option_id: glass,
        model_id: null,
        reasons: { it: 'Nero opaco non con vetro satinato', en: 'Matt black not with frosted glass' },
      },
    ]
    const res = await seeded.send('PUT', '/admin/configurator/rules', token, { rules })
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200)
    const milano = modelId(cat, 'milano')
    const quote = await seeded.send('POST', '/configurator/quote?locale=en', undefined, {
      model_id: milano,
      width_mm: 800,
      height_mm: 2100,
      option_ids: [optionId(cat, 'LAC-BIA'), glass, optionId(cat, 'SXS'), optionId(cat, 'TEL-STD'), brass],
    })
    expect(quote.status).toBe(200)
    expect((await json(quote)).data.disabled).toContainEqual({
      option_id: black,
      reason: 'Matt black not with frosted glass',
    })
    // Put the seeded rules back for the next tests.
    expect((await seeded.send('PUT', '/admin/configurator/rules', token, { rules: cat.rules })).status).toBe(200)
  })

  it('refuses contradictions, rules pointing nowhere and a model or option nobody could configure', async () => {
    const token = await seeded.signIn('admin@soglia.test')
    const cat = await catalogue(token)
    const reason = { it: 'Motivo' }
    const hidden = optionId(cat, 'CER-SCO')
    const white = optionId(cat, 'LAC-BIA')
    const refused = async (rules: Json[]) => {
      const res = await seeded.send('PUT', '/admin/configurator/rules', token, { rules: [...cat.rules, ...rules] })
      expect(res.status).toBe(422)
      return Object.keys((await json(res)).error.fields)
    }
    const n = cat.rules.length
    // requires and excludes the same pair
    expect(
      await refused([
        { kind: 'excludes', option_id: white, target_option_id: hidden, model_id: null, reasons: reason },
      ]),
    ).toContain(`rules.${cat.rules.findIndex((r: Json) => r.option_id === hidden && r.target_option_id === white)}`)
    // an option that requires another of its own single-choice group
    expect(
      await refused([
        {
          kind: 'requires',
          option_id: white,
          target_option_id: optionId(cat, 'LAC-GRI'),
          model_id: null,
          reasons: reason,
        },
      ]),
    ).toEqual([`rules.${n}`])
    // an unknown option, an only_models rule without a model
    expect(
      await refused([
        { kind: 'excludes', option_id: 999_999, target_option_id: white, model_id: null, reasons: reason },
      ]),
    ).toEqual([`rules.${n}`])
    expect(
      await refused([
        { kind: 'only_models', option_id: white, target_option_id: null, model_id: null, reasons: reason },
      ]),
    ).toEqual([`rules.${n}`])
    // every frame excluded from every hinged and sliding opening: no model can be configured
    const frames = ['TEL-STD', 'TEL-RAS'].map((c) => optionId(cat, c))
    const openings = ['SXS', 'DXS', 'SXT', 'DXT', 'SCR-INT', 'SCR-EST'].map((c) => optionId(cat, c))
    const fields = await refused(
      frames.flatMap((f) =>
        openings.map((o) => ({ kind: 'excludes', option_id: f, target_option_id: o, model_id: null, reasons: reason })),
      ),
    )
    expect(fields).toEqual(expect.arrayContaining(cat.models.map((mo: Json) => `models.${mo.id}`)))
    // only one model offers the decorated glass, and a rule takes it away there: that option is dead
    const deco = optionId(cat, 'DEC')
    const dead = await refused([
      {
        kind: 'excludes',
        option_id: deco,
        target_option_id: optionId(cat, 'LAC-BIA'),
        model_id: null,
        reasons: reason,
      },
      {
        kind: 'excludes',
        option_id: deco,
        target_option_id: optionId(cat, 'LAC-GRI'),
        model_id: null,
        reasons: reason,
      },
      {
        kind: 'excludes',
        option_id: deco,
        target_option_id: optionId(cat, 'LAC-RAL'),
        model_id: null,
        reasons: reason,
      },
    ])
    expect(dead).toEqual([`options.${deco}`])
    // nothing was stored
    expect((await catalogue(token)).rules).toEqual(cat.rules)
  })

  it('changes a model’s size limits and size table, and refuses a default size the table does not price', async () => {
    const token = await seeded.signIn('admin@soglia.test')
    const cat = await catalogue(token)
    const { id, code: _c, product: _p, ...input } = cat.models.find((mo: Json) => mo.code === 'trento')
    const ok = await seeded.send('PATCH', `/admin/configurator/models/${id}`, token, {
      ...input,
      max_width_mm: 900,
      names: { ...input.names, it: 'Trento su misura' },
    })
    expect(ok.status).toBe(200)
    const model = await json(await seeded.get(`/configurator/models/${id}`))
    expect(model.data).toMatchObject({ name: 'Trento su misura', size: { max_width_mm: 900 } })
    const unpriced = await seeded.send('PATCH', `/admin/configurator/models/${id}`, token, {
      ...input,
      size_rows: [{ max_width_mm: 700, max_height_mm: 2100, prices: { base: 1, reseller: 1, other: 1 } }],
    })
    expect(unpriced.status).toBe(422)
    expect(Object.keys((await json(unpriced)).error.fields)).toEqual([`models.${id}`])
    expect(
      (await seeded.send('PATCH', `/admin/configurator/models/${id}`, token, { ...input, min_width_mm: 'wide' }))
        .status,
    ).toBe(422)
    expect((await seeded.send('PATCH', '/admin/configurator/models/999999', token, input)).status).toBe(404)
  })

  it('refuses a size table that repeats a size, naming the row, translated, storing nothing (issue 40: it was a 500)', async () => {
    const token = await seeded.signIn('admin@soglia.test')
    const cat = await catalogue(token)
    const { id, code: _c, product: _p, ...input } = cat.models.find((mo: Json) => mo.code === 'trento')
    const row = {
      max_width_mm: input.max_width_mm,
      max_height_mm: input.max_height_mm,
      prices: { base: 50_000, reseller: 40_000, other: 45_000 },
    }
    const repeated = {
      ...input,
      pricing_mode: 'size_table',
      size_rows: [row, { ...row, prices: { base: 1, reseller: 1, other: 1 } }],
    }
    const res = await seeded.send('PATCH', `/admin/configurator/models/${id}?locale=en`, token, repeated)
    expect(res.status).toBe(422)
    const { error } = await json(res)
    expect(error.code).toBe('validation_failed')
    expect(error.fields).toEqual({
      [`models.${id}.size_rows.1`]: [
        `This row repeats the ${row.max_width_mm} × ${row.max_height_mm} mm size of another: each size has one row.`,
      ],
    })
    const italian = await json(await seeded.send('PATCH', `/admin/configurator/models/${id}`, token, repeated))
    expect(italian.error.fields[`models.${id}.size_rows.1`][0]).toMatch(/^Questa riga ripete la misura/)
    expect(await catalogue(token)).toEqual(cat)
  })

  it('adds an option with its prices and deactivates one', async () => {
    const token = await seeded.signIn('admin@soglia.test')
    const cat = await catalogue(token)
    const steps = structuredClone(cat.steps)
    const handles = steps.find((s: Json) => s.code === 'handle')
    handles.options.push({
      id: null,
      code: 'MAN-BRO',
      names: { it: 'Bronzo', en: 'Bronze' },
      prices: { base: 3900, reseller: 3100, other: 3400 },
      percent: 0,
      swatch: '#8c6a3f',
      preview: {},
      is_default: false,
      active: true,
    })
    handles.options.find((o: Json) => o.code === 'MAN-OTT').active = false
    const res = await seeded.send('PUT', '/admin/configurator/options', token, { steps })
    expect(res.status).toBe(200)
    const saved = (await json(res)).data.steps.find((s: Json) => s.code === 'handle').options
    expect(saved.find((o: Json) => o.code === 'MAN-BRO')).toMatchObject({
      prices: { base: 3900, reseller: 3100, other: 3400 },
      names: { it: 'Bronzo', en: 'Bronze' },
    })
    const model = await json(await seeded.get(`/configurator/models/${modelId(cat, 'milano')}?locale=en`))
    const storefront = model.data.steps.find((s: Json) => s.code === 'handle').options.map((o: Json) => o.name)
    expect(storefront).toContain('Bronze')
    expect(storefront).not.toContain('Polished brass')
    // a duplicate code and a made-up option id are refused
    handles.options.push({ ...handles.options.at(-1), id: null })
    expect((await seeded.send('PUT', '/admin/configurator/options', token, { steps })).status).toBe(422)
  })

  it('is for administrators only', async () => {
    expect((await seeded.get('/admin/configurator')).status).toBe(401)
    const customer = await seeded.signIn('cliente@soglia.test')
    expect((await seeded.get('/admin/configurator', customer)).status).toBe(403)
    expect((await seeded.send('PUT', '/admin/configurator/rules', customer, { rules: [] })).status).toBe(403)
  })
})
