import { DatePicker, parseDate, type DateValue } from '@ark-ui/react/date-picker'
import { Portal } from '@ark-ui/react/portal'
import { useState, type ComponentProps, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { formatTypedDay, parseTypedDay } from './date-text'
import { inputStyles, smallButtonStyles } from './styles'

type Props = {
  id: string
  /** `YYYY-MM-DD`, or '' for none. */
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  name?: string
  disabled?: boolean
  invalid?: boolean
  describedBy?: string
  /** Marks the input for tests and the filter bar (`data-filter`). */
  dataFilter?: string
}

/** A calendar day as the kit's forms and the API hold it: `YYYY-MM-DD`. Undefined for anything else. */
function calendarDay(text: string): DateValue | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined
  try {
    return parseDate(text)
  } catch {
    return undefined
  }
}

const showView = {
  day: () => m.adm_date_show_days(),
  month: () => m.adm_date_show_months(),
  year: () => m.adm_date_show_years(),
}

/**
 * A day, typed or picked, in the page's language rather than the browser's: a native
 * `<input type="date">` shows `mm/dd/yyyy` to an Italian administrator whose browser speaks
 * American English. Ark's date picker (zag) formats and reads the day in the page's locale and
 * opens a calendar from its button; the value in and out is `YYYY-MM-DD` (decision 074).
 */
export function DateField({ id, value, onChange, onBlur, name, disabled, invalid, describedBy, dataFilter }: Props) {
  const day = calendarDay(value)
  const locale = getLocale()
  // A day the field could not read: said under it, and the value stays what it was (zag would
  // put the calendar's focused day, today for an empty field, in its place without a word).
  const [unreadable, setUnreadable] = useState(false)
  const take = (text: string): boolean => {
    if (text.trim() === '') {
      setUnreadable(false)
      return true
    }
    const typed = parseTypedDay(text, locale)
    setUnreadable(typed === undefined)
    if (typed !== undefined && typed !== value) onChange(typed)
    return typed !== undefined
  }
  const onInputBlur = (e: FocusEvent<HTMLInputElement>) => {
    take(e.currentTarget.value)
    onBlur?.()
  }
  // Enter picks the typed day: an unreadable one is stopped here, before zag's own handler.
  const onInputKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && e.currentTarget.value.trim() !== '' && !take(e.currentTarget.value)) e.preventDefault()
  }
  const errorId = `${id}-unreadable`
  return (
    <DatePicker.Root
      locale={locale}
      timeZone="Europe/Rome"
      startOfWeek={locale === 'en' ? 0 : 1}
      value={day ? [day] : []}
      onValueChange={(details) => {
        const next = details.value[0]?.toString() ?? ''
        setUnreadable(false)
        if (next !== value) onChange(next)
      }}
      name={name}
      disabled={disabled}
      invalid={invalid || unreadable}
      ids={{ input: () => id }}
      placeholder={m.adm_date_placeholder()}
      positioning={{ placement: 'bottom-start' }}
      lazyMount
      unmountOnExit
      translations={{
        trigger: (open) => (open ? m.adm_date_close_calendar() : m.adm_date_open_calendar()),
        content: m.adm_date_calendar(),
        prevTrigger: (view) =>
          view === 'day'
            ? m.adm_date_prev_month()
            : view === 'month'
              ? m.adm_date_prev_year()
              : m.adm_date_prev_decade(),
        nextTrigger: (view) =>
          view === 'day'
            ? m.adm_date_next_month()
            : view === 'month'
              ? m.adm_date_next_year()
              : m.adm_date_next_decade(),
        // The title of each view goes up a level: days → months → years.
        viewTrigger: (view, next) => showView[next ?? view](),
        dayCell: (state) => (state.selected ? m.adm_date_selected_day({ day: state.valueText }) : state.valueText),
        clearTrigger: m.adm_date_clear(),
      }}
    >
      <DatePicker.Control className={css({ display: 'flex', gap: '1', alignItems: 'stretch' })}>
        <DatePicker.Input
          fixOnBlur={false}
          className={css(inputStyles, { flex: '1', minW: '0' })}
          aria-describedby={[describedBy, unreadable ? errorId : undefined].filter(Boolean).join(' ') || undefined}
          data-filter={dataFilter}
          onBlur={onInputBlur}
          onKeyDown={onInputKeyDown}
          autoComplete="off"
        />
        <DatePicker.Trigger
          className={css(smallButtonStyles, {
            minW: '44px',
            minH: '44px',
            justifyContent: 'center',
            _focusVisible: focusRing,
          })}
        >
          <CalendarIcon />
        </DatePicker.Trigger>
      </DatePicker.Control>
      {unreadable && (
        <p id={errorId} className={css({ fontSize: 'sm', color: 'error.text' })} data-date-unreadable>
          {m.adm_err_date_unreadable({ example: formatTypedDay('2026-12-25', locale) })}
        </p>
      )}
      <Portal>
        <DatePicker.Positioner className={css({ zIndex: 60 })}>
          <DatePicker.Content data-date-calendar className={panel}>
            <CalendarView
              view="day"
              grid={(picker) => picker.weeks.map((week) => week.map((d) => ({ label: d.day, value: d })))}
              head={WeekDays}
            />
            <CalendarView view="month" grid={(picker) => picker.getMonthsGrid({ columns: 3, format: 'short' })} />
            <CalendarView view="year" grid={(picker) => picker.getYearsGrid({ columns: 4 })} />
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  )
}

type Picker = Parameters<ComponentProps<typeof DatePicker.Context>['children']>[0]

type Cell = { label: string | number; value: DateValue | number }

/** One view of the calendar (days, months or years): its title bar, then a grid of cells to pick. */
function CalendarView({
  view,
  grid,
  head: Head,
}: {
  view: 'day' | 'month' | 'year'
  grid: (picker: Picker) => Cell[][]
  head?: (props: { picker: Picker }) => ReactNode
}) {
  return (
    <DatePicker.View view={view}>
      <DatePicker.Context>
        {(picker) => (
          <>
            <ViewControl />
            <DatePicker.Table className={table}>
              {Head && <Head picker={picker} />}
              <DatePicker.TableBody>
                {grid(picker).map((cells, i) => (
                  <DatePicker.TableRow key={i}>
                    {cells.map((c) => (
                      <DatePicker.TableCell key={String(c.value)} value={c.value}>
                        <DatePicker.TableCellTrigger className={cell}>{c.label}</DatePicker.TableCellTrigger>
                      </DatePicker.TableCell>
                    ))}
                  </DatePicker.TableRow>
                ))}
              </DatePicker.TableBody>
            </DatePicker.Table>
          </>
        )}
      </DatePicker.Context>
    </DatePicker.View>
  )
}

/** The day view's head: the week's days, short, with their whole names for screen readers. */
function WeekDays({ picker }: { picker: Picker }) {
  return (
    <DatePicker.TableHead>
      <DatePicker.TableRow>
        {picker.weekDays.map((weekDay, i) => (
          <DatePicker.TableHeader key={i} className={headCell} abbr={weekDay.long}>
            {weekDay.short}
          </DatePicker.TableHeader>
        ))}
      </DatePicker.TableRow>
    </DatePicker.TableHead>
  )
}

function ViewControl() {
  return (
    <DatePicker.ViewControl
      className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', mb: '2' })}
    >
      <DatePicker.PrevTrigger className={navButton}>
        <span aria-hidden="true">‹</span>
      </DatePicker.PrevTrigger>
      <DatePicker.ViewTrigger
        className={css(smallButtonStyles, { border: 'none', fontWeight: 'bold', _focusVisible: focusRing })}
      >
        <DatePicker.RangeText />
      </DatePicker.ViewTrigger>
      <DatePicker.NextTrigger className={navButton}>
        <span aria-hidden="true">›</span>
      </DatePicker.NextTrigger>
    </DatePicker.ViewControl>
  )
}

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </svg>
  )
}

const focusRing = { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '2px' } as const
const panel = css({
  bg: 'bg.canvas',
  color: 'fg.default',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'lg',
  boxShadow: 'lg',
  p: '3',
  w: 'min(20rem, calc(100vw - 1rem))',
})
const table = css({ w: 'full', borderCollapse: 'collapse' })
const headCell = css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium', pb: '1', textAlign: 'center' })
const navButton = css(smallButtonStyles, {
  minW: '44px',
  minH: '44px',
  justifyContent: 'center',
  fontSize: 'lg',
  _focusVisible: focusRing,
})
const cell = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: 'full',
  minH: '40px',
  borderRadius: 'md',
  cursor: 'pointer',
  fontSize: 'sm',
  '&[data-outside-range]': { color: 'fg.muted' },
  '&[data-today]': { fontWeight: 'bold', textDecoration: 'underline' },
  '&[data-selected]': { bg: 'primary', color: 'primary.fg' },
  _hover: { bg: 'bg.subtle' },
  '&[data-focus]': focusRing,
  _focusVisible: focusRing,
})
