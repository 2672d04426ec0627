import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { useImageHost } from '~/components/use-image-host'
import { imageUrl } from '~/lib/format/image'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { suggestProducts, type Suggestion } from '../search-suggest.functions'
import { Price, usePriceDisplay } from './price'

const field = css({
  w: 'full',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  px: '3',
  py: '2',
  bg: 'bg.canvas',
  color: 'fg.default',
  minH: '10',
})

/**
 * The header's search of the whole shop (issue 16), a combobox with suggestions as one types
 * (WAI-ARIA combobox pattern: arrows move, Enter opens, Escape closes). Enter on the text
 * searches the shop page. A plain GET form before the page's code arrives. On phones a button
 * opens it under the header.
 */
export function HeaderSearch() {
  const id = useId()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false) // phones: the field is shown
  const [text, setText] = useState('')
  const [items, setItems] = useState<Suggestion[]>([])
  const [active, setActive] = useState(-1)
  const [expanded, setExpanded] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const imageHost = useImageHost()
  const display = usePriceDisplay()
  const locale = getLocale() as Locale
  const seq = useRef(0)

  useEffect(() => {
    const q = text.trim()
    if (q.length < 2) {
      setItems([])
      return
    }
    const mine = ++seq.current
    const timer = setTimeout(() => {
      suggestProducts({ data: { locale: getLocale() as Locale, q } })
        .then((found) => {
          if (mine !== seq.current) return // an older answer: newer text is on its way
          setItems(found)
          setActive(-1)
          setExpanded(true)
        })
        .catch(() => setItems([]))
    }, 200)
    return () => clearTimeout(timer)
  }, [text])

  const go = (item: Suggestion) => {
    setExpanded(false)
    setOpen(false)
    void navigate({ to: '/negozio/$category/$slug', params: { category: item.category.slug, slug: item.slug } })
  }
  const listId = `${id}-list`
  const showList = expanded && text.trim().length >= 2

  return (
    <div className={css({ position: { base: 'static', xl: 'relative' } })}>
      <button
        type="button"
        aria-label={m.search_header_open()}
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => {
          setOpen((o) => !o)
          requestAnimationFrame(() => input.current?.focus())
        }}
        className={css({
          hideFrom: 'xl',
          w: '10',
          h: '10',
          borderRadius: 'full',
          border: '1px solid',
          borderColor: 'border',
          bg: 'transparent',
          color: 'header.fg',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          cursor: 'pointer',
        })}
      >
        <SearchIcon />
      </button>
      <form
        id={`${id}-form`}
        role="search"
        aria-label={m.search_header_label()}
        method="get"
        action="/negozio"
        data-testid="header-search"
        onSubmit={(e) => {
          e.preventDefault()
          const q = text.trim()
          if (!q) return
          setExpanded(false)
          setOpen(false)
          void navigate({ to: '/negozio', search: { q } })
        }}
        className={cx(
          css({ w: { xl: '170px', '2xl': '220px' } }),
          // Under 1280 px (decision 105: the bar's room goes to the whole menu): a row under the
          // header, shown by the button.
          open
            ? css({
                position: { base: 'absolute', xl: 'static' },
                insetX: { base: 0 },
                top: { base: 'header' },
                p: { base: '3', xl: '0' },
                bg: 'header.bg',
                borderBottom: { base: '1px solid', xl: 'none' },
                borderColor: 'border',
              })
            : css({ hideBelow: 'xl' }),
        )}
      >
        <label htmlFor={`${id}-input`} className={css({ srOnly: true })}>
          {m.search_header_label()}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={m.search_header_placeholder()}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onBlur={() => setTimeout(() => setExpanded(false), 150)}
          onFocus={() => items.length && setExpanded(true)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' && items.length) {
              e.preventDefault()
              setExpanded(true)
              setActive((a) => (a + 1) % items.length)
            } else if (e.key === 'ArrowUp' && items.length) {
              e.preventDefault()
              setActive((a) => (a <= 0 ? items.length - 1 : a - 1))
            } else if (e.key === 'Escape') {
              setExpanded(false)
              setActive(-1)
            } else if (e.key === 'Enter' && showList && active >= 0 && items[active]) {
              e.preventDefault()
              go(items[active]!)
            }
          }}
          className={field}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={m.search_header_suggestions()}
          hidden={!showList}
          className={css({
            position: 'absolute',
            zIndex: 60,
            left: { base: '3', xl: 0 },
            right: { base: '3', xl: 'auto' },
            w: { xl: '400px' },
            mt: '1',
            bg: 'bg.canvas',
            color: 'fg.default',
            border: '1px solid',
            borderColor: 'border',
            borderRadius: 'md',
            boxShadow: 'lg',
            p: '1',
          })}
        >
          {items.length === 0 ? (
            <div
              role="option"
              aria-selected={false}
              aria-disabled="true"
              className={css({ px: '3', py: '2', color: 'fg.muted' })}
            >
              {m.search_header_none()}
            </div>
          ) : (
            items.map((item, i) => (
              // The keyboard works on the combobox (aria-activedescendant), not on each option.
              // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
              <div
                key={item.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => go(item)}
                data-testid="search-suggestion"
                className={option}
              >
                <img
                  src={imageUrl(item.image_url, imageHost, '/images/brand/logo.svg')}
                  alt=""
                  width={44}
                  height={44}
                  loading="lazy"
                  className={thumb}
                />
                <span className={css({ minW: '0' })}>
                  <span className={css({ display: 'block', fontWeight: 'medium' })}>{item.name}</span>
                  <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                    {item.category.name}
                  </span>
                </span>
                <Price
                  cents={item.price}
                  regular={item.regular_price}
                  lowest30d={item.lowest_price_30d}
                  display={display}
                  locale={locale}
                  size="sm"
                  compact
                  wrap
                />
              </div>
            ))
          )}
        </div>
      </form>
    </div>
  )
}

// A row: picture, name over category, price — so a door is recognised before it is opened (issue 42).
const option = css({
  display: 'grid',
  gridTemplateColumns: '44px 1fr auto',
  alignItems: 'center',
  columnGap: '3',
  px: '3',
  py: '2',
  borderRadius: 'sm',
  cursor: 'pointer',
  '&[aria-selected=true]': { bg: 'bg.subtle', outline: '2px solid', outlineColor: 'focus.ring' },
  _hover: { bg: 'bg.subtle' },
})
const thumb = css({ w: '11', h: '11', objectFit: 'contain', borderRadius: 'sm', bg: 'bg.subtle' })

function SearchIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4.2-4.2" />
    </svg>
  )
}
