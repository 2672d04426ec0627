// Draws the demo shop's images (brand, categories, products, collections, slides, blog,
// promotions) as small self-contained SVG files under public/images/.
// Run: node_modules/.bin/tsx scripts/generate-seed-images.ts — output is committed.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { categoryImage, categorySeeds } from '../src/db/seed/catalog/categories'
import { collectionImage, collectionSeeds } from '../src/db/seed/catalog/collections'
import { configuredFinishImages, productImages, variantImages } from '../src/db/seed/catalog/product-images'
import { modelFinishes, modelSeeds } from '../src/db/seed/catalog/configurator-data'
import { productSeeds } from '../src/db/seed/catalog/products'
import type { ProductSeed } from '../src/db/seed/catalog/product-types'
import { promotionImage, promotionSeeds } from '../src/db/seed/commerce/promotions'
import { blogSeeds } from '../src/db/seed/content/blog'
import { blogImage } from '../src/db/seed/content/blog-types'
import { brandImages } from '../src/db/seed/content/media'
import { slideImage, slideSeeds } from '../src/db/seed/content/slides'
import { productSvg } from '../src/db/seed/images/product-art'
import {
  blogSvg,
  categorySvg,
  collectionSvg,
  faviconSvg,
  logoSvg,
  promotionSvg,
  slideSvg,
} from '../src/db/seed/images/site-art'

const publicDir = resolve(import.meta.dirname, '..', 'public')
const written: string[] = []

function write(url: string, svg: string) {
  const file = resolve(publicDir, `.${url}`)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, svg)
  written.push(file)
}

const bySku = new Map(productSeeds.map((p) => [p.sku, p]))
const pick = (...skus: string[]): ProductSeed[] =>
  skus.map((sku) => {
    const p = bySku.get(sku)
    if (!p) throw new Error(`unknown sku ${sku}`)
    return p
  })

// Regenerated folders are emptied first so renamed products leave no orphan files.
for (const dir of ['products', 'categories', 'collections', 'slides', 'blog', 'promotions']) {
  rmSync(resolve(publicDir, 'images', dir), { recursive: true, force: true })
}

write(brandImages.logo.path, logoSvg('dark'))
write(brandImages.logoLight.path, logoSvg('light'))
write(brandImages.favicon.path, faviconSvg())

for (const p of productSeeds)
  for (const img of [...productImages(p), ...variantImages(p).values()]) write(img.url, productSvg(p, img))
for (const m of modelSeeds) {
  const [p] = pick(m.sku)
  for (const img of configuredFinishImages(p!, modelFinishes(m.code)).values()) write(img.url, productSvg(p!, img))
}

for (const c of categorySeeds) {
  const family = new Set([c.slug, ...categorySeeds.filter((x) => x.parent === c.slug).map((x) => x.slug)])
  const members = productSeeds.filter((p) => family.has(p.category))
  // Featured first, then at most three different-looking items.
  const chosen = [...members.filter((p) => p.featured), ...members.filter((p) => !p.featured)].slice(
    0,
    c.slug === 'porte-blindate' ? 2 : 3,
  )
  write(categoryImage(c.slug), categorySvg(c.name.it, c.tone, chosen))
}

for (const c of collectionSeeds) write(collectionImage(c.slug), collectionSvg(c.name.it, pick(...c.skus.slice(0, 3))))

const slideProducts: Record<(typeof slideSeeds)[number]['scene'], ProductSeed[]> = {
  doors: pick('PI-ROV-080', 'PI-LAC-080', 'PI-LAM-080'),
  security: pick('PB-CL3-090'),
  windows: pick('FI-PVC-2AN'),
}
const slideTones = { doors: '#c9a57a', security: '#8d9a9c', windows: '#7fb3c8' }
for (const s of slideSeeds)
  write(slideImage(s.key), slideSvg(s.imageAlt.it, slideTones[s.scene], slideProducts[s.scene]))

const coverProducts = {
  measure: pick('PI-LAM-080'),
  security: pick('PB-CL3-090'),
  sliding: pick('PS-EST-BIN'),
  window: pick('FI-LAL-2AN'),
  maintenance: pick('FI-PVC-1AN'),
}
for (const b of blogSeeds) write(blogImage(b.slug), blogSvg(b.title.it, b.cover, coverProducts[b.cover]))

for (const p of promotionSeeds) {
  const badge = p.discountType === 'percentage' ? `−${p.discountValue}%` : `−${p.discountValue / 100} €`
  write(promotionImage(p.key), promotionSvg(p.title.it, badge, pick(...p.skus.slice(0, 2))))
}

console.log(`wrote ${written.length} SVG files under ${publicDir}/images`)
