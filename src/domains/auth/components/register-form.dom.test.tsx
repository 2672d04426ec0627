import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import { RegisterForm } from './register-form'

beforeAll(() => overwriteGetLocale(() => 'en'))
afterEach(cleanup)

const submit = () => screen.getByRole('button', { name: 'Create account' }) as HTMLButtonElement

function fillValid() {
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Lucia Ferrari' } })
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'lucia@example.com' } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'una-porta-blindata' } })
}

describe('RegisterForm', () => {
  it('needs the terms accepted, with the schema message', () => {
    render(<RegisterForm termsLabel="I accept the terms" onSubmit={vi.fn()} />)
    fillValid()
    expect(submit().disabled).toBe(true)
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms' })
    fireEvent.click(terms)
    expect(submit().disabled).toBe(false)
    fireEvent.click(terms)
    expect(screen.getByText('You must accept the terms and conditions')).toBeTruthy()
  })

  it("shows the API's field messages next to their field until the field changes", async () => {
    const onSubmit = vi.fn().mockResolvedValue({
      ok: false,
      error: {
        code: 'validation_failed',
        message: 'Some data is not valid.',
        fields: { email: ['This e-mail address is already in use.'] },
      },
    })
    render(<RegisterForm termsLabel="I accept the terms" onSubmit={onSubmit} />)
    fillValid()
    fireEvent.click(screen.getByRole('checkbox'))
    await act(async () => {
      fireEvent.click(submit())
    })
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Lucia Ferrari',
      email: 'lucia@example.com',
      password: 'una-porta-blindata',
      terms: true,
    })
    const email = screen.getByLabelText('Email')
    expect(screen.getByText('This e-mail address is already in use.').id).toBe('register-email-error')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByRole('alert')).toBeNull() // shown by its field, not as a form message
    fireEvent.change(email, { target: { value: 'lucia.f@example.com' } })
    expect(screen.queryByText('This e-mail address is already in use.')).toBeNull()
  })

  it('shows a failure without fields as one message for the form', async () => {
    const onSubmit = vi
      .fn()
      .mockResolvedValue({ ok: false, error: { code: 'too_many_requests', message: 'Too many attempts.' } })
    render(<RegisterForm termsLabel="I accept the terms" onSubmit={onSubmit} />)
    fillValid()
    fireEvent.click(screen.getByRole('checkbox'))
    await act(async () => {
      fireEvent.click(submit())
    })
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts.')
  })
})
