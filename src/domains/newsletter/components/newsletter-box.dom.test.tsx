import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NotificationBanner } from '~/components/notifications/notification-banner'
import { NotificationsProvider } from '~/components/notifications/notifications-provider'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import { NewsletterBox, type NewsletterValues } from './newsletter-box'

// Spec §5 (messages, button disabled until valid) and §8 (green success, orange failure).
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

type Subscribe = (
  values: NewsletterValues,
) => Promise<
  | { ok: true; data: unknown }
  | { ok: false; error: { code: 'validation_failed'; message: string; fields?: Record<string, string[]> } }
>

function mount(locale: 'it' | 'en', onSubscribe: Subscribe = async () => ({ ok: true, data: { subscribed: true } })) {
  overwriteGetLocale(() => locale)
  render(
    <NotificationsProvider>
      <NewsletterBox onSubscribe={onSubscribe} />
      <NotificationBanner />
    </NotificationsProvider>,
  )
  const email = screen.getByRole('textbox') as HTMLInputElement
  const terms = screen.getByRole('checkbox') as HTMLInputElement
  const button = screen.getByRole('button', { name: locale === 'it' ? 'Iscriviti' : 'Subscribe' }) as HTMLButtonElement
  return { email, terms, button }
}

function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
}

describe('NewsletterBox', () => {
  it('keeps the button disabled until the address and the terms both hold', () => {
    const { email, terms, button } = mount('en')
    expect(screen.getByLabelText('E-mail address')).toBe(email)
    expect(button.disabled).toBe(true)
    type(email, 'mario@example.it')
    expect(button.disabled).toBe(true)
    fireEvent.click(terms)
    expect(button.disabled).toBe(false)
    type(email, 'mario@example.itali') // a top-level part of 5 letters
    expect(button.disabled).toBe(true)
    type(email, 'mario@example.info')
    expect(button.disabled).toBe(false)
    fireEvent.click(terms)
    expect(button.disabled).toBe(true)
  })

  it('shows the three messages of spec §5 (English) once a field is left, following the value', () => {
    const { email, terms } = mount('en')
    expect(screen.queryByText('This field is required')).toBeNull() // nothing before the visitor acts
    fireEvent.blur(email)
    expect(screen.getByText('This field is required')).toBeTruthy()
    type(email, 'mario@example')
    expect(screen.getByText('Invalid email address')).toBeTruthy()
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(email.getAttribute('aria-describedby')).toBe(screen.getByText('Invalid email address').id)
    type(email, 'mario@example.com')
    expect(screen.queryByText('Invalid email address')).toBeNull()
    fireEvent.click(terms)
    fireEvent.click(terms)
    expect(screen.getByText('You must accept the terms and conditions')).toBeTruthy()
  })

  it('speaks Italian: label, messages and the privacy link', () => {
    const { email, terms } = mount('it')
    expect(screen.getByLabelText('Indirizzo e-mail')).toBe(email)
    fireEvent.blur(email)
    expect(screen.getByText('Questo campo è obbligatorio')).toBeTruthy()
    type(email, 'mario@')
    expect(screen.getByText('Indirizzo e-mail non valido')).toBeTruthy()
    fireEvent.click(terms)
    fireEvent.click(terms)
    expect(screen.getByText('Devi accettare i termini e le condizioni')).toBeTruthy()
    const privacy = screen.getByRole('link', { name: 'Informativa sulla privacy' })
    expect(privacy.getAttribute('href')).toMatch(/\/privacy$/)
  })

  it('subscribes, shows the green notification for 3 seconds and clears the form', async () => {
    const onSubscribe = vi.fn<Subscribe>(async () => ({ ok: true, data: { subscribed: true } }))
    const { email, terms, button } = mount('it', onSubscribe)
    type(email, '  Mario.Rossi@example.it ')
    fireEvent.click(terms)
    vi.useFakeTimers()
    await act(async () => {
      fireEvent.click(button)
    })
    expect(onSubscribe).toHaveBeenCalledWith({ email: 'Mario.Rossi@example.it', terms: true, locale: 'it' })
    const status = screen.getByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toContain('Iscrizione avvenuta: controlla la tua e-mail per confermare')
    expect(status.querySelector('[data-color]')!.getAttribute('data-color')).toBe('success')
    expect(email.value).toBe('')
    expect(terms.checked).toBe(false)
    expect(button.disabled).toBe(true)
    await act(async () => {
      vi.advanceTimersByTime(3000)
    })
    expect(status.textContent).toBe('')
  })

  it('a failure shows the orange notification; field messages from the server sit by their field', async () => {
    const { email, terms, button } = mount('it', async () => ({
      ok: false,
      error: {
        code: 'validation_failed',
        message: 'Dati non validi.',
        fields: { email: ['Indirizzo e-mail non valido'] },
      },
    }))
    type(email, 'mario@example.it')
    fireEvent.click(terms)
    fireEvent.click(button)
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain("Non è stato possibile completare l'iscrizione"),
    )
    expect(screen.getByRole('status').querySelector('[data-color]')!.getAttribute('data-color')).toBe('warning')
    expect(screen.getByText('Indirizzo e-mail non valido')).toBeTruthy()
  })

  it('a network failure is a failure too', async () => {
    const { email, terms, button } = mount('en', async () => Promise.reject(new Error('offline')))
    type(email, 'mario@example.it')
    fireEvent.click(terms)
    fireEvent.click(button)
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('We could not complete your subscription'),
    )
  })

  it('keeps what was typed before its code arrived (hydrated later than the page, decision 010)', async () => {
    overwriteGetLocale(() => 'it')
    const box = (
      <NotificationsProvider>
        <NewsletterBox onSubscribe={async () => ({ ok: true, data: {} })} />
      </NotificationsProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(box)
    document.body.append(container)
    ;(container.querySelector('input[type=email]') as HTMLInputElement).value = 'mario@example.c'
    ;(container.querySelector('input[type=checkbox]') as HTMLInputElement).checked = true
    render(box, { container, hydrate: true })
    expect(await screen.findByText('Indirizzo e-mail non valido')).toBeTruthy()
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('mario@example.c')
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'mario@example.it' } })
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Iscriviti' }) as HTMLButtonElement).disabled).toBe(false),
    )
  })
})
