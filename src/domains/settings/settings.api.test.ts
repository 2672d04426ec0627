import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { createTestApi } from '~/test/api'

let database: TestDatabase
let api: ReturnType<typeof createTestApi>
let admin: string

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db)
  const res = await api.call('/auth/login', {
    method: 'POST',
    json: { email: 'admin@soglia.test', password: 'soglia-demo' },
  })
  admin = ((await res.json()) as { access_token: string }).access_token
})
afterAll(() => database?.close())

describe('PATCH /admin/settings', () => {
  it('changes a colour and a flag for the next request, keeping the other colours', async () => {
    const res = await api.call('/admin/settings', {
      method: 'PATCH',
      token: admin,
      json: { vuetify_colors: { light: { primary: '#8a2be2' } }, enable_blog_page: false },
    })
    expect(res.status).toBe(200)
    const { data } = (await (await api.call('/settings')).json()) as {
      data: { vuetify_colors: { light: Record<string, string> }; enable_blog_page: boolean }
    }
    expect(data.vuetify_colors.light.primary).toBe('#8a2be2')
    expect(data.vuetify_colors.light.secondary).toBe('#FFC107')
    expect(data.enable_blog_page).toBe(false)
  })

  it('refuses bad values and unknown keys with field errors, changing nothing', async () => {
    const before = await (await api.call('/settings')).text()
    const res = await api.call('/admin/settings?locale=en', {
      method: 'PATCH',
      token: admin,
      json: { background: 'rosso', cart_iva: 21, surprise: 1 },
    })
    expect(res.status).toBe(422)
    const body = (await res.json()) as { error: { fields: Record<string, string[]> } }
    expect(Object.keys(body.error.fields).sort()).toEqual(['_', 'background', 'cart_iva'].sort())
    expect(await (await api.call('/settings')).text()).toBe(before)
  })

  it('takes only web links for the footer: a javascript: one is refused, one already stored is not shown (issue 41)', async () => {
    const res = await api.call('/admin/settings', {
      method: 'PATCH',
      token: admin,
      json: { footer_social: [{ icon: 'instagram', url: 'javascript:alert(1)' }] },
    })
    expect(res.status).toBe(422)
    expect(Object.keys(((await res.json()) as { error: { fields: Record<string, string[]> } }).error.fields)).toEqual([
      'footer_social.0.url',
    ])
    await database.db.execute(
      sql`insert into settings (key, value) values ('footer_social', ${JSON.stringify([
        { icon: 'x', url: 'javascript:alert(1)' },
        { icon: 'facebook', url: 'https://facebook.com/soglia' },
      ])}::jsonb) on conflict (key) do update set value = excluded.value`,
    )
    const { data } = (await (await api.call('/settings')).json()) as { data: { footer_social: Array<{ url: string }> } }
    expect(data.footer_social).toEqual([{ icon: 'facebook', url: 'https://facebook.com/soglia' }])
  })

  it('is for administrators only', async () => {
    expect((await api.call('/admin/settings', { method: 'PATCH', json: { site_name: 'X' } })).status).toBe(401)
    const res = await api.call('/auth/login', {
      method: 'POST',
      json: { email: 'cliente@soglia.test', password: 'soglia-demo' },
    })
    const user = ((await res.json()) as { access_token: string }).access_token
    expect((await api.call('/admin/settings', { method: 'PATCH', token: user, json: { site_name: 'X' } })).status).toBe(
      403,
    )
  })
})

describe('secret settings', () => {
  it('are never sent, not even to an administrator', async () => {
    // The consent salt is created on first use (a consent record); make sure it exists.
    const consent = await api.call('/consents', {
      method: 'POST',
      json: { consent_id: crypto.randomUUID(), analytics: true, marketing: false },
    })
    expect(consent.status).toBeLessThan(300)
    const rows = (await database.db.execute(
      sql`select key, value from settings where key like 'secret.%'`,
    )) as unknown as { rows: Array<{ key: string; value: string }> }
    expect(rows.rows.length).toBeGreaterThan(0)
    const adminRead = await api.call('/admin/settings', { token: admin })
    expect(adminRead.status).toBe(200)
    for (const body of [await adminRead.text(), await (await api.call('/settings')).text()]) {
      for (const secret of rows.rows) {
        expect(body).not.toContain(secret.key)
        expect(body).not.toContain(String(secret.value))
      }
    }
    // Nor can an administrator read or overwrite one through the settings API.
    const write = await api.call('/admin/settings', {
      method: 'PATCH',
      token: admin,
      json: { 'secret.consent_ip_salt': 'x' },
    })
    expect(write.status).toBe(422)
  })
})

describe('GET /admin/settings and the new setting rules', () => {
  it('reads fresh for administrators only', async () => {
    expect((await api.call('/admin/settings')).status).toBe(401)
    const res = await api.call('/admin/settings', { token: admin })
    const { data } = (await res.json()) as { data: { site_name: string; shop_legal: Record<string, string> } }
    expect(data.site_name).toBe('Soglia')
    expect(Object.keys(data.shop_legal)).toEqual(
      expect.arrayContaining(['company', 'vat_number', 'pec', 'rea_number', 'regime_fiscale']),
    )
  })

  it('accepts a bundled font, layouts, per-locale meta tags and an image path; refuses the rest', async () => {
    const ok = await api.call('/admin/settings', {
      method: 'PATCH',
      token: admin,
      json: {
        google_font: 'Lora',
        header_type: 'centered',
        footer_type: 'simple',
        background_image: '/images/brand/logo.svg',
        meta_tags_translations: { es: { description: 'Puertas', keywords: 'puertas' } },
      },
    })
    expect(ok.status).toBe(200)
    const shell = await (await api.call('/settings')).json()
    expect(shell.data).toMatchObject({
      google_font: 'Lora',
      header_type: 'centered',
      footer_type: 'simple',
      meta_tags_translations: { es: { description: 'Puertas' } },
    })
    const bad = await api.call('/admin/settings', {
      method: 'PATCH',
      token: admin,
      json: {
        google_font: 'Comic Sans',
        header_type: 'sideways',
        background_image: 'x") ; background:url(evil',
        logo_header: '//evil.example/a.png',
        site_url: 'javascript:alert(1)',
        meta_tags_translations: { it: { description: '', keywords: '' } },
      },
    })
    expect(bad.status).toBe(422)
    const fields = Object.keys(((await bad.json()) as { error: { fields: Record<string, string[]> } }).error.fields)
    expect(fields).toEqual(
      expect.arrayContaining(['google_font', 'header_type', 'background_image', 'logo_header', 'site_url']),
    )
  })
})
