import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { createTestApi } from '~/test/api'

let database: TestDatabase
let api: ReturnType<typeof createTestApi>
let admin: string

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db)
  const res = await api.call('/auth/login', { method: 'POST', json: { email: 'admin@soglia.test', password: 'soglia-demo' } })
  admin = ((await res.json()) as { access_token: string }).access_token
})
afterAll(() => database?.close())

describe('PATCH /admin/settings', () => {
  it('changes a colour and a flag for the next request, keeping the other colours', async () => {
    const res = await api.call('/admin/settings', { method: 'PATCH', token: admin, json: { vuetify_colors: { light: { primary: '#8a2be2' } }, enable_blog_page: false } })
    expect(res.status).toBe(200)
    const { data } = (await (await api.call('/settings')).json()) as { data: { vuetify_colors: { light: Record<string, string> }; enable_blog_page: boolean } }
    expect(data.vuetify_colors.light.primary).toBe('#8a2be2')
    expect(data.vuetify_colors.light.secondary).toBe('#FFC107')
    expect(data.enable_blog_page).toBe(false)
  })

  it('refuses bad values and unknown keys with field errors, changing nothing', async () => {
    const before = await (await api.call('/settings')).text()
    const res = await api.call('/admin/settings?locale=en', { method: 'PATCH', token: admin, json: { background: 'rosso', cart_iva: 21, surprise: 1 } })
    expect(res.status).toBe(422)
    const body = (await res.json()) as { error: { fields: Record<string, string[]> } }
    expect(Object.keys(body.error.fields).sort()).toEqual(['_', 'background', 'cart_iva'].sort())
    expect(await (await api.call('/settings')).text()).toBe(before)
  })

  it('is for administrators only', async () => {
    expect((await api.call('/admin/settings', { method: 'PATCH', json: { site_name: 'X' } })).status).toBe(401)
    const res = await api.call('/auth/login', { method: 'POST', json: { email: 'cliente@soglia.test', password: 'soglia-demo' } })
    const user = ((await res.json()) as { access_token: string }).access_token
    expect((await api.call('/admin/settings', { method: 'PATCH', token: user, json: { site_name: 'X' } })).status).toBe(403)
  })
})
