import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { Facets } from '../catalog.schemas'
import { activeFilterCount, filterList, MAX_PRICE_EURO, toSearchParams, type ShopSearch } from '../shop-search'
import type { ShopForm } from './use-shop-form'
import { SizeFilter } from './size-filter'

const fieldset = css({ border: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: '1.5' })
const legend = css({ fontWeight: 'semibold', mb: '1.5' })
const input = css({
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  px: '2',
  py: '1.5',
  w: 'full',
  bg: 'bg.canvas',
})

// Collapsed behind a disclosure on phones; from `md` up its content is always shown and the
// toggle hidden — only where the browser can style `::details-content`, else it stays a toggle.
const disclosure = css({
  '& > summary': {
    cursor: 'pointer',
    fontWeight: 'bold',
    py: '2',
    borderRadius: 'md',
    _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
  },
  '@supports selector(::details-content)': {
    md: {
      '&::details-content': { contentVisibility: 'visible', display: 'block' },
      '& > summary': { display: 'none' },
    },
  },
})

type Props = {
  facets: Facets
  form: ShopForm
  formId: string
  locale: Locale
  search: ShopSearch
  /** In the phone sheet: choices wait for "apply", which then calls this (closing the sheet). */
  onApplied?: () => void
}

/** The opening's size, attribute facets and a price range, all inputs of the shop's GET form (`form` attribute). */
export function CatalogFilters({ facets, form, formId, locale, search, onApplied }: Props) {
  const { draft, setDraft, apply, pathname } = form
  const active = activeFilterCount(search)
  const toggle = (code: string, on: boolean) => {
    const rest = filterList(draft.f).filter((c) => c !== code)
    const next = { ...draft, page: undefined, f: (on ? [...rest, code] : rest).join(',') || undefined }
    if (onApplied) setDraft(next)
    else apply(next)
  }
  const euro = (value: string) =>
    value === '' ? undefined : Math.min(MAX_PRICE_EURO, Math.max(0, Math.trunc(Number(value)) || 0))
  const body = (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', mt: onApplied ? '0' : '3' })}>
      {!onApplied && <h2 className={css({ fontWeight: 'bold', hideBelow: 'md' })}>{m.filters_title()}</h2>}
      {(facets.size || search.w !== undefined || search.h !== undefined) && (
        <SizeFilter size={facets.size} form={form} formId={formId} locale={locale} />
      )}
      {facets.attributes.map((a) => (
        <fieldset key={a.code} className={fieldset}>
          <legend className={legend}>{a.name}</legend>
          {a.values.map((v) => {
            const code = `${a.code}.${v.code}`
            return (
              <label key={code} className={css({ display: 'flex', gap: '2', alignItems: 'center', cursor: 'pointer' })}>
                <input
                  type="checkbox"
                  name="f"
                  value={code}
                  form={formId}
                  checked={filterList(draft.f).includes(code)}
                  onChange={(e) => toggle(code, e.currentTarget.checked)}
                  className={css({ w: '4', h: '4', accentColor: 'primary' })}
                />
                <span>
                  {`${v.name} `}
                  <span className={css({ color: 'fg.muted' })}>{`(${v.count})`}</span>
                </span>
              </label>
            )
          })}
        </fieldset>
      ))}
      <fieldset className={fieldset}>
        <legend className={legend}>{m.filters_price()}</legend>
        <div className={css({ display: 'flex', gap: '3' })}>
          {(['min', 'max'] as const).map((key) => (
            <label key={key} className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: 1 })}>
              {key === 'min' ? m.filters_price_min_short() : m.filters_price_max_short()}
              <input
                type="number"
                name={key}
                form={formId}
                min={0}
                max={MAX_PRICE_EURO}
                step={1}
                inputMode="numeric"
                value={draft[key] ?? ''}
                onChange={(e) => setDraft({ ...draft, [key]: euro(e.currentTarget.value) })}
                className={input}
              />
            </label>
          ))}
        </div>
        {facets.price && (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {m.filters_price_hint({
              min: formatCents(facets.price.min, locale),
              max: formatCents(facets.price.max, locale),
            })}
          </p>
        )}
      </fieldset>
      <div className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })}>
        <button
          type={onApplied ? 'button' : 'submit'}
          form={onApplied ? undefined : formId}
          onClick={
            onApplied &&
            (() => {
              apply({ ...draft, page: undefined })
              onApplied()
            })
          }
          className={css({
            bg: 'primary',
            color: 'primary.fg',
            px: '4',
            py: '2',
            borderRadius: 'md',
            fontWeight: 'bold',
            cursor: 'pointer',
          })}
        >
          {m.filters_apply()}
        </button>
        {active > 0 && (
          <Link
            to={pathname}
            search={toSearchParams({ q: search.q, sort: search.sort })}
            onClick={onApplied}
            className={css({ color: 'link' })}
          >
            {m.filters_clear()}
          </Link>
        )}
      </div>
    </div>
  )
  if (onApplied) return body
  return (
    <details className={disclosure} data-testid="catalog-filters">
      <summary>
        {m.filters_title()}
        {active > 0 && ` (${m.filters_active({ count: String(active) })})`}
      </summary>
      {body}
    </details>
  )
}
