import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { Settings } from '~/domains/settings/settings.schemas'
import { imageUrl } from '~/lib/format/image'
import { m } from '~/paraglide/messages.js'

type FooterPage = { id: number; title: string; slug: string; show_in_footer: boolean }

const column = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: 0, m: 0 })
const link = css({ color: 'footer.fg', textDecoration: 'none', _hover: { textDecoration: 'underline' } })
const heading = css({ fontSize: 'md', fontWeight: 'bold', mb: '3' })

export function SiteFooter({ settings, pages, imageHost }: { settings: Settings; pages: FooterPage[]; imageHost: string }) {
  return (
    <footer className={css({ bg: 'footer.bg', color: 'footer.fg', mt: '16', py: '10', px: '4' })}>
      <div className={css({ maxW: 'content', mx: 'auto', display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } })}>
        <div>
          <img src={imageUrl(settings.logo_footer, imageHost, '/images/brand/logo-light.svg')} alt={settings.site_name} width={150} height={40} />
          {settings.footer_text_extra && <p className={css({ mt: '3', fontSize: 'sm' })}>{settings.footer_text_extra}</p>}
        </div>
        <div>
          <h2 className={heading}>{m.footer_pages()}</h2>
          <ul className={column}>
            {pages
              .filter((p) => p.show_in_footer)
              .map((p) => (
                <li key={p.id}>
                  <Link to="/$slug" params={{ slug: p.slug }} className={link}>{p.title}</Link>
                </li>
              ))}
          </ul>
        </div>
        {settings.enable_shop_page && (
          <div>
            <h2 className={heading}>{m.footer_store()}</h2>
            <ul className={column}>
              <li>
                <Link to="/negozio" className={link}>{m.nav_shop()}</Link>
              </li>
            </ul>
          </div>
        )}
      </div>
      <p className={css({ maxW: 'content', mx: 'auto', mt: '8', fontSize: 'sm', borderTop: '1px solid', borderColor: 'footer.fg/30', pt: '4' })}>
        {settings.footer_copyright || `© ${settings.site_name}`} — {m.footer_rights()}
      </p>
    </footer>
  )
}
