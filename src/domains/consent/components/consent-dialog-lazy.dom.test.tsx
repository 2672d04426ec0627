import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import type { ConsentDecision } from '../consent.machine'
import { serializeConsent } from '../consent.schemas'
import { LazyConsentDialog, preloadConsentDialog } from './consent-dialog-lazy'
import { ConsentProvider } from './consent-provider'
import { CookiePreferencesLink } from './cookie-preferences-link'

// Decision 010: the dialog's code is loaded only when the dialog is shown.
beforeAll(() => overwriteGetLocale(() => 'it'))
beforeEach(() => {
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; Path=/`
  document.head.querySelectorAll('script').forEach((s) => s.remove())
})
afterEach(cleanup)

async function mount() {
  const log = vi.fn(async (_: ConsentDecision) => ({ id: 1 }))
  const rootRoute = createRootRoute({
    component: () => (
      <ConsentProvider log={log}>
        <p>Pagina</p>
        <CookiePreferencesLink />
        <LazyConsentDialog />
      </ConsentProvider>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
  await screen.findByText('Pagina')
}

describe('LazyConsentDialog', () => {
  it('loads and shows the dialog on a first visit', async () => {
    await mount()
    expect(await screen.findByRole('dialog')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Rifiuta tutti' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('with a decision renders nothing until the footer link reopens it', async () => {
    const decision = {
      id: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      analytics: false,
      marketing: false,
      at: new Date().toISOString(),
    }
    document.cookie = `soglia_consent=${serializeConsent(decision)}; Path=/`
    await mount()
    await act(async () => {})
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Preferenze cookie' }))
    expect(await screen.findByRole('dialog')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi senza modifiche' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // Reopened a second time, from the already loaded code.
    fireEvent.click(screen.getByRole('button', { name: 'Preferenze cookie' }))
    expect(await screen.findByRole('dialog')).toBeTruthy()
  })

  it('before hydration, fetches the code only for a visitor without a decision', async () => {
    const decision = {
      id: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      analytics: false,
      marketing: false,
      at: new Date().toISOString(),
    }
    expect(await preloadConsentDialog(`a=1; soglia_consent=${serializeConsent(decision)}`)).toBeUndefined()
    expect(await preloadConsentDialog('a=1')).toHaveProperty('ConsentDialog')
  })
})
