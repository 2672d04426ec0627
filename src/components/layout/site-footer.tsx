import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import type { ShellSettings as Settings } from '~/domains/settings/settings.schemas'
import { imageUrl } from '~/lib/format/image'
import { m } from '~/paraglide/messages.js'
import { DarkModeSwitch } from './color-scheme'
import { SocialIcon } from './social-icon'

type FooterPage = { id: number; title: string; slug: string; show_in_footer: boolean }

const column = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: 0, m: 0 })
const link = css({ color: 'footer.fg', textDecoration: 'none', _hover: { textDecoration: 'underline' } })
const heading = css({ fontSize: 'md', fontWeight: 'bold', mb: '3' })
// Footer type (setting footer_type): four columns, or one centred column ("simple").
const grid = {
  default: css({ gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }),
  simple: css({
    gridTemplateColumns: '1fr',
    justifyItems: 'center',
    textAlign: 'center',
    '& ul': { alignItems: 'center', justifyContent: 'center' },
  }),
}

type Props = {
  settings: Settings
  pages: FooterPage[]
  imageHost: string
  /** The newsletter box, shown when the setting `footer_newsletter` is on. */
  newsletter?: ReactNode
  /** The link that reopens the cookie preferences. */
  cookieLink?: ReactNode
}

/** Spec §2 footer: page columns, store links, newsletter, social links, dark mode, copyright. */
export function SiteFooter({ settings, pages, imageHost, newsletter, cookieLink }: Props) {
  const footerPages = pages.filter((p) => p.show_in_footer)
  return (
    <footer
      data-footer-type={settings.footer_type}
      className={css({ bg: 'footer.bg', color: 'footer.fg', mt: '16', pt: '10', pb: '6', px: '4' })}
    >
      <div
        className={cx(
          css({ maxW: 'content', mx: 'auto', display: 'grid', gap: '8' }),
          settings.footer_type === 'simple' ? grid.simple : grid.default,
        )}
      >
        <div>
          <img
            src={imageUrl(settings.logo_footer, imageHost, '/images/brand/logo-light.svg')}
            alt={settings.site_name}
            width={150}
            height={40}
            loading="lazy"
          />
          {settings.footer_text_extra && (
            <p className={css({ mt: '3', fontSize: 'sm', color: 'footer.muted' })}>{settings.footer_text_extra}</p>
          )}
          {settings.footer_social.length > 0 && (
            <ul className={css({ display: 'flex', gap: '3', listStyle: 'none', p: 0, mt: '4' })}>
              {settings.footer_social.map((s) => (
                <li key={s.url}>
                  <a
                    href={s.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={s.icon}
                    className={css({ color: 'footer.icon', display: 'inline-flex', p: '1' })}
                  >
                    <SocialIcon name={s.icon} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {footerPages.length > 0 && (
          <nav aria-labelledby="footer-pages">
            <h2 id="footer-pages" className={heading}>
              {m.footer_pages()}
            </h2>
            <ul className={column}>
              {footerPages.map((p) => (
                <li key={p.id}>
                  <Link to="/$slug" params={{ slug: p.slug }} className={link}>
                    {p.title}
                  </Link>
                </li>
              ))}
              {cookieLink && <li>{cookieLink}</li>}
            </ul>
          </nav>
        )}
        <nav aria-labelledby="footer-store">
          <h2 id="footer-store" className={heading}>
            {m.footer_store()}
          </h2>
          <ul className={column}>
            {settings.enable_shop_page && (
              <>
                <li>
                  <Link to="/negozio" className={link}>
                    {m.nav_shop()}
                  </Link>
                </li>
                <li>
                  <Link to="/collezioni" className={link}>
                    {m.nav_collections()}
                  </Link>
                </li>
              </>
            )}
            {settings.enable_promo_page && (
              <li>
                <Link to="/promozioni" className={link}>
                  {m.nav_promotions()}
                </Link>
              </li>
            )}
            {settings.enable_blog_page && (
              <li>
                <Link to="/blog-novita" className={link}>
                  {m.nav_blog()}
                </Link>
              </li>
            )}
            <li>
              <Link to="/domande-frequenti" className={link}>
                {m.nav_faq()}
              </Link>
            </li>
          </ul>
        </nav>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {settings.footer_newsletter && newsletter}
          {settings.show_dark_mode && <DarkModeSwitch />}
        </div>
      </div>
      <p
        className={css({
          maxW: 'content',
          mx: 'auto',
          mt: '8',
          fontSize: 'sm',
          color: 'footer.muted',
          borderTop: '1px solid',
          borderColor: 'footer.fg/30',
          pt: '4',
          textAlign: settings.footer_type === 'simple' ? 'center' : undefined,
        })}
      >
        {`${settings.footer_copyright || `© ${settings.site_name}`} — ${m.footer_rights()}`}
      </p>
    </footer>
  )
}
