import { describe, expect, it } from 'vitest'
import { settingsSchema } from '~/domains/settings/settings.schemas'
import { robotsTxt } from './robots'
import { shortName, webManifest } from './manifest'

describe('robots.txt', () => {
  const lines = robotsTxt('https://soglia.test/').split('\n')

  it('allows everything but the private areas, auth pages, API and server functions', () => {
    expect(lines[0]).toBe('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const path of ['/api', '/_serverFn', '/administration', '/account', '/checkout', '/login', '/verify-email']) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    for (const prefix of ['/it', '/en', '/es', '/fr', '/de', '/pt']) {
      for (const page of [
        'login',
        'register',
        'forgot-password',
        'reset-password',
        'verify-email',
        'account',
        'checkout',
      ]) {
        expect(lines).toContain(`Disallow: ${prefix}/${page}`)
      }
    }
    expect(lines).not.toContain('Disallow: /en/api')
  })

  it('names the sitemap with the public address', () => {
    expect(lines).toContain('Sitemap: https://soglia.test/sitemap.xml')
  })
})

describe('web manifest', () => {
  it('takes its name and colours from the settings', () => {
    const settings = settingsSchema.parse({
      site_name: 'Serramenti Rossi Verona',
      background: '#fafafa',
      vuetify_colors: { light: { primary: '#123456' } },
    })
    const manifest = webManifest(settings)
    expect(manifest).toMatchObject({
      name: 'Serramenti Rossi Verona',
      short_name: 'Serramenti',
      theme_color: '#123456',
      background_color: '#fafafa',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'it',
    })
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ])
  })

  it('shortens long names for launchers', () => {
    expect(shortName('Soglia')).toBe('Soglia')
    expect(shortName('Porteefinestreitalia Store')).toBe('Porteefinest')
  })
})
