import { expect, type APIRequestContext } from '@playwright/test'

/**
 * Empties a demo user's cart on the server (decision 028). The cart now follows the user
 * across browsers, so a test that counts lines starts from an empty cart of its own rather
 * than from what an earlier test left.
 */
export async function emptyServerCart(request: APIRequestContext, email: string, password = 'soglia-demo') {
  const login = await request.post('/api/auth/login', { data: { email, password } })
  expect(login.status(), `sign-in as ${email}`).toBe(200)
  const { access_token: token } = (await login.json()) as { access_token: string }
  const put = await request.put('/api/cart', { data: { items: [] }, headers: { authorization: `Bearer ${token}` } })
  expect(put.status()).toBe(200)
  await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } })
}
