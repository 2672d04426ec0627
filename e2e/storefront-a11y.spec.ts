import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

// Issue 16: axe (WCAG 2.2 AA) finds nothing on the storefront pages this work changed, on a
// phone and on a laptop, with the filter sheet and the search suggestions open too.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const sizes = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } }
const pages = ['/', '/negozio/porte-interne', '/negozio/porte-interne/porta-trento-laminato-80-210', '/collezioni', '/register', '/de']

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)
}

for (const [size, viewport] of Object.entries(sizes)) {
  test.describe(`${size} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('the changed pages have no axe violations', async ({ page }) => {
      const found: Record<string, string[]> = {}
      for (const path of pages) {
        await page.goto(path)
        await hydrated(page)
        const v = await violations(page)
        if (v.length) found[path] = v
      }
      expect(found).toEqual({})
    })

    test('open filter sheet, search suggestions and the account privacy page have no axe violations', async ({ page }) => {
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

      await page.goto('/login')
      await hydrated(page)
      await page.getByRole('main').getByLabel('Email').fill('cliente@soglia.test')
      await page.getByRole('main').getByLabel('Password', { exact: true }).fill('soglia-demo')
      await page.getByRole('main').getByRole('button', { name: 'Accedi' }).click()
      await expect(page).toHaveURL(/\/$/)
      await page.goto('/account/privacy')
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy e dati' })).toBeVisible()
      found.privacy = await violations(page)
      expect(Object.fromEntries(Object.entries(found).filter(([, v]) => v.length))).toEqual({})
    })
  })
}
