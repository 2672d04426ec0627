import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { AccountNav } from '~/domains/auth/components/account-nav'
import type { Settings } from '~/domains/settings/settings.schemas'
import { imageUrl } from '~/lib/format/image'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { LanguageSwitch } from './language-switch'

type MenuPage = { id: number; title: string; slug: string; show_in_menu: boolean }

const link = css({ color: 'header.fg', textDecoration: 'none', fontWeight: 'medium', _hover: { textDecoration: 'underline' } })

export function SiteHeader(props: { settings: Settings; pages: MenuPage[]; locale: Locale; imageHost: string }) {
  const { settings, pages, locale } = props
  return (
    <header
      className={css({ position: 'fixed', top: 0, insetX: 0, height: 'header', zIndex: 10, bg: 'header.bg', borderBottom: '1px solid', borderColor: 'border' })}
    >
      <div className={css({ maxW: 'content', mx: 'auto', h: 'full', px: '4', display: 'flex', alignItems: 'center', gap: '6' })}>
        <Link to="/" className={css({ display: 'flex', alignItems: 'center', flexShrink: 0 })}>
          <img
            src={imageUrl(settings.logo_header, props.imageHost, '/images/brand/logo.svg')}
            alt={settings.site_name}
            width={150}
            height={40}
            className={css({ maxH: '40px', w: 'auto' })}
          />
        </Link>
        <nav aria-label={m.nav_main_label()} className={css({ flex: 1, overflowX: 'auto' })}>
          <ul className={css({ display: 'flex', gap: '5', listStyle: 'none', m: 0, p: 0, whiteSpace: 'nowrap' })}>
            {settings.enable_shop_page && (
              <li>
                <Link to="/negozio" className={link}>{m.nav_shop()}</Link>
              </li>
            )}
            {pages
              .filter((p) => p.show_in_menu)
              .map((p) => (
                <li key={p.id}>
                  <Link to="/$slug" params={{ slug: p.slug }} className={link}>{p.title}</Link>
                </li>
              ))}
          </ul>
        </nav>
        <AccountNav />
        {settings.multilanguage && <LanguageSwitch locale={locale} />}
      </div>
    </header>
  )
}
