import type { Page } from '@playwright/test'
import { animationsDone, expect, hydrated, violations } from './fixtures'

// What every back-office spec does the same way: sign in (e2e/sign-in.ts), open a screen once it
// is hydrated, and check it with axe at rest: pointer away, the navigation fade and every
// transition done (see animationsDone).
export { PASSWORD, signIn } from './sign-in'

export const main = (page: Page) => page.getByRole('main')

export async function open(page: Page, path: string) {
  await page.goto(path)
  await hydrated(page)
  // The cart's full-screen loading overlay (restoring a signed-in cart) is gone.
  await expect(page.locator('[role="status"][aria-busy="true"]')).toHaveCount(0)
}

/**
 * axe's WCAG 2.2 AA violations and doubled styles, one line each (an empty list is a pass). The
 * pointer moves off the page first: a button left hovered by the last click is read in its hover
 * colours mid-transition, which made the contrast check flaky.
 */
export async function axe(page: Page) {
  await page.mouse.move(0, 0)
  await animationsDone(page)
  return violations(page)
}
