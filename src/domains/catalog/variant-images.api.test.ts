import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { json, seededApi } from '~/test/seeded-api'

// Issue 16: a variant may carry its own image. The seeded handles have one photo per finish,
// each an existing file, and the product API gives it with the variant.
const { get } = seededApi()

describe('variant images', () => {
  it('gives each finish of a handle its own image, a file that exists', async () => {
    const { data: list } = await json(await get('/products?q=MA-LEV-QUA&locale=it'))
    const slug = list.find((p: { sku: string }) => p.sku === 'MA-LEV-QUA').slug
    const { data: product } = await json(await get(`/products/${slug}?locale=it`))
    const finish = product.variant_groups.find((g: { code: string }) => g.code === 'finitura')
    expect(finish.variants.length).toBeGreaterThan(1)
    for (const v of finish.variants) {
      expect(v.image, v.name).toBe(`/images/products/${v.sku}.svg`)
      expect(existsSync(resolve('public', `.${v.image}`)), v.image).toBe(true)
    }
    const bronze = finish.variants.find((v: { name: string }) => v.name === 'Bronzo spazzolato')
    expect(bronze.image).toBe('/images/products/MA-LEV-QUA-BRO.svg')
    // Other groups and other products have none.
    expect(product.variant_groups.filter((g: { code: string }) => g.code !== 'finitura').flatMap((g: { variants: unknown[] }) => g.variants).every((v: any) => v.image === null)).toBe(true)
  })

  it('leaves products without finish photos as they were', async () => {
    const { data: list } = await json(await get('/products?q=PI-ROV-080&locale=it'))
    const { data: door } = await json(await get(`/products/${list[0].slug}?locale=it`))
    expect(door.variant_groups.flatMap((g: { variants: Array<{ image: string | null }> }) => g.variants).every((v: { image: string | null }) => v.image === null)).toBe(true)
  })
})
