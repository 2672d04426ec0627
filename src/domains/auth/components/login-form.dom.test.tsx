import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import { LoginForm } from './login-form'

// Spec §2/§5: the login button is disabled while the form is invalid; "Required." and
// "E-mail must be valid" (English locale); the password's show/hide toggle.
beforeAll(() => overwriteGetLocale(() => 'en'))
afterEach(cleanup)

const email = () => screen.getByLabelText('Email') as HTMLInputElement
const password = () => screen.getByLabelText('Password') as HTMLInputElement
const submit = () => screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement

function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
}

describe('LoginForm', () => {
  it('keeps the button disabled until both fields are valid', () => {
    render(<LoginForm onSubmit={() => {}} />)
    expect(submit().disabled).toBe(true)
    type(email(), 'mario@example.com')
    expect(submit().disabled).toBe(true)
    type(password(), 'short')
    expect(submit().disabled).toBe(true)
    type(password(), 'soglia-demo')
    expect(submit().disabled).toBe(false)
    type(email(), 'not-an-email')
    expect(submit().disabled).toBe(true)
  })

  it('shows the messages of the shared schema once a field is left, and follows the value', () => {
    render(<LoginForm onSubmit={() => {}} />)
    expect(screen.queryByText('Required.')).toBeNull() // nothing before the visitor acts
    fireEvent.blur(email())
    expect(screen.getByText('Required.')).toBeTruthy()
    type(email(), 'mario@')
    expect(screen.getByText('E-mail must be valid')).toBeTruthy()
    expect(email().getAttribute('aria-invalid')).toBe('true')
    expect(email().getAttribute('aria-describedby')).toBe('login-email-error')
    fireEvent.change(email(), { target: { value: 'mario@example.com' } })
    expect(screen.queryByText('E-mail must be valid')).toBeNull()
    type(password(), 'abc')
    expect(screen.getByText('Min 8 characters')).toBeTruthy()
  })

  it('toggles the password between hidden and shown', () => {
    render(<LoginForm onSubmit={() => {}} />)
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(password().type).toBe('password')
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(toggle)
    expect(password().type).toBe('text')
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(toggle)
    expect(password().type).toBe('password')
  })

  it('submits the parsed values (e-mail trimmed and lower-cased)', async () => {
    const onSubmit = vi.fn()
    render(<LoginForm onSubmit={onSubmit} />)
    type(email(), '  Mario.Rossi@Example.com ')
    type(password(), 'soglia-demo')
    await act(async () => {
      fireEvent.click(submit())
    })
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'mario.rossi@example.com', password: 'soglia-demo' }),
    )
  })

  it('does not submit while disabled, and shows the failure in an alert', () => {
    const onSubmit = vi.fn()
    const { rerender } = render(<LoginForm onSubmit={onSubmit} />)
    fireEvent.submit(submit().form!)
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getAllByText('Required.')).toHaveLength(2) // a tried submit reveals every message
    rerender(<LoginForm onSubmit={onSubmit} submitting />)
    type(email(), 'mario@example.com')
    type(password(), 'soglia-demo')
    expect(submit().disabled).toBe(true)
    rerender(<LoginForm onSubmit={onSubmit} error="Wrong e-mail or password" />)
    expect(screen.getByRole('alert').textContent).toBe('Wrong e-mail or password')
  })
})
