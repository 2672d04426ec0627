import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { signIn } from './sign-in'

// Issue 16: "bronze chosen, black handle shown" — the gallery follows the chosen finish: a
// handle's finishes each have their own photo, which takes the main image's place.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const main = (page: Page) => page.getByRole('main')

test('choosing a finish shows that finish in the gallery', async ({ page }) => {
  await signIn(page, 'cliente@soglia.test')

  const found = (await (await page.request.get('/api/products?q=MA-LEV-QUA&locale=it')).json()) as {
    data: Array<{ sku: string; slug: string; category: { slug: string } }>
  }
  const handle = found.data.find((p) => p.sku === 'MA-LEV-QUA')!
  await page.goto(`/negozio/${handle.category.slug}/${handle.slug}`)
  await hydrated(page)
  const mainImage = page.getByTestId('product-main-image')
  await expect(mainImage).toHaveAttribute('src', /\/MA-LEV-QUA\.svg/)

  const finish = main(page).getByRole('group', { name: /Finitura/ })
  await finish.getByRole('radio', { name: /Bronzo spazzolato/ }).check()
  await expect(mainImage).toHaveAttribute('src', /\/MA-LEV-QUA-BRO\.svg/)
  await expect(mainImage).toHaveAttribute('alt', /Bronzo spazzolato/)
  await finish.getByRole('radio', { name: /Nero opaco/ }).check()
  await expect(mainImage).toHaveAttribute('src', /\/MA-LEV-QUA-NER\.svg/)
  // The photo is a real file the server sends.
  const src = await mainImage.getAttribute('src')
  expect((await page.request.get(src!)).status()).toBe(200)
})
