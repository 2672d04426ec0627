// Catalogue search and facets at scale: the demo shop plus N synthetic products (default
// 100,000) on a throw-away PostgreSQL database, timed through the real API handler.
//
//   npx tsx bench/catalog-search.ts [--products 100000] [--url postgres://postgres@127.0.0.1:5432/postgres]
//
// The database `soglia_bench_search_<random>` is created on that server and dropped at the end.
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { connect } from '~/db/connect.server'
import { seedDatabase } from '~/db/seed'
import { createTestApi } from '~/test/api'
import { createThrowawayDb } from './lib/throwaway-db.ts'

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
})
const count = Number(args.products)
const admin = args.url!

// Words of the seeded catalogue, so searches hit a realistic share of the synthetic rows.
const itNames = [
  'Porta',
  'Porta blindata',
  'Finestra',
  'Maniglia',
  'Scorrevole',
  'Persiana',
  'Tapparella',
  'Zanzariera',
]
const itWords = [
  'rovere',
  'noce',
  'laccata',
  'ottone',
  'alluminio',
  'PVC',
  'vetro satinato',
  'classe 3',
  'perché isola',
  'città',
  'su misura',
]
const enNames = [
  'Door',
  'Security door',
  'Window',
  'Handle',
  'Sliding door',
  'Shutter',
  'Roller shutter',
  'Insect screen',
]
const enWords = [
  'oak',
  'walnut',
  'lacquered',
  'brass',
  'aluminium',
  'PVC',
  'frosted glass',
  'class 3',
  'insulating',
  'city',
  'made to measure',
]
const pgArray = (a: string[]) => `ARRAY[${a.map((w) => `'${w}'`).join(',')}]`

async function main() {
  const throwaway = await createThrowawayDb('search', admin)
  const database = await connect({ kind: 'postgres', url: throwaway.url, poolSize: 4 }, async (db) => {
    await seedDatabase(db, () => {})
  })
  try {
    const db = database.db
    let started = Date.now()
    await db.execute(
      sql.raw(`
      insert into products (category_id, sku, base_price, reseller_price, other_price)
      select (select id from categories order by id offset (g % (select count(*) from categories)) limit 1),
             'BENCH-' || g, 5000 + (g * 7919) % 300000, 4000 + (g * 7919) % 250000, 4500 + (g * 7919) % 280000
      from generate_series(1, ${count}) g`),
    )
    await db.execute(
      sql.raw(`
      insert into product_translations (product_id, locale, name, slug, short_description, description)
      select p.id, l.locale,
        case l.locale when 'it' then (${pgArray(itNames)})[1 + p.id % 8] || ' ' || (${pgArray(itWords)})[1 + p.id % 11] || ' ' || p.id
                      else (${pgArray(enNames)})[1 + p.id % 8] || ' ' || (${pgArray(enWords)})[1 + p.id % 11] || ' ' || p.id end,
        lower(p.sku) || '-' || l.locale,
        case l.locale when 'it' then 'Modello ' || (${pgArray(itWords)})[1 + (p.id / 11) % 11] else 'Model ' || (${pgArray(enWords)})[1 + (p.id / 11) % 11] end,
        case l.locale when 'it' then 'Descrizione del prodotto ' || p.id || ' in ' || (${pgArray(itWords)})[1 + (p.id / 7) % 11] || ', posa inclusa.'
                      else 'Description of product ' || p.id || ' in ' || (${pgArray(enWords)})[1 + (p.id / 7) % 11] || ', fitting included.' end
      from products p cross join (values ('it'), ('en')) l(locale) where p.sku like 'BENCH-%'`),
    )
    await db.execute(
      sql.raw(`
      insert into product_attribute_values (product_id, value_id)
      select p.id, v.id from products p
      join lateral (select id from attribute_values order by (id * 31 + p.id) % 97 limit 3) v on true
      where p.sku like 'BENCH-%' on conflict do nothing`),
    )
    // As autovacuum leaves a table a minute after a bulk load: the search keywords' triggers
    // (decision 084) rewrite the translation rows the attribute values touch.
    await db.execute(sql.raw('vacuum analyze'))
    console.log(
      `inserted ${count} products (2 translations, 3 attribute values each) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )

    const plan = await db.execute(
      sql.raw(`explain select product_id from product_translations
      where locale = 'it' and search @@ to_tsquery(soglia_ts_config('it'), soglia_fold('porte & blind:*'))`),
    )
    console.log(
      'plan:',
      (plan as unknown as { rows: Array<Record<string, string>> }).rows.map((r) => Object.values(r)[0]).join(' | '),
    )

    const api = createTestApi(db)
    const cases: Array<[string, string]> = [
      ['list, newest', '/products'],
      ['list + facets', '/products?facets=true'],
      ['category + facets', '/products?category=porte-interne&facets=true'],
      ['search "porte blindate"', '/products?q=porte%20blindate'],
      ['search "maniglia ottone" + facets', '/products?q=maniglia%20ottone&facets=true'],
      ['search "perche"', '/products?q=perche'],
      ['search en "brass handles"', '/products?q=brass%20handles&locale=en'],
      ['search prefix "man"', '/products?q=man'],
      [
        '2 attributes + price + facets',
        '/products?attr=materiale.legno&attr=materiale.pvc&attr=colore.bianco&price_min=10000&price_max=200000&facets=true',
      ],
      ['search + sort price', '/products?q=porta&sort=price_asc'],
      ['category by name, page 5', '/products?category=porte-interne&sort=name_asc&page=5'],
      ['search "porta" page 40', '/products?q=porta&page=40'],
    ]
    // The first call is the uncached cost; the later ones reuse what is kept per data version
    // (search matches, totals, facets, name orders: decision 014), as repeated visits would.
    console.log('\ncase                                   total    first ms   median ms   max ms')
    for (const [label, path] of cases) {
      const times: number[] = []
      let total = ''
      for (let i = 0; i < 7; i++) {
        started = performance.now()
        const res = await api.call(path)
        const body = (await res.json()) as { meta?: { total: number; total_capped?: boolean } }
        times.push(performance.now() - started)
        if (res.status !== 200) throw new Error(`${path} → ${res.status}`)
        total = `${body.meta?.total ?? 0}${body.meta?.total_capped ? '+' : ''}`
      }
      const first = times[0]!
      times.sort((a, b) => a - b)
      console.log(
        `${label.padEnd(38)} ${total.padStart(6)}   ${first.toFixed(1).padStart(8)}   ${times[3]!.toFixed(1).padStart(9)}   ${times.at(-1)!.toFixed(1).padStart(6)}`,
      )
    }
  } finally {
    await database.close()
    await throwaway.drop()
  }
}

await main()
