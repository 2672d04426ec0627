// Generates a large catalogue into a migrated, seeded Soglia database with set-based SQL
// (INSERT … SELECT generate_series): 100,000 products take seconds, not minutes.
import type pg from 'pg'

const KINDS = {
  it: ['Porta', 'Finestra', 'Porta-finestra', 'Persiana', 'Maniglia', 'Scorrevole', 'Blindata', 'Zanzariera'],
  en: ['Door', 'Window', 'French door', 'Shutter', 'Handle', 'Sliding door', 'Security door', 'Insect screen'],
}
const MATERIALS = {
  it: [
    'rovere',
    'noce',
    'laccata bianca',
    'alluminio',
    'PVC',
    'pino',
    'vetro satinato',
    'acciaio',
    'ottone',
    'frassino',
  ],
  en: ['oak', 'walnut', 'white lacquered', 'aluminium', 'PVC', 'pine', 'frosted glass', 'steel', 'brass', 'ash'],
}
const SERIES = ['Aurora', 'Borgo', 'Cielo', 'Duna', 'Estate', 'Faro', 'Giada', 'Isola', 'Luna', 'Marea', 'Nord', 'Onda']

/** Words that occur in the generated names and descriptions, for search benchmarks. */
export const SEARCH_TERMS = [
  'rovere',
  'alluminio',
  'porta',
  'vetro',
  'Aurora',
  'noce',
  'blindata',
  'ottone',
  'Marea',
  'finestra',
  'pino',
  'zanzariera',
]

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`

const BENCH_SKU = 'BENCH-%'

export type GenerateReport = {
  products: number
  translations: number
  images: number
  attributeValues: number
  ms: Record<string, number>
}

/** Adds `count` products (SKU BENCH-000001…) with it/en translations, an image and two attribute values each. */
export async function generateCatalog(
  client: pg.Client,
  count: number,
  log: (msg: string) => void = () => {},
): Promise<GenerateReport> {
  const ms: Record<string, number> = {}
  const step = async (name: string, sql: string, params: unknown[] = []) => {
    const started = performance.now()
    const result = await client.query(sql, params)
    ms[name] = Math.round(performance.now() - started)
    log(`  ${name}: ${result.rowCount ?? 0} rows in ${ms[name]} ms`)
    return result.rowCount ?? 0
  }
  await client.query('BEGIN')
  try {
    const products = await step(
      'products',
      `WITH cats AS (SELECT array_agg(id ORDER BY id) AS ids FROM categories)
       INSERT INTO products (category_id, sku, base_price, reseller_price, other_price, weight_grams,
                             made_to_measure, published, featured, created_at, updated_at)
       SELECT cats.ids[1 + (g % array_length(cats.ids, 1))], 'BENCH-' || lpad(g::text, 6, '0'),
              pr.p, (pr.p * 0.8)::int, (pr.p * 0.9)::int, 1000 + g % 50000,
              g % 3 = 0, g % 50 <> 0, g % 97 = 0,
              now() - make_interval(secs => g * 60), now()
       FROM cats, generate_series(1, $1::int) AS g, LATERAL (SELECT 1900 + (g * 7919) % 400000 AS p) AS pr`,
      [count],
    )
    const name = (l: 'it' | 'en') =>
      `(${sqlArray(KINDS[l])})[1 + p.id % 8] || ' ' || (${sqlArray(MATERIALS[l])})[1 + (p.id / 8) % 10] || ' ' || (${sqlArray(SERIES)})[1 + (p.id / 80) % 12] || ' ' || p.id`
    const translations = await step(
      'product_translations',
      `INSERT INTO product_translations (product_id, locale, name, slug, short_description, description)
       SELECT p.id, l.locale, n.name,
              trim(both '-' from lower(regexp_replace(n.name, '[^a-zA-Z0-9]+', '-', 'g'))),
              CASE l.locale WHEN 'it' THEN n.name || ': prezzo IVA inclusa, consegna in tutta Italia.'
                            ELSE n.name || ': price including VAT, delivered across Italy.' END,
              CASE l.locale WHEN 'it' THEN 'Realizzata su misura con materiali certificati. ' || n.name || ' con garanzia di dieci anni, posa in opera disponibile e assistenza dei nostri tecnici.'
                            ELSE 'Made to measure with certified materials. ' || n.name || ' with a ten-year warranty, installation available and support from our technicians.' END
       FROM products p
       CROSS JOIN (VALUES ('it'), ('en')) AS l(locale)
       CROSS JOIN LATERAL (SELECT CASE l.locale WHEN 'it' THEN ${name('it')} ELSE ${name('en')} END AS name) AS n
       WHERE p.sku LIKE '${BENCH_SKU}'`,
    )
    const images = await step(
      'product_images',
      `WITH imgs AS (SELECT array_agg(DISTINCT url) AS urls FROM product_images)
       INSERT INTO product_images (product_id, url, alt, width, height, sort_order)
       SELECT p.id, imgs.urls[1 + p.id % array_length(imgs.urls, 1)], NULL, 800, 800, 0
       FROM products p, imgs WHERE p.sku LIKE '${BENCH_SKU}' AND array_length(imgs.urls, 1) > 0`,
    )
    const attributeValues = await step(
      'product_attribute_values',
      `WITH v AS (SELECT array_agg(id ORDER BY id) AS ids FROM attribute_values)
       INSERT INTO product_attribute_values (product_id, value_id)
       SELECT p.id, v.ids[1 + (p.id * k) % array_length(v.ids, 1)]
       FROM products p, v, (VALUES (1), (7)) AS m(k)
       WHERE p.sku LIKE '${BENCH_SKU}' AND array_length(v.ids, 1) > 0
       ON CONFLICT DO NOTHING`,
    )
    await client.query('COMMIT')
    await step('vacuum analyze', 'VACUUM ANALYZE') // also sets the visibility map: index-only counts
    return { products, translations, images, attributeValues, ms }
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {})
    throw e
  }
}

export async function countGenerated(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM products WHERE sku LIKE '${BENCH_SKU}'`,
  )
  return Number(rows[0]?.n ?? 0)
}
