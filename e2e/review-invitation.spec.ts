import type { APIRequestContext } from '@playwright/test'
import { axe } from './admin-helpers'
import { expect, hydrated, test } from './fixtures'
import { linkIn, waitForMail } from './mail-sink'
import { bearer, placeOrder } from './orders-api'
import { expectReachable } from './reachable'

// Issue 42 point 7: after a delivery the customer is invited to review what they received
// (here on the day: the shop's delay set to 0), and the e-mail's "no more" link stops the next
// invitations in one click, without signing in — on the page at both widths, and as a mail
// client's one-click post (RFC 8058).
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

const PASSWORD = 'invito-2026'

async function deliveredOrderOfNewCustomer(request: APIRequestContext, tag: string) {
  const email = `e2e-invite-${tag}-${Date.now()}@soglia.test`
  expect(
    (
      await request.post('/api/auth/register', {
        data: { name: 'Irene Invito', email, password: PASSWORD, terms: true, locale: 'it' },
      })
    ).status(),
  ).toBe(202)
  const token = linkIn(await waitForMail(email, { match: (m) => m.text.includes('/verify-email/') }), '/verify-email/')
    .pathname.split('/')
    .pop()
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200)
  const order = await placeOrder(request, email, PASSWORD)
  const admin = await bearer(request, 'admin@soglia.test')
  for (const data of [
    { event: 'order.pay' },
    { event: 'order.confirm' },
    { event: 'order.ship', carrier: 'BRT', tracking: 'BRT777000111' },
    { event: 'order.deliver' },
  ])
    expect((await request.post(`/api/admin/orders/${order.id}/events`, { headers: admin, data })).status()).toBe(200)
  const mail = await waitForMail(email, {
    match: (m) => m.subject.includes(order.number) && m.subject.includes('recensione'),
  })
  return { email, order, mail }
}

test.describe('review invitations', () => {
  test.beforeEach(async ({ request }) => {
    const admin = await bearer(request, 'admin@soglia.test')
    expect(
      (await request.patch('/api/admin/settings', { headers: admin, data: { review_invitation_days: 0 } })).status(),
    ).toBe(200)
  })
  test.afterEach(async ({ request }) => {
    const admin = await bearer(request, 'admin@soglia.test')
    expect(
      (await request.patch('/api/admin/settings', { headers: admin, data: { review_invitation_days: 7 } })).status(),
    ).toBe(200)
  })

  test('the invitation links the product, and its "no more" page stops the next ones', async ({ page }) => {
    test.setTimeout(90_000)
    const { email, mail } = await deliveredOrderOfNewCustomer(page.request, 'page')
    expect(mail.text).toContain('#recensioni')
    const product = new URL(/https?:\/\/\S+#recensioni/.exec(mail.text)![0])
    const stop = linkIn(mail, '/reviews/stop/')

    // The product link opens the page at its reviews.
    await page.goto(`${product.pathname}${product.hash}`)
    await expect(page.locator('#recensioni')).toBeVisible()

    await page.goto(stop.pathname)
    await hydrated(page)
    const button = page.getByRole('main').getByRole('button', { name: 'Non inviarmene più' })
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      await expectReachable(button)
      expect(await axe(page), `stop page at ${width}`).toEqual([])
    }
    await button.click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Fatto: non riceverai più inviti a recensire.')

    // The next delivery to the same customer brings no invitation (its shipping e-mail does come).
    const next = await placeOrder(page.request, email, PASSWORD)
    const admin = await bearer(page.request, 'admin@soglia.test')
    for (const data of [
      { event: 'order.pay' },
      { event: 'order.confirm' },
      { event: 'order.ship', carrier: 'BRT', tracking: 'BRT777000222' },
      { event: 'order.deliver' },
    ])
      expect((await page.request.post(`/api/admin/orders/${next.id}/events`, { headers: admin, data })).status()).toBe(
        200,
      )
    await waitForMail(email, { match: (m) => m.subject.includes(next.number) && m.subject.includes('consegnato') })
    await expect(
      waitForMail(email, {
        match: (m) => m.subject.includes(next.number) && m.subject.includes('recensione'),
        timeoutMs: 3_000,
      }),
    ).rejects.toThrow()
  })

  test('a mail client stops them in one click (List-Unsubscribe-Post)', async ({ request }) => {
    const { mail } = await deliveredOrderOfNewCustomer(request, 'oneclick')
    const stop = linkIn(mail, '/reviews/stop/').pathname
    const res = await request.post(stop, { multipart: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 })
    expect(res.status()).toBe(303)
    expect(res.headers().location).toBe(`${stop}?result=done`)
  })
})
