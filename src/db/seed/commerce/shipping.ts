import { shippingOptions, shippingOptionTranslations } from '../../schema'
import { perLocale, report, t, type L10n, type SeedContext } from '../context'
import { zones } from '../../../domains/shipping/regions'

// Zones are lists of ISO 3166-2:IT region codes (src/domains/shipping/regions.ts), so an
// address's region (or province) matches an option directly. The islands and Calabria cost
// more and take longer. An empty list means "anywhere" (pickup).
type Zone = keyof typeof zones
const zoneNames: Record<Zone, L10n> = {
  nord: t('Nord Italia', 'Northern Italy'),
  centro: t('Centro Italia', 'Central Italy'),
  sud: t('Sud Italia', 'Southern Italy'),
  isole: t('Isole e Calabria', 'Islands and Calabria'),
}

type Band = {
  code: string
  min: number
  max: number | null
  name: L10n
  description: L10n
  prices: Record<Zone, number>
  days: [number, number]
}
// Working days from dispatch; the islands take two more.
const islandDays = 2
const bands: Band[] = [
  {
    code: 'corriere',
    min: 0,
    max: 30_000,
    name: t('Corriere espresso', 'Express courier'),
    description: t(
      'Consegna al piano in 24–72 ore lavorative per colli fino a 30 kg.',
      'Delivery to your door in 24–72 working hours for parcels up to 30 kg.',
    ),
    prices: { nord: 1900, centro: 2400, sud: 2900, isole: 4900 },
    days: [1, 3],
  },
  {
    code: 'bancale',
    min: 30_000,
    max: 150_000,
    name: t('Trasporto su bancale', 'Pallet delivery'),
    description: t(
      'Consegna su bancale a bordo strada con appuntamento telefonico, da 30 a 150 kg.',
      'Kerbside pallet delivery booked by phone, from 30 to 150 kg.',
    ),
    prices: { nord: 8900, centro: 10900, sud: 12900, isole: 18900 },
    days: [3, 5],
  },
  {
    code: 'bancale-multiplo',
    min: 150_000,
    max: 1_000_000,
    name: t('Trasporto dedicato', 'Dedicated transport'),
    description: t(
      'Mezzo dedicato con sponda idraulica per ordini oltre 150 kg, consegna su appuntamento.',
      'A dedicated truck with tail lift for orders over 150 kg, delivery by appointment.',
    ),
    prices: { nord: 14900, centro: 17900, sud: 20900, isole: 28900 },
    days: [4, 7],
  },
]

type OptionSeed = {
  code: string
  min: number
  max: number | null
  regions: string[]
  price: number
  days: [number, number]
  pickup?: boolean
  name: L10n
  description: L10n
}

export const shippingSeeds: OptionSeed[] = [
  ...bands.flatMap((b) =>
    (Object.keys(zones) as Zone[]).map((zone) => ({
      code: `${b.code}-${zone}`,
      min: b.min,
      max: b.max,
      regions: [...zones[zone]],
      price: b.prices[zone],
      days: (zone === 'isole' ? [b.days[0] + islandDays, b.days[1] + islandDays] : b.days) as [number, number],
      name: t(`${b.name.it} — ${zoneNames[zone].it}`, `${b.name.en} — ${zoneNames[zone].en}`),
      description: b.description,
    })),
  ),
  {
    code: 'ritiro-in-sede',
    min: 0,
    max: null,
    regions: [],
    price: 0,
    days: [0, 0],
    pickup: true,
    name: t('Ritiro in sede', 'Collect from our warehouse'),
    description: t(
      'Ritiro gratuito presso il nostro magazzino di Verona, Via dei Serramenti 14, dal lunedì al sabato mattina, quando ti avvisiamo che la merce è pronta.',
      'Free collection from our Verona warehouse, Via dei Serramenti 14, Monday to Saturday morning, once we tell you the goods are ready.',
    ),
  },
]

export async function seedShipping(ctx: SeedContext) {
  const rows = await ctx.tx.select({ code: shippingOptions.code }).from(shippingOptions)
  const known = new Set(rows.map((r) => r.code))
  let count = 0
  for (const [i, s] of shippingSeeds.entries()) {
    if (known.has(s.code)) continue
    const [row] = await ctx.tx
      .insert(shippingOptions)
      .values({
        code: s.code,
        minWeightGrams: s.min,
        maxWeightGrams: s.max,
        regions: s.regions,
        price: s.price,
        shippingDaysMin: s.days[0],
        shippingDaysMax: s.days[1],
        pickup: s.pickup ?? false,
        sortOrder: i * 10,
      })
      .returning({ id: shippingOptions.id })
    if (!row) throw new Error(`shipping option ${s.code} not inserted`)
    await ctx.tx
      .insert(shippingOptionTranslations)
      .values(
        perLocale((locale) => ({ optionId: row.id, locale, name: s.name[locale], description: s.description[locale] })),
      )
    count++
  }
  report(ctx, 'shipping options', count)
}
