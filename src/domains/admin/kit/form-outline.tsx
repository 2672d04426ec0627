import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { fieldsetStyle, legendStyle } from './controls'
import { linkStyle } from './styles'

export type OutlineEntry = { id: string; title: string }

/**
 * A long form's table of contents (issue 43): links to its sections, kept in view at the top
 * while scrolling, so the reader jumps to "Prezzi" instead of scrolling 5,000 px. The router
 * makes the jump (`hash` + `hashScrollIntoView`): a plain `#id` link's fragment navigation is a
 * popstate the router answers with its scroll restoration, which now and then undid the jump
 * (and the strip's own sideways scroll) a moment later. Before hydration it is a plain link.
 */
export function FormOutline({ sections }: { sections: OutlineEntry[] }) {
  return (
    <nav aria-label={m.adm_form_outline()} data-form-outline className={outlineStyle}>
      <ul
        className={css({
          display: 'flex',
          gap: '1',
          columnGap: '4',
          flexWrap: { base: 'nowrap', md: 'wrap' },
          overflowX: 'auto',
          listStyle: 'none',
          m: 0,
          p: 0,
        })}
      >
        {sections.map((s) => (
          <li key={s.id} className={css({ flexShrink: 0 })}>
            <Link
              to="."
              search
              hash={s.id}
              hashScrollIntoView={{ block: 'start' }}
              resetScroll={false}
              className={cx(linkStyle, css({ display: 'inline-block', py: '1.5', fontSize: 'sm' }))}
            >
              {s.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** One section of a long form: a fieldset the outline links to (scrolled clear of the outline). */
export function FormSection({ id, title, children }: OutlineEntry & { children: ReactNode }) {
  return (
    <fieldset id={id} className={cx(fieldsetStyle, css({ scrollMarginTop: '16' }))}>
      <legend className={legendStyle}>{title}</legend>
      {children}
    </fieldset>
  )
}

const outlineStyle = css({
  position: 'sticky',
  top: '0',
  zIndex: 10,
  bg: 'bg.canvas',
  borderBottom: '1px solid',
  borderColor: 'border',
  py: '1',
})
