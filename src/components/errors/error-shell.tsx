import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { localizedHref } from '~/lib/i18n/url-rewrite'

/** A plain page with a title, a text and a go-home button; links with <a> so it works even
 * when the router itself failed. */
export function ErrorShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css({ maxW: '640px', mx: 'auto', py: '16', px: '4', textAlign: 'center' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '4' })}>{title}</h1>
      <p className={css({ mb: '8', color: 'fg.muted' })}>{children}</p>
      <a
        href={localizedHref('/')}
        className={css({
          display: 'inline-block',
          bg: 'primary',
          color: 'primary.fg',
          px: '6',
          py: '3',
          borderRadius: 'md',
          fontWeight: 'bold',
          textDecoration: 'none',
        })}
      >
        {m.error_go_home()}
      </a>
    </section>
  )
}
