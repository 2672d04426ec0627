import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import { DateField } from './date-field'

// The kit's date field: the day shown and typed in the page's language, `YYYY-MM-DD` in and out,
// and a day it cannot read said under it without changing the value (decision 074).

afterEach(cleanup)

function Harness({ initial = '', onChange }: { initial?: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <label htmlFor="ends">Valido fino al</label>
      <DateField
        id="ends"
        value={value}
        onChange={(v) => {
          setValue(v)
          onChange(v)
        }}
      />
    </>
  )
}

const input = () => screen.getByLabelText('Valido fino al') as HTMLInputElement
const type = (text: string) => {
  fireEvent.focus(input())
  fireEvent.input(input(), { target: { value: text } })
  fireEvent.blur(input())
}

describe('<DateField>', () => {
  it('shows the day in the page’s language and takes a typed one as YYYY-MM-DD', async () => {
    overwriteGetLocale(() => 'it')
    const onChange = vi.fn()
    render(<Harness initial="2026-12-02" onChange={onChange} />)
    expect(input().value).toBe('02/12/2026')
    type('25/12/2026')
    expect(onChange).toHaveBeenLastCalledWith('2026-12-25')
    await waitFor(() => expect(input().value).toBe('25/12/2026'))
  })

  it('reads the month first in English', () => {
    overwriteGetLocale(() => 'en')
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    type('12/25/2026')
    expect(onChange).toHaveBeenLastCalledWith('2026-12-25')
  })

  it('says so under the field when it cannot read the day, and keeps the value', () => {
    overwriteGetLocale(() => 'it')
    const onChange = vi.fn()
    render(<Harness initial="2026-12-02" onChange={onChange} />)
    type('31/31/2026')
    expect(onChange).not.toHaveBeenCalled()
    const error = screen.getByText(/Data non riconosciuta: scrivila come 25\/12\/2026/)
    expect(input().getAttribute('aria-describedby')).toContain(error.id)
    expect(input().getAttribute('aria-invalid')).toBe('true')
    // Enter with an unreadable day picks nothing either.
    fireEvent.keyDown(input(), { key: 'Enter' })
    expect(onChange).not.toHaveBeenCalled()
    // A readable day clears the message.
    type('1/1/2027')
    expect(onChange).toHaveBeenLastCalledWith('2027-01-01')
    expect(screen.queryByText(/Data non riconosciuta/)).toBeNull()
  })

  it('empties the value when the text is cleared', async () => {
    overwriteGetLocale(() => 'it')
    const onChange = vi.fn()
    render(<Harness initial="2026-12-02" onChange={onChange} />)
    type('')
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''))
  })

  it('picks a day from the calendar its button opens', async () => {
    overwriteGetLocale(() => 'it')
    const onChange = vi.fn()
    render(<Harness initial="2026-12-02" onChange={onChange} />)
    fireEvent.click(screen.getByRole('button', { name: 'Apri il calendario' }))
    const calendar = await screen.findByRole('application')
    expect(calendar.textContent).toContain('dicembre 2026')
    fireEvent.click(screen.getByRole('button', { name: /^Mese successivo$/ }))
    await waitFor(() => expect(calendar.textContent).toContain('gennaio 2027'))
    fireEvent.click(screen.getByRole('button', { name: 'venerdì 15 gennaio 2027' }))
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2027-01-15'))
    await waitFor(() => expect(input().value).toBe('15/01/2027'))
  })

  it('goes to another month and year through the month and year views', async () => {
    overwriteGetLocale(() => 'it')
    const onChange = vi.fn()
    render(<Harness initial="2026-12-02" onChange={onChange} />)
    fireEvent.click(screen.getByRole('button', { name: 'Apri il calendario' }))
    const calendar = await screen.findByRole('application')
    fireEvent.click(screen.getByRole('button', { name: 'Mostra i mesi' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Mostra gli anni' }))
    const cellOf = (view: string, value: number) =>
      calendar.querySelector<HTMLElement>(
        `[data-part="table-cell-trigger"][data-view="${view}"][data-value="${value}"]`,
      )
    await waitFor(() => expect(cellOf('year', 2029)).not.toBeNull())
    fireEvent.click(cellOf('year', 2029)!)
    await waitFor(() => expect(cellOf('month', 3)?.textContent).toBe('mar'))
    fireEvent.click(cellOf('month', 3)!)
    await waitFor(() => expect(calendar.textContent).toContain('marzo 2029'))
    fireEvent.click(screen.getByRole('button', { name: 'giovedì 15 marzo 2029' }))
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2029-03-15'))
  })
})
