import type { Page } from '@playwright/test'
import { expect } from './fixtures'

export const PASSWORD = 'soglia-demo'
// The session cookie the /login form's server function stores (src/domains/auth/auth.constants.ts).
const SESSION_COOKIE = 'soglia_session'

/**
 * Signs the browser in without the form (issue 40): the API's login answers the same token the
 * form's server function keeps as the session cookie, so a spec about something else spends one
 * request instead of loading /login, hydrating it and typing (2–3 s, 70 times a run). The form
 * itself is tested where it is the subject: auth.spec.ts, account.spec.ts (signs out with the
 * button), server-cart.spec.ts and login-dialog.spec.ts (sign-in from the product page).
 * Each call is a new session, as the form would make, so a spec that signs out ends only its own.
 * The page is left where it was: every caller opens the screen it tests next.
 */
export async function signIn(page: Page, email = 'admin@soglia.test', password = PASSWORD) {
  const res = await page.request.post('/api/auth/login', { data: { email, password } })
  expect(res.status(), `sign-in of ${email}: ${await res.text()}`).toBe(200)
  const { access_token: token } = (await res.json()) as { access_token: string }
  await page.context().addCookies([
    {
      name: SESSION_COOKIE,
      value: token,
      domain: new URL(res.url()).hostname,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ])
}
