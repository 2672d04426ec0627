import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { json, seededApi } from '~/test/seeded-api'

// Issues 16 and 42 p6: a variant may carry its own photos. The seeded handles and doors have one
// per finish, each an existing file, and the product API gives them with the variant.
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
    expect(
      product.variant_groups
        .filter((g: { code: string }) => g.code !== 'finitura')
        .flatMap((g: { variants: unknown[] }) => g.variants)
        .every((v: any) => v.image === null),
    ).toBe(true)
  })

  it('gives a door’s finishes their photos, and leaves its opening side without', async () => {
    const { data: list } = await json(await get('/products?q=PI-ROV-080&locale=it'))
    const { data: door } = await json(await get(`/products/${list[0].slug}?locale=it`))
    const [finish, side] = door.variant_groups as Array<{
      code: string
      variants: Array<{ sku: string; image: string | null; images: unknown[] }>
    }>
    expect(finish!.code).toBe('finitura')
    expect(finish!.variants.map((v) => v.image)).toEqual(finish!.variants.map((v) => `/images/products/${v.sku}.svg`))
    expect(side!.variants.every((v) => v.image === null && v.images.length === 0)).toBe(true)
  })
})
