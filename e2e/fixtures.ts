import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page, type Response } from '@playwright/test'
import { slot } from './slots'

/**
 * The e2e tests' `test` and `expect`: import them from here, not from @playwright/test. Here
 * each test's `baseURL` (and so its `page`, `context` and `request`) is its worker's own shop
 * (e2e/slots.ts), not the first one the config names.
 */
export const test = base.extend<{}>({
  // Playwright's fixture signature: the first argument is the fixtures it needs (none), the
  // second hands the value to the test.
  // oxlint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => provide(slot(testInfo.parallelIndex).baseURL),
})
export { expect }

/** The running test's shop, for what is not reached through the `baseURL` fixture. */
export function shopURL(): string {
  return slot(test.info().parallelIndex).baseURL
}

/**
 * Opens `path` and asserts the page answered 2xx (after any redirects: a 3xx that ends on a
 * 2xx page passes). Returns the final response.
 */
export async function gotoOk(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path)
  expect(response, `no response for ${path}`).not.toBeNull()
  const res = response as Response
  const status = res.status()
  expect(status, `${path} → ${status} ${res.url()}`).toBeGreaterThanOrEqual(200)
  expect(status, `${path} → ${status} ${res.url()}`).toBeLessThan(300)
  return res
}

/**
 * Waits until React has hydrated the page (the root layout sets html[data-hydrated]). Content
 * and catalogue pages hydrate on the visitor's first sign of presence (decision 017): there the
 * pointer moves, as a visitor's would, and the page loads its code.
 */
export async function hydrated(page: import('@playwright/test').Page) {
  const root = page.locator('html')
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated ?? document.documentElement.dataset.hydration,
  )
  if ((await root.getAttribute('data-hydration')) === 'waiting') {
    await page.mouse.move(3, 3)
    await page.mouse.move(6, 6)
  }
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

/**
 * Waits until the page's finite animations have ended. Pages reached by navigation fade in over
 * 0.5 s (spec §2): white on the primary fill is just above AA, so an axe contrast check taken
 * mid-fade fails at random. Every axe check in the admin specs calls this first.
 */
export async function animationsDone(page: import('@playwright/test').Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
}

/**
 * Waits until the back office's list has its answer for the URL it shows: a filter writes the URL
 * at once, and the rows of the previous answer stay (dimmed, aria-busy) until the new one lands.
 * A test that acts on rows right after a filter change would otherwise act on the old ones.
 */
export async function listSettled(page: import('@playwright/test').Page) {
  await expect(page.locator('main table[data-admin-table][aria-busy]')).toHaveCount(0)
}

/**
 * What a page does wrong that a visitor would meet: axe's WCAG 2.2 AA violations and its best
 * practices (decision 063: two regions of one name, a skipped heading level), and elements styled
 * twice for one property (see `conflictingClasses`). One line each; an empty list is a pass.
 */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  const axe = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
  return [...axe, ...(await conflictingClasses(page))]
}

/**
 * Elements carrying two of Panda's atomic classes for one property under the same conditions
 * (`w_full` and `w_24`, `md:d_none` and `md:d_flex`). Which one applies is decided by the order
 * of the stylesheet, not of the class list, so the override may silently lose; styles that
 * change a shared one are merged before they become classes (`css(inputStyles, { w: '24' })`).
 */
export async function conflictingClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>()
    for (const element of document.querySelectorAll('[class]')) {
      const seen = new Map<string, string>()
      for (const name of element.classList) {
        // `{conditions:}{property}_{value}`: the property ends at the first "_" after the conditions.
        const end = name.indexOf('_', name.lastIndexOf(':') + 1)
        if (end <= 0) continue
        const key = name.slice(0, end)
        const other = seen.get(key)
        if (other !== undefined && other !== name)
          found.add(`two classes for one property on <${element.tagName.toLowerCase()}>: ${other} ${name}`)
        seen.set(key, name)
      }
    }
    return [...found]
  })
}
