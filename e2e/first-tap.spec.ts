import { availableParallelism, loadavg } from 'node:os'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signIn } from './sign-in'
import { emptyServerCart } from './server-cart-helpers'
import { throttleForTiming, TIMING } from './timing'

// Issue 15: a visitor's very first act on a page that has not hydrated yet (decision 017) must
// not be lost, and must show its effect within 200 ms on a phone-class CPU. Each test makes a
// first act before anything else (no pointer move, no wait for hydration), then a second one,
// and checks the page's state after both. In timing runs (`npm run bench:tap`, SOGLIA_TIMING=1:
// 4× CPU throttling) the Event Timing API measures the first interaction: the longest `event`
// entry (durationThreshold 16 ms) of that interaction, from the input to the next paint. Each
// page records it in sessionStorage, so a first act that navigates (a link, the shop's GET form
// before hydration) is measured too. In the suite the acts run unthrottled, unmeasured.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const BAR_MS = 200
// The bar is a phone-class figure on a quiet machine: on the shared 2-core machine with a load
// average of 10–30 the renderer waits for a core and no frame is on time. Above 2 runnable tasks
// per core the figures are printed, not asserted (decision 043).
const QUIET = loadavg()[0]! <= 2 * availableParallelism()
const CATEGORY = '/negozio/porte-interne'
const PRODUCT = '/negozio/porte-interne/porta-trento-laminato-80-210'
const main = (page: Page) => page.getByRole('main')
const filters = (page: Page) => page.getByTestId('catalog-filters')
const box = (page: Page, name: string) => filters(page).getByRole('checkbox', { name: new RegExp(`^${name} \\(`) })
const count = (page: Page) => page.getByTestId('product-count')

async function prepare(page: Page) {
  if (!TIMING) return // the observers below only feed the timing run's figures
  await page.addInitScript(() => {
    const origin = Math.round(performance.timeOrigin)
    let firstId = 0
    let max = 0
    const save = () => {
      const all = JSON.parse(sessionStorage.getItem('soglia-et') ?? '{}') as Record<string, unknown>
      all[origin] = { url: location.pathname + location.search, max }
      sessionStorage.setItem('soglia-et', JSON.stringify(all))
    }
    const see = (entries: PerformanceEntryList) => {
      for (const e of entries as PerformanceEventTiming[]) {
        if (!e.interactionId) continue
        if (!firstId) firstId = e.interactionId
        if (e.interactionId === firstId) max = Math.max(max, e.duration)
      }
      if (firstId) save()
    }
    new PerformanceObserver((list) => see(list.getEntries())).observe({ type: 'first-input', buffered: true })
    new PerformanceObserver((list) => see(list.getEntries())).observe({
      type: 'event',
      durationThreshold: 16,
      buffered: true,
    } as PerformanceObserverInit)
  })
  await throttleForTiming(page)
}

/**
 * The Event Timing figure of the first interaction made on the page's first document; NaN when
 * the page navigated away before the browser delivered the entry (a link: the next page is the effect).
 */
async function firstInteraction(page: Page): Promise<number> {
  const read = () =>
    page.evaluate(
      () => JSON.parse(sessionStorage.getItem('soglia-et') ?? '{}') as Record<string, { url: string; max: number }>,
    )
  const deadline = Date.now() + 3000
  let all = await read()
  while (Object.keys(all).length === 0 && Date.now() < deadline) {
    await page.waitForTimeout(100)
    all = await read()
  }
  const first = Object.keys(all).sort()[0]
  return first ? all[first]!.max : Number.NaN
}

/** Runs the first act, waits for its effect; reports the Event Timing figure and the wall-clock time to the effect. */
async function firstAct(
  page: Page,
  label: string,
  act: () => Promise<unknown>,
  effect: () => Promise<unknown>,
  bar = true,
) {
  const t0 = Date.now()
  await act()
  await effect()
  const wall = Date.now() - t0
  if (!TIMING) return
  const et = await firstInteraction(page)
  console.log(
    `first interaction at 4× CPU — ${label}: Event Timing ${et.toFixed(0)} ms, act → effect ${wall} ms (wall clock)`,
  )
  test.info().annotations.push({
    type: `first interaction: ${label}`,
    description: `Event Timing ${et.toFixed(0)} ms; act → effect ${wall} ms`,
  })
  // The 200 ms bar is a figure, not a verdict of this test: speed targets are judged on a quiet
  // machine from printed figures (decision 043), while what this test asserts is that the first
  // act is neither lost nor misapplied. The figure is flagged when it is over the bar.
  if (!bar) return // a figure of its own, not judged against the bar (see its test)
  const over = !Number.isNaN(et) && et > BAR_MS
  test.info().annotations.push({
    type: 'first interaction bar',
    description: `${label}: ${over ? 'over' : 'within'} ${BAR_MS} ms; load average ${loadavg()[0]!.toFixed(1)}${QUIET ? '' : ' (not quiet)'}`,
  })
}

/**
 * Records, in the first animation frame after the visitor's first click, the text of `selector`
 * if it is visible then: the act's effect painted in the frame that answers the tap (decision 053).
 */
async function readInTapFrame(page: Page, selector: string) {
  await page.addInitScript((selector) => {
    document.addEventListener(
      'click',
      (event) => {
        if (!event.isTrusted || sessionStorage.getItem('soglia-frame') !== null) return
        requestAnimationFrame(() => {
          const el = document.querySelector(selector)
          sessionStorage.setItem(
            'soglia-frame',
            el instanceof HTMLElement && el.checkVisibility() ? (el.textContent ?? '') : '',
          )
        })
      },
      true,
    )
  }, selector)
}
const inTapFrame = (page: Page) => page.evaluate(() => sessionStorage.getItem('soglia-frame'))

async function open(page: Page, path: string) {
  await prepare(page)
  await page.goto(path, { waitUntil: 'load' })
}

test.describe('category page', () => {
  test('checkbox: "Legno" as the first act filters, then "Laminato" adds to it', async ({ page }) => {
    await open(page, CATEGORY)
    const all = await count(page).textContent()
    await firstAct(
      page,
      'filter checkbox',
      () => box(page, 'Legno').click(),
      async () => {
        await expect(page).toHaveURL(/f=materiale\.legno/)
        await expect(count(page)).not.toHaveText(all!)
      },
    )
    await expect(box(page, 'Legno')).toBeChecked()
    const wood = await count(page).textContent()
    await box(page, 'Laminato').click()
    await expect(page).toHaveURL(/materiale\.legno(,|%2C|&f=)materiale\.laminato/)
    await expect(count(page)).not.toHaveText(wood!)
    await expect(box(page, 'Legno')).toBeChecked()
    await expect(box(page, 'Laminato')).toBeChecked()
  })

  test('select: the sort as the first act, then a filter keeps it', async ({ page }) => {
    await open(page, CATEGORY)
    // From the keyboard (a trusted key press: Event Timing sees it; `selectOption` is not input).
    const sort = main(page).getByLabel('Ordina per')
    await firstAct(
      page,
      'sort select',
      () => sort.press('ArrowDown'),
      () => expect(page).toHaveURL(/sort=price_asc/),
    )
    await expect(main(page).getByLabel('Ordina per')).toHaveValue('price_asc')
    await box(page, 'Legno').click()
    await expect(page).toHaveURL(/f=materiale\.legno/)
    await expect(page).toHaveURL(/sort=price_asc/)
    await expect(box(page, 'Legno')).toBeChecked()
  })

  test('text: a search typed and sent as the first act, then a filter keeps it', async ({ page }) => {
    await open(page, CATEGORY)
    const search = main(page).getByRole('searchbox')
    await firstAct(
      page,
      'search text + Enter',
      async () => {
        await search.click()
        await search.pressSequentially('trento')
        await search.press('Enter')
      },
      () => expect(page).toHaveURL(/q=trento/),
    )
    await expect(search).toHaveValue('trento')
    await box(page, 'Laminato').click()
    await expect(page).toHaveURL(/q=trento/)
    await expect(page).toHaveURL(/f=materiale\.laminato/)
  })

  test('link: a category link as the first act, then a filter there', async ({ page }) => {
    await open(page, '/negozio')
    await firstAct(
      page,
      'category link',
      () =>
        page
          .getByRole('navigation', { name: 'Categorie' })
          .getByRole('link', { name: /^Porte interne/ })
          .click(),
      () => expect(page).toHaveURL(/\/negozio\/porte-interne$/),
    )
    await box(page, 'Legno').click()
    await expect(page).toHaveURL(/\/negozio\/porte-interne\?f=materiale\.legno/)
    await expect(box(page, 'Legno')).toBeChecked()
  })

  test('language switch as the first act, then back', async ({ page }) => {
    await open(page, CATEGORY)
    await firstAct(
      page,
      'language switch',
      () => page.getByRole('navigation', { name: 'Lingua' }).getByRole('link', { name: 'English' }).click(),
      () => expect(page.locator('html')).toHaveAttribute('lang', 'en'),
    )
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Italiano' }).click()
    await expect(page).toHaveURL(/\/negozio\/porte-interne$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('menu as the first act opens it, a second tap closes it', async ({ page }) => {
    await readInTapFrame(page, 'dialog[open] h2')
    await open(page, CATEGORY)
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    const button = page.getByRole('banner').getByRole('button', { name: 'Menu' })
    await firstAct(
      page,
      'menu',
      () => button.click(),
      () => expect(drawer).toBeVisible(),
    )
    // The drawer is painted in the frame that answers the tap, not after the code has loaded.
    expect(await inTapFrame(page), 'the drawer open in the frame after the tap').toBe('Menu')
    await expect(drawer.getByRole('button', { name: /chiudi/i })).toBeFocused()
    await drawer.getByRole('button', { name: /chiudi/i }).click()
    await expect(drawer).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})

test('configurator: an option as the first act, then a second one', async ({ page, request }) => {
  const models = (await (await request.get('/api/configurator/models')).json()) as {
    data: Array<{ id: number; name: string }>
  }
  const milano = models.data.find((m) => m.name === 'Milano laccata') ?? models.data[0]!
  await readInTapFrame(page, 'main section[data-panel-group]:not([hidden]) h2')
  await open(page, `/collezioni/configuratore/${milano.id}`)
  const price = main(page).getByTestId('configurator-price')
  const step = main(page).getByRole('button', { name: /^6\. Maniglia/ })
  await firstAct(
    page,
    'configurator step',
    () => step.click(),
    () => expect(main(page).getByRole('radio', { name: /^Nero opaco/ })).toBeVisible(),
  )
  // The step's panel is painted in the frame that answers the tap (decision 053).
  expect(await inTapFrame(page), 'the step shown in the frame after the tap').toMatch(/^Maniglia/)
  await expect(step).toHaveAttribute('aria-current', 'step')
  const before = await price.textContent()
  await main(page)
    .getByRole('radio', { name: /^Nero opaco/ })
    .click()
  await expect(price).not.toHaveText(before!)
})

test('signed-in product page (hydrates at once): a variant radio as the first act, a second choice, then add to cart', async ({
  page,
  request,
}) => {
  // A door's "add to cart" is disabled until its variant is chosen: the first act is the choice.
  await emptyServerCart(request, 'cliente@soglia.test')
  await signIn(page, 'cliente@soglia.test')
  // The tick shows in the frame that answers the tap, whether or not the page has hydrated by
  // then (decision 052): read in the first animation frame after the visitor's own click.
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target
        if (!event.isTrusted || !(target instanceof HTMLInputElement) || sessionStorage.getItem('soglia-tick')) return
        requestAnimationFrame(() => sessionStorage.setItem('soglia-tick', String(target.checked)))
      },
      true,
    )
  })
  await open(page, PRODUCT)
  const noce = main(page).getByRole('radio', { name: 'Laminato noce', exact: true })
  await firstAct(
    page,
    'variant radio',
    () => noce.click(),
    () => expect(noce).toBeChecked(),
    false,
  )
  expect(
    await page.evaluate(() => sessionStorage.getItem('soglia-tick')),
    'the radio ticked in the frame after the tap',
  ).toBe('true')
  const direction = main(page).getByRole('radio', { name: 'Sinistra a spingere', exact: true })
  await direction.click()
  await expect(direction).toBeChecked()
  await expect(noce).toBeChecked()
  await main(page).getByRole('button', { name: 'Aggiungi al carrello' }).click()
  await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveText('1')
})
