import { useLocation } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { localizePath, switchLocales, type Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'

const names: Record<Locale, () => string> = {
  it: m.language_it,
  en: m.language_en,
  es: m.language_es,
  fr: m.language_fr,
  de: m.language_de,
  pt: m.language_pt,
}

// On the shop's header, the theme's header colours; on the back office's bar, the page's own.
const linkStyles = {
  header: {
    current: css({ fontWeight: 'bold', color: 'header.fg', textDecoration: 'underline' }),
    other: css({ fontWeight: 'normal', color: 'header.muted', textDecoration: 'none' }),
  },
  page: {
    current: css({ fontWeight: 'bold', color: 'fg.default', textDecoration: 'underline' }),
    other: css({ fontWeight: 'normal', color: 'fg.muted', textDecoration: 'none' }),
  },
}

/**
 * Italian and English are offered (spec §1); on a page in another language that language is
 * shown too, as the current one (issue 16). Plain links: the server remembers the choice.
 */
export function LanguageSwitch({
  locale,
  paths,
  surface = 'header',
}: {
  locale: Locale
  paths?: Partial<Record<Locale, string>>
  surface?: 'header' | 'page'
}) {
  const { pathname } = useLocation()
  return (
    <nav aria-label={m.language_label()} className={css({ display: 'flex', gap: '2' })}>
      {(switchLocales.includes(locale) ? switchLocales : [...switchLocales, locale]).map((l) => {
        // /it/… is explicit so the server records the choice, then drops the prefix.
        const target = paths?.[l] ?? localizePath(pathname, l)
        const href = l === 'it' ? `/it${target === '/' ? '' : target}` : target
        return (
          <a
            key={l}
            href={href}
            hrefLang={l}
            lang={l}
            aria-current={l === locale ? 'true' : undefined}
            className={l === locale ? linkStyles[surface].current : linkStyles[surface].other}
          >
            {names[l]()}
          </a>
        )
      })}
    </nav>
  )
}
