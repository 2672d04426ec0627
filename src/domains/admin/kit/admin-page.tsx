import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { introStyle, pageTitleStyle } from './styles'

/** A path below /administration as a router target (resources are declared with strings). */
export const adminTo = (path: string) => `/administration${path ? `/${path}` : ''}` as '/administration'

/** The head of every admin screen: a way back, the title, an intro and the screen's actions. */
export function AdminPage(props: {
  title: string
  intro?: string
  back?: { to: string; label: string }
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', minW: 0 })}>
      <header
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '3',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
        })}
      >
        <div className={css({ minW: 0 })}>
          {props.back && (
            <Link
              to={adminTo(props.back.to)}
              className={css({ fontSize: 'sm', color: 'link', display: 'inline-block', mb: '1' })}
            >
              ← {props.back.label}
            </Link>
          )}
          <h1 className={pageTitleStyle}>{props.title}</h1>
          {props.intro && <p className={introStyle}>{props.intro}</p>}
        </div>
        {props.actions && <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>{props.actions}</div>}
      </header>
      {props.children}
    </div>
  )
}

/** What a screen shows when its record is not there (a deleted row, a made-up id). */
export function NotThere() {
  return <p role="status">{m.adm_not_found()}</p>
}
