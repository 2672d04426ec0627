import type { Locator, Page } from '@playwright/test'
import { expect, test, hydrated } from './fixtures'
import { linkIn, waitForMail } from './mail-sink'
import { PASSWORD, main } from './admin-helpers'
import { bearer } from './orders-api'

// Spec §2 account screens and account menu (dashboard, orders, details; shipping for role user,
// users for retailers), the admin layout and dashboard, §6 guards. The demo shop has no orders
// (they come with checkout): the order screens show their empty state and their 404 here, and are
// covered with orders by src/domains/accounts/accounts.api.test.ts.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const accountMenu = (page: Page, name = "Menu dell'account") => page.getByRole('navigation', { name })

/** Signs in through the /login page; spec §4: the user then lands on "/". */
async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login')
  await hydrated(page)
  await main(page).getByLabel('Email').fill(email)
  await main(page).getByLabel('Password', { exact: true }).fill(password)
  const button = main(page).getByRole('button', { name: 'Accedi' })
  await expect(button).toBeEnabled()
  await button.click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
}

/** Signs out with the account area's own button: spec §4, the browser goes to /login. */
async function signOut(page: Page) {
  await hydrated(page)
  await main(page).getByRole('button', { name: 'Esci' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await hydrated(page)
}

const linkNames = async (nav: Locator) => (await nav.getByRole('link').allTextContents()).map((t) => t.trim())

test.describe('customer (role user)', () => {
  test('menu, dashboard and details: the name changes everywhere; an e-mail change waits for its link', async ({
    page,
  }) => {
    await signIn(page, 'cliente@soglia.test')
    await open(page, '/account')
    await expect(page).toHaveURL(/\/account\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ciao, Giulia Conti!')
    await expect(page).toHaveTitle(/^Dashboard \| /)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

    const menu = accountMenu(page)
    expect(await linkNames(menu)).toEqual(['Dashboard', 'Ordini', 'Dati', 'Spedizione', 'Privacy'])
    await expect(menu.getByRole('link', { name: 'Utenti' })).toHaveCount(0)
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    // No orders yet: a helpful empty state and the shortcuts.
    await expect(main(page).getByText('Non hai ancora effettuato ordini.')).toBeVisible()
    await expect(
      main(page)
        .getByRole('link', { name: /Spedizione/ })
        .last(),
    ).toHaveAttribute('href', '/account/shipping')

    await menu.getByRole('link', { name: 'Ordini' }).click()
    await expect(page).toHaveURL(/\/account\/orders$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ordini')
    await expect(menu.getByRole('link', { name: 'Ordini' })).toHaveAttribute('aria-current', 'page')
    await expect(main(page).getByRole('link', { name: 'Scopri il negozio' })).toHaveAttribute('href', '/negozio')

    await menu.getByRole('link', { name: 'Dati' }).click()
    await expect(page).toHaveURL(/\/account\/details$/)
    await hydrated(page)
    const name = main(page).getByLabel('Nome e cognome')
    await expect(name).toHaveValue('Giulia Conti')
    await name.fill('')
    await main(page).getByRole('button', { name: 'Salva', exact: true }).click()
    await expect(main(page).getByText('Campo obbligatorio.')).toBeVisible()
    await name.fill('Giulia Conti Ferri')
    await main(page).getByRole('button', { name: 'Salva', exact: true }).click()
    await expect(main(page).getByRole('status')).toHaveText('Nome aggiornato.')
    await expect(main(page).getByText('Giulia Conti Ferri', { exact: true })).toBeVisible()
    await menu.getByRole('link', { name: 'Dashboard' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ciao, Giulia Conti Ferri!')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ciao, Giulia Conti Ferri!')
    // Put the demo name back for the other tests.
    await open(page, '/account/details')
    await main(page).getByLabel('Nome e cognome').fill('Giulia Conti')
    await main(page).getByRole('button', { name: 'Salva', exact: true }).click()
    await expect(main(page).getByRole('status')).toHaveText('Nome aggiornato.')

    // The e-mail: the current password is checked by the server, then a link goes to the new address.
    await expect(main(page).getByText('Indirizzo attuale: cliente@soglia.test')).toBeVisible()
    const emailForm = main(page).getByRole('region', { name: 'Indirizzo e-mail' })
    await emailForm.getByLabel('Nuovo indirizzo e-mail').fill('giulia.conti@example.com')
    await emailForm.getByLabel('Password attuale').fill('non-e-questa')
    await emailForm.getByRole('button', { name: 'Cambia e-mail' }).click()
    await expect(emailForm.getByText('La password attuale non è corretta.')).toBeVisible()
    await emailForm.getByLabel('Password attuale').fill(PASSWORD)
    await emailForm.getByRole('button', { name: 'Cambia e-mail' }).click()
    await expect(emailForm.getByRole('status')).toContainText(
      'Ti abbiamo inviato un link di conferma a giulia.conti@example.com',
    )
    await page.reload()
    await expect(main(page).getByText('Indirizzo attuale: cliente@soglia.test')).toBeVisible()

    // The password form checks the confirmation before calling the server.
    const passwordForm = main(page).getByRole('region', { name: 'Password' })
    await passwordForm.getByLabel('Password attuale').fill(PASSWORD)
    await passwordForm.getByLabel('Nuova password', { exact: true }).fill('nuova-porta-2026')
    await passwordForm.getByLabel('Conferma la nuova password').fill('nuova-porta-2027')
    await passwordForm.getByRole('button', { name: 'Cambia password' }).click()
    await expect(passwordForm.getByText('Le password non coincidono')).toBeVisible()
  })

  test('someone else’s (or a missing) order is a "not found" page', async ({ page }) => {
    await signIn(page, 'cliente@soglia.test')
    const res = await page.goto('/account/orders/999999')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ordine non trovato')
    await expect(main(page).getByRole('link', { name: 'Tutti gli ordini' })).toHaveAttribute('href', '/account/orders')
  })
})

test.describe('retailer', () => {
  test('has Users and not Shipping; creates a team user who can then sign in; disables and deletes it', async ({
    page,
  }) => {
    const email = `banco-${Date.now()}@serramenti-rossi.test`
    await signIn(page, 'rivenditore@soglia.test')
    await open(page, '/account/dashboard')
    const menu = accountMenu(page)
    expect(await linkNames(menu)).toEqual(['Dashboard', 'Ordini', 'Dati', 'Utenti', 'Preventivi ai clienti', 'Privacy'])
    await expect(menu.getByRole('link', { name: 'Spedizione' })).toHaveCount(0)
    // The shipping screen is for role user: a retailer opening it goes home (spec §6).
    await page.goto('/account/shipping')
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)

    await open(page, '/account/users')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Utenti')
    await expect(main(page).getByRole('row', { name: /Marco Rossi/ })).toBeVisible()
    await main(page).getByRole('button', { name: 'Crea utente' }).click()
    const form = main(page).getByRole('region', { name: 'Nuovo utente' })
    // Issue 14: no password field; the user is invited and chooses its own.
    await expect(form.getByLabel('Password')).toHaveCount(0)
    await form.getByLabel('Nome e cognome').fill('Luca Banco')
    await form.getByLabel('E-mail').fill('cliente@soglia.test')
    await form.getByRole('button', { name: "Invia l'invito" }).click()
    await expect(form.getByText('Questo indirizzo e-mail è già in uso.')).toBeVisible()
    await form.getByLabel('E-mail').fill(email)
    await form.getByRole('button', { name: "Invia l'invito" }).click()
    await expect(main(page).getByRole('status')).toHaveText(
      `Invito inviato a ${email}: l'utente sarà attivo quando avrà scelto la sua password.`,
    )
    await expect(main(page).getByRole('row', { name: /Luca Banco/ })).toContainText('Invitato')

    // The invitation's link: the user chooses its password, then signs in with it.
    await signOut(page)
    const invitation = await waitForMail(email, { match: (m) => m.text.includes('/accept-invitation/') })
    expect(invitation.subject).toBe('Serramenti Rossi Srl ti invita su Soglia')
    await open(page, linkIn(invitation, '/accept-invitation/').pathname)
    await main(page).getByLabel('La tua password').fill('porta-scorrevole')
    await main(page).getByLabel('Ripeti la nuova password').fill('porta-scorrevole')
    await main(page).getByRole('button', { name: "Attiva l'accesso" }).click()
    await expect(main(page).getByRole('status')).toContainText('Il tuo accesso è attivo')
    await signIn(page, email, 'porta-scorrevole')
    await open(page, '/account/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ciao, Luca Banco!')
    expect(await linkNames(accountMenu(page))).toEqual(['Dashboard', 'Ordini', 'Dati', 'Spedizione', 'Privacy'])
    await signOut(page)

    // Back as the retailer: disable, then delete after a confirmation.
    await signIn(page, 'rivenditore@soglia.test')
    await open(page, '/account/users')
    const row = main(page).getByRole('row', { name: /Luca Banco/ })
    await row.getByRole('button', { name: 'Disattiva: Luca Banco' }).click()
    await expect(main(page).getByRole('status')).toHaveText('Luca Banco è stato disattivato e non può più accedere.')
    await expect(row).toContainText('Disattivato')
    await row.getByRole('button', { name: 'Elimina: Luca Banco' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Eliminare Luca Banco?' })
    await dialog.getByRole('button', { name: 'Elimina' }).click()
    await expect(main(page).getByRole('status')).toHaveText('Luca Banco è stato eliminato.')
    await expect(main(page).getByRole('row', { name: /Luca Banco/ })).toHaveCount(0)
  })
})

test.describe('guards', () => {
  test('signed out, the account screens send to /login and back', async ({ page }) => {
    for (const path of [
      '/account/dashboard',
      '/account/orders',
      '/account/details',
      '/account/shipping',
      '/account/users',
    ]) {
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(path)}$`))
    }
    await page.goto('/account')
    await expect(page).toHaveURL(/\/login\?redirect=/)
  })

  test('a customer opening the administration goes home', async ({ page }) => {
    await signIn(page, 'cliente@soglia.test')
    await page.goto('/administration')
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  })

  test('an administrator gets the administration dashboard with the shop’s figures', async ({ page, request }) => {
    await signIn(page, 'admin@soglia.test')
    // The account area is not for administrators.
    await page.goto('/account/dashboard')
    await expect(page).toHaveURL(/\/administration$/)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
    await expect(main(page).getByText('Benvenuto, Amministratore Soglia')).toBeVisible()
    const menu = accountMenu(page, 'Menu di amministrazione')
    // Spec §2: every admin entry (issue 12), and the way home.
    expect(await linkNames(menu)).toEqual([
      'Dashboard',
      'Ordini',
      'Produzione',
      'Preventivi',
      'Utenti',
      'Pagamenti',
      'Spedizioni',
      'Documenti',
      'Prodotti',
      'Categorie',
      'Attributi',
      'Collezioni',
      'Configuratore',
      'Recensioni',
      'Pagine',
      'Blog',
      'Domande frequenti',
      'Slider',
      'Libreria media',
      'Coupon',
      'Promozioni',
      'Newsletter',
      'Impostazioni',
      'Traduzioni da fare',
      'Posta in uscita',
      'Torna al sito',
    ])
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')

    const figure = (id: string) => main(page).locator(`[data-figure="${id}"] dd`)
    expect(Number((await figure('products').textContent())!.replace(/\D/g, ''))).toBeGreaterThan(0)
    expect(Number((await figure('categories').textContent())!.replace(/\D/g, ''))).toBeGreaterThan(0)
    expect(Number((await figure('users').textContent())!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(6)
    // The figures are the shop's, whatever orders the specs before this one placed.
    const admin = await bearer(request, 'admin@soglia.test')
    const ordersIn = async (filter = '') =>
      String(
        (
          (await (await request.get(`/api/admin/orders?per_page=1${filter}`, { headers: admin })).json()) as {
            meta: { total: number }
          }
        ).meta.total,
      )
    await expect(figure('orders')).toHaveText(await ordersIn())
    await expect(
      main(page)
        .getByRole('table', { name: 'Utenti per ruolo' })
        .getByRole('row', { name: /Amministratori/ }),
    ).toContainText('1')
    await expect(
      main(page).locator('li', { has: page.locator('[data-status-link="start_production"]') }),
    ).toContainText(await ordersIn('&status=start_production'))

    // The collapsible menu.
    const toggle = main(page).getByRole('button', { name: 'Nascondi menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await toggle.click()
    await expect(main(page).getByRole('button', { name: 'Mostra menu' })).toHaveAttribute('aria-expanded', 'false')
    // Collapsed, the menu keeps its entries (initials shown, names for screen readers).
    await expect(menu.getByRole('link', { name: 'Coupon' })).toBeVisible()

    await main(page).getByRole('button', { name: 'Esci' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })
})

test.describe('English', () => {
  test('the account area speaks English under /en', async ({ page }) => {
    await signIn(page, 'cliente@soglia.test')
    await open(page, '/en/account/dashboard')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Giulia Conti!')
    const menu = accountMenu(page, 'Account menu')
    expect(await linkNames(menu)).toEqual(['Dashboard', 'Orders', 'Details', 'Shipping', 'Privacy'])
    await menu.getByRole('link', { name: 'Orders' }).click()
    await expect(page).toHaveURL(/\/en\/account\/orders$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders')
    await expect(main(page).getByText('You have not placed any orders yet.')).toBeVisible()
    await menu.getByRole('link', { name: 'Shipping' }).click()
    await expect(page).toHaveURL(/\/en\/account\/shipping$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shipping addresses')
  })
})
