import type { Page } from '@playwright/test'
import { expect, hydrated, test, violations } from './fixtures'
import { signIn } from './sign-in'

// Issue 16: axe (WCAG 2.2 AA) finds nothing on every storefront page, on a phone and on a
// laptop, with the filter sheet and the search suggestions open too. (Checkout: checkout.spec.ts;
// the account pages: account.spec.ts and the privacy page below.)
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const sizes = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } }
// A well-formed token that was never issued: the confirm pages show their form (invitation)
// or their button, as a visitor from an e-mail sees them.
const TOKEN = 'a'.repeat(43)
const pages = [
  '/',
  '/negozio',
  '/negozio/porte-interne',
  '/negozio/porte-interne/porta-trento-laminato-80-210',
  '/collezioni',
  '/promozioni',
  '/blog-novita',
  '/domande-frequenti',
  '/chi-siamo',
  '/login',
  '/register',
  '/forgot-password',
  '/verify-email',
  `/verify-email/${TOKEN}`,
  `/newsletter/confirm/${TOKEN}`,
  `/restore-email/${TOKEN}`,
  `/accept-invitation/${TOKEN}`,
  '/pagina-che-non-esiste',
  '/de',
]

/** The pages whose address comes from the data: a blog article and a configurator model. */
async function dataPages(page: Page): Promise<string[]> {
  const posts = (await (await page.request.get('/api/blog-posts?locale=it')).json()) as {
    data: Array<{ slug: string }>
  }
  const models = (await (await page.request.get('/api/configurator/models?locale=it')).json()) as {
    data: Array<{ id: number }>
  }
  return [`/blog-novita/${posts.data[0]!.slug}`, `/collezioni/configuratore/${models.data[0]!.id}`]
}

for (const [size, viewport] of Object.entries(sizes)) {
  test.describe(`${size} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('every storefront page has no axe violations', async ({ page }) => {
      test.setTimeout(180_000)
      const found: Record<string, string[]> = {}
      for (const path of [...pages, ...(await dataPages(page))]) {
        await page.goto(path)
        await hydrated(page)
        const v = await violations(page)
        if (v.length) found[path] = v
      }
      expect(found).toEqual({})
    })

    test('open filter sheet, search suggestions and the account privacy page have no axe violations', async ({
      page,
    }) => {
      const found: Record<string, string[]> = {}
      await page.goto('/negozio/porte-interne')
      await hydrated(page)
      if (size === 'phone') {
        await page.getByTestId('filters-open').click()
        await expect(page.getByTestId('filter-sheet')).toBeVisible()
        found.sheet = await violations(page)
        await page.keyboard.press('Escape')
        await page.getByRole('banner').getByRole('button', { name: 'Cerca', exact: true }).click()
      }
      await page.getByRole('combobox', { name: 'Cerca in tutto il negozio' }).fill('maniglia')
      await expect(page.getByRole('option').first()).toBeVisible()
      found.suggestions = await violations(page)

      await signIn(page, 'cliente@soglia.test')
      await page.goto('/account/privacy')
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy e dati' })).toBeVisible()
      found.privacy = await violations(page)
      expect(Object.fromEntries(Object.entries(found).filter(([, v]) => v.length))).toEqual({})
    })
  })
}
