import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signIn } from './sign-in'
import { emptyServerCart } from './server-cart-helpers'

// Issue 42 p3, decision 105: the header is the same in the server's HTML and after hydration, at
// every width, for a visitor and a signed-in customer. The page's scripts are held back until the
// server's header has been measured, so "before" is truly the HTML; then the first pointer move
// and key press (what hydrates a catalogue page on intent, decision 017) and the same measure.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

type Item = { name: string; visible: boolean }

/** Every link and button of the banner: its name, and whether a visitor sees it (not hidden, not clipped, not covered). */
const measure = (page: Page): Promise<Item[]> =>
  page.getByRole('banner').evaluate((header) =>
    Array.from(header.querySelectorAll('a, button')).map((el) => {
      const img = el.querySelector('img')
      const name = (el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '') || (img?.alt ?? '')
      const r = el.getBoundingClientRect()
      const x = r.left + r.width / 2
      const y = r.top + r.height / 2
      const hit = r.width > 0 && r.height > 0 && x >= 0 && x <= innerWidth ? document.elementFromPoint(x, y) : null
      return { name, visible: hit !== null && (hit === el || el.contains(hit)) }
    }),
  )

const MENU = ['Negozio', 'Collezioni', 'Promozioni', 'Chi siamo', 'Contatti']
const visibleNames = (items: Item[]) => items.filter((i) => i.visible).map((i) => i.name)

for (const who of ['visitor', 'cliente@soglia.test'] as const) {
  for (const width of [390, 1024, 1280]) {
    test(`${who} at ${width} px: the same header links before and after the first interaction`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      if (who !== 'visitor') {
        // An empty cart: the badge's count is the account's cart, restored in the browser after
        // hydration (decision 028), so lines left by another spec would change the button's name.
        await emptyServerCart(page.request, who)
        await signIn(page, who)
      }
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await held
        await route.continue()
      })
      await page.goto('/negozio', { waitUntil: 'domcontentloaded' })
      await expect(page.getByRole('banner')).toBeVisible()
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()
      const before = await measure(page)

      release()
      await page.mouse.move(200, 400)
      await page.mouse.move(210, 420)
      await page.keyboard.press('Shift')
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
      await page.waitForLoadState('networkidle')
      await expect(page.locator('[role="status"][aria-busy="true"]')).toHaveCount(0) // the cart's restore overlay is gone
      const after = await measure(page)

      expect(after).toEqual(before)
      const shown = visibleNames(after)
      if (width < 1000) {
        // A phone: logo, search, cart and "Menu"; the menu itself is in the drawer.
        expect(shown).toContain('Menu')
        for (const link of MENU) expect(shown).not.toContain(link)
      } else {
        // From 1000 px the whole menu and the account links are in the bar, and no "Menu".
        expect(shown).toEqual(
          expect.arrayContaining([
            ...MENU,
            ...(who === 'visitor' ? ['Accedi', 'Registrati'] : ['Il mio account', 'Esci']),
          ]),
        )
        expect(shown).not.toContain('Menu')
        for (const link of MENU)
          await expect(page.getByRole('banner').getByRole('link', { name: link, exact: true })).toBeVisible()
      }
    })
  }
}

test('the phone drawer lists the catalogue categories, which lead to their listing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  const categories = drawer.getByRole('navigation', { name: 'Categorie del catalogo' })
  await expect(categories.getByRole('link', { name: 'Porte blindate' })).toBeVisible()
  await expect(categories.getByRole('link', { name: 'Maniglie e accessori' })).toBeVisible()
  await categories.getByRole('link', { name: 'Porte blindate' }).click()
  await expect(page).toHaveURL(/\/negozio\/porte-blindate$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Porte blindate' })).toBeVisible()
  await expect(drawer).toBeHidden()
})
