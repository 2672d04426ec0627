import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/** The account screens' layout (spec §2: "centred, with a card holding the form"). */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <div className={css({ display: 'flex', justifyContent: 'center', py: { base: '6', md: '12' } })}>
      <section
        aria-labelledby="auth-card-title"
        className={css({
          w: 'full',
          maxW: '440px',
          bg: 'bg.canvas',
          border: '1px solid',
          borderColor: 'border',
          borderRadius: 'lg',
          boxShadow: 'md',
          p: { base: '5', md: '8' },
          display: 'flex',
          flexDirection: 'column',
          gap: '5',
        })}
      >
        <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <h1 id="auth-card-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
            {title}
          </h1>
          {intro && <p className={css({ color: 'fg.muted' })}>{intro}</p>}
        </header>
        {children}
        {footer && (
          <footer
            className={css({
              borderTop: '1px solid',
              borderColor: 'border',
              pt: '4',
              display: 'flex',
              flexDirection: 'column',
              gap: '2',
              fontSize: 'sm',
            })}
          >
            {footer}
          </footer>
        )}
      </section>
    </div>
  )
}

export const authLink = css({
  color: 'link',
  fontWeight: 'medium',
  textDecoration: 'underline',
  _hover: { textDecoration: 'none' },
})
export const formStack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
