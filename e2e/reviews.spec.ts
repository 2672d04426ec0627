import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { conflictingClasses, expect, hydrated, test } from './fixtures'
import { main, open } from './admin-helpers'
import { signIn } from './sign-in'
import { decidedConsentState } from './consent-state'

// Product reviews from real buyers (issue 42, decision 095): a customer whose order was
// delivered writes one; the shop publishes and answers it; the product page then shows the
// average, the verified mark and the reply, with aggregateRating in its JSON-LD, accessibly.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const BUYER = 'laura.galli@example.it' // seeded: a delivered order holding PI-VET-080, not reviewed
const TITLE = 'Vetro satinato, luce perfetta'

async function productPath(page: Page, sku: string) {
  const res = await page.request.get(`/api/products?q=${sku}&per_page=5`)
  const { data } = (await res.json()) as { data: Array<{ sku: string; slug: string; category: { slug: string } }> }
  const p = data.find((x) => x.sku === sku)!
  return `/negozio/${p.category.slug}/${p.slug}`
}

test('a delivered buyer reviews, the shop publishes and answers, the page shows it', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const path = await productPath(page, 'PI-VET-080')

  // The buyer: the form shows, the stars are a labelled radio group.
  await signIn(page, BUYER)
  await page.goto(path)
  await hydrated(page)
  const form = page.getByTestId('review-form')
  await expect(form).toBeVisible()
  const stars = form.getByRole('group', { name: 'Il tuo voto' })
  await stars.getByRole('radio', { name: '4 su 5' }).focus()
  await page.keyboard.press('Space')
  await expect(stars.getByRole('radio', { name: '4 su 5' })).toBeChecked()
  await form.getByLabel('Titolo').fill(TITLE)
  await form
    .getByLabel('La tua recensione')
    .fill('Il vetro satinato lascia passare tanta luce senza far vedere dentro. Montaggio facile.')
  await form.getByRole('button', { name: 'Invia la recensione' }).click()
  await expect(page.getByTestId('review-sent')).toContainText('dopo la nostra verifica')
  // Pending: not on the page yet.
  await page.reload()
  await expect(page.getByTestId('reviews-list')).not.toContainText(TITLE)

  // The shop: the pending review, published with a reply.
  const newPage = async () =>
    (
      await browser.newContext({
        baseURL,
        storageState: decidedConsentState(baseURL!),
        extraHTTPHeaders: { 'accept-language': 'it' },
      })
    ).newPage()
  const admin = await newPage()
  await signIn(admin, 'admin@soglia.test')
  await open(admin, '/administration/reviews?status=pending')
  await main(admin)
    .getByRole('link', { name: `Apri Recensione «${TITLE}»` })
    .click()
  await expect(main(admin).getByLabel('Titolo')).toHaveValue(TITLE)
  await main(admin).getByLabel('Stato').selectOption('published')
  await expect(main(admin).getByLabel('Stato')).toHaveValue('published')
  await main(admin)
    .getByLabel('Risposta pubblica del negozio')
    .fill('Grazie Laura, il satinato è la nostra scelta preferita per i bagni.')
  await main(admin).getByRole('button', { name: 'Salva' }).click()
  await expect(admin.locator('[data-toast="success"]')).toContainText('Modifiche salvate')
  await expect(main(admin).getByLabel('Stato')).toHaveValue('published')
  await admin.close()

  // A visitor: the average, the verified mark, the reply, aggregateRating.
  const visitor = await newPage()
  await visitor.goto(path)
  const section = visitor.getByTestId('product-reviews')
  await expect(section.getByTestId('reviews-average')).toHaveText('4,0')
  await expect(section.getByTestId('reviews-count')).toHaveText('1 recensione')
  await expect(section.getByTestId('reviews-statement')).toContainText("solo da clienti che hanno ricevuto l'ordine")
  const review = section.getByTestId('review').filter({ hasText: TITLE })
  await expect(review.getByTestId('review-verified')).toHaveText(/Acquisto verificato/)
  await expect(review.getByTestId('review-reply')).toContainText('Grazie Laura')
  await expect(review).toContainText('Laura G.')
  const ld = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent())!) as Record<
    string,
    any
  >
  expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 })
  expect(ld.review[0]).toMatchObject({ name: TITLE, reviewRating: { ratingValue: 4 } })

  // Accessible: axe on the reviews section, no doubled styles.
  await hydrated(visitor)
  const results = await new AxeBuilder({ page: visitor })
    .include('#recensioni')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
  expect(await conflictingClasses(visitor)).toEqual([])
  await visitor.close()
})

test('a customer with no delivered order sees no form; the product page still shows the statement', async ({
  page,
}) => {
  const path = await productPath(page, 'PI-LAM-080')
  await signIn(page, 'cliente@soglia.test')
  await page.goto(path)
  await hydrated(page)
  await expect(page.getByTestId('reviews-statement')).toBeVisible()
  await expect(page.getByTestId('reviews-list').getByTestId('review')).not.toHaveCount(0)
  // The hidden seeded review (a phone number) is never shown.
  await expect(page.getByTestId('reviews-list')).not.toContainText('333 1234567')
  await expect(page.getByTestId('review-form')).toHaveCount(0)
})
