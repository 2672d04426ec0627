import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from './fixtures'
import { PASSWORD, axe, main, open, signIn } from './admin-helpers'
import { expectReachable } from './reachable'

// Issue 13, content and media in the back office: a page written in Italian and Spanish shows
// in both footers; the media library takes a real image and refuses HTML named .png with the
// API's reason; an edited slide shows on the home page; every new screen is axe-clean with its
// main control in view at 390 and 1280 px.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

async function adminApi(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: { email: 'admin@soglia.test', password: PASSWORD } })
  return { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` }
}

const textbox = (page: Page, name: string | RegExp) => main(page).getByRole('textbox', { name })

test.describe('content and media administration', () => {
  test('adds a page to the footer in Italian and Spanish and the shop shows it in both', async ({ page }) => {
    test.setTimeout(120_000)
    const stamp = Date.now().toString(36)
    await signIn(page)
    await open(page, '/administration/pages/create')
    await main(page).getByRole('combobox', { name: 'Stato' }).selectOption('published')
    await main(page).getByRole('checkbox', { name: 'Nel piè di pagina' }).check()
    await textbox(page, 'Titolo (Italiano)').fill(`Garanzia ${stamp}`)
    await textbox(page, /^Indirizzo \(slug\) \(Italiano\)/).fill(`garanzia-${stamp}`)
    await textbox(page, /^Testo \(Markdown\) \(Italiano\)/).fill('# Dieci anni\n\nSu **tutte** le porte.')
    // The live preview is the server's renderer: the page's h1 becomes an h2 there.
    await expect(main(page).locator('[data-markdown-preview] h2')).toHaveText('Dieci anni')
    await main(page)
      .getByRole('tab', { name: /Español/ })
      .click()
    await textbox(page, 'Titolo (Español)').fill(`Garantía ${stamp}`)
    await textbox(page, /^Indirizzo \(slug\) \(Español\)/).fill(`garantia-${stamp}`)
    await textbox(page, /^Testo \(Markdown\) \(Español\)/).fill('Diez años en **todas** las puertas.')
    await main(page).getByRole('button', { name: 'Crea' }).click()
    await expect(page).toHaveURL(/\/administration\/pages\/\d+$/)
    // The admin's preview: the page as the shop will render it.
    await main(page).getByRole('link', { name: 'Anteprima' }).click()
    await expect(main(page).getByRole('heading', { level: 2, name: `Garanzia ${stamp}` })).toBeVisible()
    await expect(main(page).getByRole('heading', { level: 2, name: 'Dieci anni' })).toBeVisible()

    await open(page, '/')
    await expect(page.getByRole('contentinfo').getByRole('link', { name: `Garanzia ${stamp}` })).toHaveAttribute(
      'href',
      `/garanzia-${stamp}`,
    )
    await open(page, '/es')
    const es = page.getByRole('contentinfo').getByRole('link', { name: `Garantía ${stamp}` })
    await expect(es).toHaveAttribute('href', `/es/garantia-${stamp}`)
    await es.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Garantía ${stamp}`)
    await expect(main(page).getByText('Diez años en')).toBeVisible()
  })

  test('uploads images through the library screen and refuses a .png that is really HTML', async ({ page }) => {
    test.setTimeout(90_000)
    await signIn(page)
    await open(page, '/administration/media')
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: `#${Date.now().toString(16).slice(-6)}` },
    })
      .png()
      .toBuffer()
    await page.locator('input[type=file]').setInputFiles([
      { name: 'porta.png', mimeType: 'image/png', buffer: png },
      { name: 'finta.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') },
    ])
    await expect(main(page).locator('progress')).toHaveCount(2)
    await expect(main(page).locator('[data-upload=done]')).toContainText('porta.png')
    const refused = main(page).locator('[data-upload=error]')
    await expect(refused).toContainText('finta.png')
    await expect(refused.getByRole('alert')).toContainText(
      "Il file non è un'immagine che il negozio accetta. — Sono accettate immagini JPEG, PNG, WebP, AVIF o SVG.",
    )
    // The accepted one is in the library, marked as not used.
    await expect(main(page).locator('[data-media]').first().locator('[data-used-by]')).toHaveText('Non usata')
    // It keeps the name it was uploaded with, as its download name (the stored file is its hash).
    const card = main(page).locator('[data-media]').first()
    await expect(card.locator('strong')).toHaveText('porta.png')
    await expect(card.locator('[data-download]')).toHaveAttribute('download', 'porta.png')

    // Where a file is used, in plain words with a link: the footer logo is a setting's, named as on the settings screen.
    await main(page).getByLabel('Cerca').fill('logo-light')
    const logo = main(page).locator('[data-media]').first()
    await expect(logo.locator('[data-used-by]')).toHaveText('Usata da: Impostazioni: Logo del piè di pagina')
    await expect(logo.locator('[data-used-by] a')).toHaveAttribute('href', '/administration/settings')
    // A document's PDF is shown as a file, not as a broken image.
    await main(page).getByLabel('Cerca').fill('guida-misure')
    const pdf = main(page).locator('[data-media]').first()
    await expect(pdf.locator('[data-file-icon]')).toContainText('PDF')
    await expect(pdf.locator('img')).toHaveCount(0)
    await expect(pdf.locator('[data-used-by] a')).toHaveText(/^Documento \d+$/)
  })

  test('a slide edited in the back office shows on the home page', async ({ page, request }) => {
    test.setTimeout(90_000)
    const headers = await adminApi(request)
    const slides = (await (await request.get('/api/admin/slides?sort=sort_order&active=true', { headers })).json())
      .data as Array<{ id: number }>
    const title = `Porte blindate ${Date.now().toString(36)}`
    await signIn(page)
    await open(page, `/administration/slideshow/${slides[0]!.id}`)
    await textbox(page, 'Titolo (Italiano)').fill(title)
    await main(page).getByRole('button', { name: 'Salva' }).click()
    await expect(page.locator('[data-toast=success]')).toBeVisible()
    await open(page, '/')
    await expect(page.getByText(title)).toBeAttached()
  })

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`new screens are axe-clean with their main control in view at ${viewport.width} px`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000)
      await page.setViewportSize(viewport)
      const headers = await adminApi(request)
      const slide = (
        (await (await request.get('/api/admin/slides', { headers })).json()).data as Array<{ id: number }>
      )[0]!
      await signIn(page)
      const screens: Array<[string, (p: Page) => ReturnType<Page['locator']>]> = [
        ['/administration/pages', (p) => main(p).locator('[data-action=create]')],
        ['/administration/pages/create', (p) => main(p).getByRole('button', { name: 'Crea' })],
        ['/administration/blog', (p) => main(p).locator('[data-action=create]')],
        ['/administration/blog/create', (p) => main(p).getByRole('button', { name: 'Crea' })],
        ['/administration/faq/create', (p) => main(p).getByRole('button', { name: 'Crea' })],
        ['/administration/faq', (p) => main(p).locator('[data-action=create]')],
        ['/administration/slideshow', (p) => main(p).locator('[data-action=create]')],
        [`/administration/slideshow/${slide.id}`, (p) => main(p).getByRole('button', { name: 'Salva' })],
        ['/administration/promotions', (p) => main(p).locator('[data-action=create]')],
        ['/administration/promotions/create', (p) => main(p).getByRole('button', { name: 'Crea' })],
        ['/administration/media', (p) => main(p).locator('[data-drop-zone]')],
      ]
      for (const [path, control] of screens) {
        await open(page, path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        // Wait for the screen's data (a list's rows or a form's values) before checking.
        await expect(page.getByRole('status').filter({ hasText: /Caricamento/ })).toHaveCount(0)
        expect(await axe(page), path).toEqual([])
        await control(page).scrollIntoViewIfNeeded()
        await expectReachable(control(page))
      }
    })
  }
})
