import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { axe, main, open, signIn } from './admin-helpers'
import { placeOrder } from './orders-api'
import { expectReachable } from './reachable'

// The back office's one table (src/domains/admin/kit/table.tsx) on the screens that are not
// resource lists: each table is named by its caption, sits in a scroll region of the same name
// that the keyboard reaches, and the first row's control is within reach at 390 and 1280 px,
// scrolling that region if need be; the page itself never scrolls sideways.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

type Screen = {
  name: string
  path: (orderId: number) => string
  tab?: string
  table: string | RegExp
  controls: (page: Page) => Locator[]
}

const firstRow = (page: Page, attribute: string) => main(page).locator(`tr[${attribute}]`).first()
const screens: Screen[] = [
  {
    name: 'dashboard',
    path: () => '/administration',
    table: 'Ultimi ordini',
    controls: (p) => [main(p).getByRole('table', { name: 'Ultimi ordini' }).locator('[data-order-link]').first()],
  },
  {
    name: 'attributes',
    path: () => '/administration/attributes',
    table: 'Attributi',
    controls: (p) => [firstRow(p, 'data-attribute').getByRole('link', { name: /^Apri / })],
  },
  {
    name: 'categories',
    path: () => '/administration/categories',
    table: 'Categorie',
    controls: (p) => [
      firstRow(p, 'data-category').getByRole('button', { name: /^Sposta giù / }),
      firstRow(p, 'data-category').getByRole('link', { name: /^Apri / }),
    ],
  },
  {
    name: 'order',
    path: (id) => `/administration/orders/${id}`,
    table: 'Righe (come ordinate)',
    controls: (p) => [main(p).getByRole('table', { name: 'Righe (come ordinate)' }).getByRole('cell').last()],
  },
  {
    name: 'configurator options',
    path: () => '/administration/configurator',
    tab: 'Gruppi e opzioni',
    table: /^Opzioni del gruppo «/, // one table per group
    controls: (p) => [
      firstRow(p, 'data-option-row').getByRole('textbox').first(),
      firstRow(p, 'data-option-row').getByRole('checkbox').last(),
    ],
  },
  {
    name: 'configurator rules',
    path: () => '/administration/configurator',
    tab: 'Regole di compatibilità',
    table: 'Regole di compatibilità',
    controls: (p) => [
      firstRow(p, 'data-rule-row').getByRole('combobox').first(),
      firstRow(p, 'data-rule-row').getByRole('button', { name: /^Togli/ }),
    ],
  },
]

/** Every visible table in the main area: its caption, and the label and tab stop of the region around it. */
const tablesOf = (page: Page) =>
  main(page)
    .locator('table')
    .evaluateAll((tables) =>
      tables.map((t) => {
        const region = t.parentElement?.getAttribute('role') === 'region' ? t.parentElement : null
        return {
          caption: t.querySelector('caption')?.textContent ?? '',
          hidden: getComputedStyle(t).clip.startsWith('rect'),
          region: region ? { label: region.getAttribute('aria-label'), tabIndex: region.tabIndex } : null,
        }
      }),
    )

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`admin tables at ${width}×${height}: captioned, in a keyboard region, first row's controls within reach, no sideways page`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000) // six screens, each checked with axe (the configurator's long form is slow)
    const order = await placeOrder(request)
    await page.setViewportSize({ width, height })
    await signIn(page)
    const sideways: Record<string, number> = {}
    const found: Record<string, string[]> = {}
    for (const screen of screens) {
      await open(page, screen.path(order.id))
      if (screen.tab) await main(page).getByRole('button', { name: screen.tab, exact: true }).click()
      const table = main(page).getByRole('table', { name: screen.table }).first()
      await expect(table).toBeVisible()
      // Its region, not a section named like it (sections with a heading are regions too).
      await expect(table.locator('xpath=parent::*[@role="region"]')).toHaveAttribute('tabindex', '0')
      for (const t of await tablesOf(page)) {
        expect(t.caption, screen.name).not.toBe('')
        // A visible table scrolls in a region named like it; only a chart's figures are hidden and unboxed.
        expect(t.region ?? (t.hidden ? 'hidden' : null), `${screen.name}: ${t.caption}`).toEqual(
          t.hidden ? 'hidden' : { label: t.caption, tabIndex: 0 },
        )
      }
      for (const control of screen.controls(page)) {
        await control.scrollIntoViewIfNeeded()
        await expectReachable(control)
      }
      sideways[screen.name] = await page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - innerWidth))
      found[screen.name] = await axe(page)
    }
    expect(sideways).toEqual(Object.fromEntries(screens.map((s) => [s.name, 0])))
    expect(found).toEqual(Object.fromEntries(screens.map((s) => [s.name, []])))
  })
}
