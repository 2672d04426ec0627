import { attributes, attributeTranslations, attributeValues, attributeValueTranslations } from '../../schema'
import { perLocale, report, t, type L10n, type SeedContext } from '../context'

type AttributeSeed = { code: string; name: L10n; filterable?: boolean; values: Array<[code: string, name: L10n]> }

export const attributeSeeds = [
  {
    code: 'materiale',
    name: t('Materiale', 'Material'),
    values: [
      ['legno', t('Legno', 'Wood')],
      ['laminato', t('Laminato', 'Laminate')],
      ['laccato', t('Laccato', 'Lacquered')],
      ['pvc', t('PVC', 'PVC')],
      ['alluminio', t('Alluminio', 'Aluminium')],
      ['legno-alluminio', t('Legno-alluminio', 'Wood-aluminium')],
      ['acciaio', t('Acciaio', 'Steel')],
      ['ottone', t('Ottone', 'Brass')],
    ],
  },
  {
    code: 'classe-antieffrazione',
    name: t('Classe antieffrazione', 'Burglar resistance class'),
    values: [
      ['classe-2', t('Classe 2', 'Class 2')],
      ['classe-3', t('Classe 3', 'Class 3')],
      ['classe-4', t('Classe 4', 'Class 4')],
    ],
  },
  {
    code: 'apertura',
    name: t('Tipo di apertura', 'Opening type'),
    values: [
      ['battente', t('Battente', 'Hinged')],
      ['scorrevole-interno-muro', t('Scorrevole interno muro', 'Pocket sliding')],
      ['scorrevole-esterno-muro', t('Scorrevole esterno muro', 'Wall-mounted sliding')],
      ['a-libro', t('A libro', 'Folding')],
      ['anta-ribalta', t('Anta-ribalta', 'Tilt and turn')],
      ['vasistas', t('Vasistas', 'Bottom-hung tilt')],
      ['alzante-scorrevole', t('Alzante scorrevole', 'Lift and slide')],
      ['avvolgibile', t('Avvolgibile', 'Roller')],
    ],
  },
  {
    code: 'vetro',
    name: t('Vetro', 'Glass'),
    values: [
      ['cieca', t('Cieca (senza vetro)', 'Solid (no glass)')],
      ['satinato', t('Satinato', 'Frosted')],
      ['trasparente', t('Trasparente', 'Clear')],
      ['decorato', t('Decorato', 'Decorated')],
    ],
  },
  {
    code: 'colore',
    name: t('Colore / finitura', 'Colour / finish'),
    values: [
      ['bianco', t('Bianco', 'White')],
      ['rovere', t('Rovere', 'Oak')],
      ['noce', t('Noce', 'Walnut')],
      ['grigio', t('Grigio', 'Grey')],
      ['nero', t('Nero', 'Black')],
      ['verde', t('Verde', 'Green')],
      ['marrone', t('Marrone', 'Brown')],
      ['cromo', t('Cromo', 'Chrome')],
      ['oro', t('Oro / ottone', 'Gold / brass')],
    ],
  },
] as const satisfies readonly AttributeSeed[]

type Seeds = (typeof attributeSeeds)[number]
/** "attribute.value", checked at compile time so a product can't link a value that doesn't exist. */
export type AttributeRef = {
  [A in Seeds as A['code']]: `${A['code']}.${A['values'][number][0]}`
}[Seeds['code']]

/** Returns "attribute.value" → value id for all attribute values, inserting what is missing. */
export async function seedAttributes(ctx: SeedContext): Promise<Map<string, number>> {
  const attrRows = await ctx.tx.select({ id: attributes.id, code: attributes.code }).from(attributes)
  const attrIds = new Map(attrRows.map((r) => [r.code, r.id]))
  const valueRows = await ctx.tx
    .select({ id: attributeValues.id, code: attributeValues.code, attributeId: attributeValues.attributeId })
    .from(attributeValues)
  const valueIds = new Map(valueRows.map((r) => [`${r.attributeId}:${r.code}`, r.id]))
  const refs = new Map<string, number>()
  let count = 0

  for (const [i, a] of attributeSeeds.entries()) {
    let attributeId = attrIds.get(a.code)
    if (attributeId === undefined) {
      const [row] = await ctx.tx
        .insert(attributes)
        .values({ code: a.code, sortOrder: i * 10, filterable: true })
        .returning({ id: attributes.id })
      if (!row) throw new Error(`attribute ${a.code} not inserted`)
      attributeId = row.id
      const id = attributeId
      await ctx.tx
        .insert(attributeTranslations)
        .values(perLocale((locale) => ({ attributeId: id, locale, name: a.name[locale] })))
      count++
    }
    for (const [j, [code, name]] of a.values.entries()) {
      let valueId = valueIds.get(`${attributeId}:${code}`)
      if (valueId === undefined) {
        const [row] = await ctx.tx
          .insert(attributeValues)
          .values({ attributeId, code, sortOrder: j * 10 })
          .returning({ id: attributeValues.id })
        if (!row) throw new Error(`attribute value ${a.code}.${code} not inserted`)
        valueId = row.id
        const id = valueId
        await ctx.tx
          .insert(attributeValueTranslations)
          .values(perLocale((locale) => ({ valueId: id, locale, name: name[locale] })))
        count++
      }
      refs.set(`${a.code}.${code}`, valueId)
    }
  }
  report(ctx, 'attributes and values', count)
  return refs
}
