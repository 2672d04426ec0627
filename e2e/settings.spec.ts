import { expect, test } from './fixtures'

// An administrator changes a colour and a feature flag (through the API, as the back office
// will): the shop shows the change on the very next request, with no rebuild.
test.use({ extraHTTPHeaders: { 'accept-language': 'it' } })

test('a colour and a flag changed in the settings change the shop on the next request', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { data: { email: 'admin@soglia.test', password: 'soglia-demo' } })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const patch = (data: object) =>
    request.patch('/api/admin/settings', { data, headers: { authorization: `Bearer ${token}` } })

  await page.goto('/blog-novita')
  await expect(page).toHaveURL(/\/blog-novita$/)
  try {
    expect((await patch({ vuetify_colors: { light: { primary: '#8a2be2' } }, enable_blog_page: false })).status()).toBe(
      200,
    )
    await page.goto('/')
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--soglia-primary').trim(),
    )
    expect(primary.toLowerCase()).toBe('#8a2be2')
    // The blog left the menus and its pages now lead home (spec §6).
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Blog e novità' })).toHaveCount(0)
    await page.goto('/blog-novita')
    await expect(page).toHaveURL(/\/$/)
  } finally {
    await patch({ vuetify_colors: { light: { primary: '#387e84' } }, enable_blog_page: true })
  }
})
