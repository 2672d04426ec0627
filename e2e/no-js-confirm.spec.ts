import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { linkIn, waitForMail } from './mail-sink'

// Issue 14: the pages behind e-mailed links (newsletter confirmation, e-mail verification, the
// undo of an e-mail change, a retailer's invitation) confirm with a real <form method="post">:
// here with JavaScript turned off, the browser posts the form itself and gets the outcome.
test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'accept-language': 'it' } })

const unique = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@soglia.test`
const main = (page: import('@playwright/test').Page) => page.getByRole('main')

async function apiToken(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } })
  expect(res.status(), `sign-in of ${email}`).toBe(200)
  return ((await res.json()) as { access_token: string }).access_token
}

/** A verified account of its own, made through the public API and the e-mailed link. */
async function newAccount(request: APIRequestContext, email: string, password: string) {
  expect(
    (
      await request.post('/api/auth/register', {
        data: { name: 'Nadia Senza Script', email, password, terms: true, locale: 'it' },
      })
    ).status(),
  ).toBe(202)
  const token = linkIn(await waitForMail(email, { match: (m) => m.text.includes('/verify-email/') }), '/verify-email/')
    .pathname.split('/')
    .pop()
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200)
}

test('newsletter confirmation posts without JavaScript', async ({ page }) => {
  const email = unique('news')
  expect(
    (await page.request.post('/api/newsletter/subscribe', { data: { email, terms: true, locale: 'it' } })).status(),
  ).toBe(200)
  const link = linkIn(
    await waitForMail(email, { match: (m) => m.text.includes('/newsletter/confirm/') }),
    '/newsletter/confirm/',
  )
  await page.goto(link.pathname)
  await main(page).getByRole('button', { name: "Conferma l'iscrizione" }).click()
  await expect(page).toHaveURL(/\?result=done$/)
  await expect(main(page).getByRole('status')).toBeVisible()
  // Used up: the same link, posted again, says so.
  await page.goto(link.pathname)
  await main(page).getByRole('button', { name: "Conferma l'iscrizione" }).click()
  await expect(page).toHaveURL(/\?result=invalid$/)
  await expect(main(page).getByRole('alert')).toBeVisible()
})

let adminToken: string | undefined

/** A confirmed newsletter subscriber of its own, and the unsubscribe link of its e-mail. */
async function subscriber(request: APIRequestContext, tag: string) {
  const email = unique(tag)
  expect(
    (await request.post('/api/newsletter/subscribe', { data: { email, terms: true, locale: 'it' } })).status(),
  ).toBe(200)
  const mail = await waitForMail(email, { match: (m) => m.text.includes('/newsletter/confirm/') })
  expect(
    (
      await request.post('/api/newsletter/confirm', {
        data: { token: linkIn(mail, '/newsletter/confirm/').pathname.split('/').pop() },
      })
    ).status(),
  ).toBe(200)
  return { email, unsubscribe: linkIn(mail, '/newsletter/unsubscribe/').pathname }
}

/** The subscriber's status in the back office's list. */
async function statusOf(request: APIRequestContext, email: string) {
  const admin = (adminToken ??= await apiToken(request, 'admin@soglia.test', 'soglia-demo'))
  const res = await request.get(`/api/admin/newsletter/subscribers?q=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${admin}` },
  })
  return ((await res.json()) as { data: { email: string; status: string }[] }).data.find((s) => s.email === email)
    ?.status
}

test('the unsubscribe link works without JavaScript', async ({ page }) => {
  const { email, unsubscribe } = await subscriber(page.request, 'leave')
  await page.goto(unsubscribe)
  expect(await statusOf(page.request, email)).toBe('confirmed') // opening the link changes nothing
  await main(page).getByRole('button', { name: "Annulla l'iscrizione" }).click()
  await expect(page).toHaveURL(/\?result=done$/)
  await expect(main(page).getByRole('status')).toHaveText('Fatto: non riceverai più la newsletter.')
  expect(await statusOf(page.request, email)).toBe('unsubscribed')
})

// RFC 8058: the e-mail's List-Unsubscribe-Post header lets a mail client unsubscribe with one
// click, by posting `List-Unsubscribe=One-Click` to the link itself: no page, no cookie, no Origin.
test('a mail client unsubscribes in one click, multipart or urlencoded', async ({ request }) => {
  for (const [tag, body] of [
    ['oneclick-multipart', { multipart: { 'List-Unsubscribe': 'One-Click' } }],
    ['oneclick-form', { form: { 'List-Unsubscribe': 'One-Click' } }],
  ] as const) {
    const { email, unsubscribe } = await subscriber(request, tag)
    const res = await request.post(unsubscribe, { ...body, maxRedirects: 0 })
    expect(res.status(), tag).toBe(303)
    expect(res.headers().location).toBe(`${unsubscribe}?result=done`)
    expect(await statusOf(request, email), tag).toBe('unsubscribed')
  }
})

test('e-mail verification posts without JavaScript', async ({ page }) => {
  const email = unique('verify')
  expect(
    (
      await page.request.post('/api/auth/register', {
        data: { name: 'Vera Senza Script', email, password: 'porta-blindata', terms: true, locale: 'it' },
      })
    ).status(),
  ).toBe(202)
  const link = linkIn(await waitForMail(email, { match: (m) => m.text.includes('/verify-email/') }), '/verify-email/')
  await page.goto(link.pathname)
  await main(page).getByRole('button', { name: "Conferma l'indirizzo e-mail" }).click()
  await expect(main(page).getByRole('status')).toHaveText(
    'Grazie! Il tuo indirizzo e-mail è confermato: ora puoi accedere.',
  )
  await apiToken(page.request, email, 'porta-blindata')
})

test('the undo link of an e-mail change restores the old address without JavaScript', async ({ page }) => {
  const email = unique('restore-old')
  const changed = unique('restore-new')
  await newAccount(page.request, email, 'porta-blindata')
  const session = await apiToken(page.request, email, 'porta-blindata')
  const patch = await page.request.patch('/api/account', {
    headers: { authorization: `Bearer ${session}` },
    data: { email: changed, current_password: 'porta-blindata' },
  })
  expect(patch.status()).toBe(200)
  const confirm = linkIn(
    await waitForMail(changed, { match: (m) => m.text.includes('/verify-email/') }),
    '/verify-email/',
  )
  expect(
    (
      await page.request.post('/api/auth/verify-email', { data: { token: confirm.pathname.split('/').pop() } })
    ).status(),
  ).toBe(200)

  const notice = await waitForMail(email, { match: (m) => m.text.includes('/restore-email/') })
  expect(notice.subject).toBe("L'indirizzo e-mail del tuo account è cambiato")
  expect(notice.text).toContain(changed)
  await page.goto(linkIn(notice, '/restore-email/').pathname)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Annulla il cambio di indirizzo e-mail')
  await main(page).getByRole('button', { name: 'Rimetti il mio indirizzo' }).click()
  await expect(main(page).getByRole('status')).toContainText("il tuo account usa di nuovo l'indirizzo precedente")
  await expect(main(page).getByRole('link', { name: 'Scegli una nuova password' })).toBeVisible()
  // The session of the change is over; the old address signs in again.
  expect((await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${session}` } })).status()).toBe(
    401,
  )
  await apiToken(page.request, email, 'porta-blindata')
})

test('an invited user sets its password without JavaScript; a mismatch is said first', async ({ page }) => {
  const email = unique('invite')
  const retailer = await apiToken(page.request, 'rivenditore@soglia.test', 'soglia-demo')
  const created = await page.request.post('/api/account/users', {
    headers: { authorization: `Bearer ${retailer}` },
    data: { name: 'Ivo Invitato', email },
  })
  expect(created.status()).toBe(201)
  const link = linkIn(
    await waitForMail(email, { match: (m) => m.text.includes('/accept-invitation/') }),
    '/accept-invitation/',
  )
  await page.goto(link.pathname)
  await main(page).getByLabel('La tua password').fill('porta-scorrevole')
  await main(page).getByLabel('Ripeti la nuova password').fill('porta-diversa')
  await main(page).getByRole('button', { name: "Attiva l'accesso" }).click()
  await expect(page).toHaveURL(/\?result=mismatch$/)
  await expect(main(page).getByRole('alert')).toHaveText('Le password non coincidono')
  await main(page).getByLabel('La tua password').fill('porta-scorrevole')
  await main(page).getByLabel('Ripeti la nuova password').fill('porta-scorrevole')
  await main(page).getByRole('button', { name: "Attiva l'accesso" }).click()
  await expect(main(page).getByRole('status')).toContainText('Il tuo accesso è attivo')
  await apiToken(page.request, email, 'porta-scorrevole')
})

test('the e-mailed sign-in link signs in without JavaScript', async ({ page }) => {
  const email = unique('link')
  await newAccount(page.request, email, 'senza-script-2026')
  expect((await page.request.post('/api/auth/sign-in-link', { data: { email } })).status()).toBe(202)
  const link = linkIn(await waitForMail(email, { match: (m) => m.text.includes('/login-link/') }), '/login-link/')
  await page.goto(link.pathname)
  await main(page).getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\?result=done$/)
  await expect(main(page).getByRole('status')).toHaveText('Sei dentro: accesso eseguito.')
  // The session is in the cookie: the account opens (a visitor would be sent to /login).
  await page.goto('/account')
  await expect(page).toHaveURL(/\/account\/dashboard$/)
})
