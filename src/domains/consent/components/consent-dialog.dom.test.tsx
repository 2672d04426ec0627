import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import type { ConsentDecision } from '../consent.machine'
import { parseConsentCookie, readCookie, serializeConsent } from '../consent.schemas'
import { consentEarlyScript } from '../consent-early'
import { ConsentDialog } from './consent-dialog'
import { ConsentProvider } from './consent-provider'
import { CookiePreferencesLink } from './cookie-preferences-link'

// The dialog in a browser-like DOM: not dismissable before a decision, reject as easy as
// accept, switches in the detailed view, reopened from the footer link.
beforeAll(() => overwriteGetLocale(() => 'it'))
beforeEach(() => {
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; Path=/`
  document.head.querySelectorAll('script').forEach((s) => s.remove())
  delete window.sogliaAnalytics
})
afterEach(cleanup)

async function mount(path = '/') {
  const log = vi.fn(async (_: ConsentDecision) => ({ id: 1 }))
  const rootRoute = createRootRoute({
    component: () => (
      <ConsentProvider log={log}>
        <main>
          <p>Pagina</p>
          <footer>
            <CookiePreferencesLink />
          </footer>
        </main>
        <ConsentDialog />
      </ConsentProvider>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) })
  render(<RouterProvider router={router} />)
  await screen.findByText('Pagina')
  return { log }
}

const stored = () => parseConsentCookie(readCookie(document.cookie, 'soglia_consent'), Date.now())
const analyticsTag = () => document.head.querySelector('script[src="/analytics.js"]')

describe('ConsentDialog', () => {
  it('shows on a first visit, titled and described, and Escape or a click outside do not close it', async () => {
    await mount()
    const dialog = await screen.findByRole('dialog')
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy()
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe(
      'Rispettiamo la tua privacy',
    )
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toContain('cookie tecnici')
    expect(screen.getByRole('link', { name: 'Leggi la cookie policy' }).getAttribute('href')).toBe('/cookie')

    // On fake timers from here, so that whatever the dialog defers after the two events (a close
    // would be among it) runs before the check: no sleep.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
    try {
      fireEvent.keyDown(dialog, { key: 'Escape' })
      fireEvent.pointerDown(document.body)
      await act(() => vi.runAllTimersAsync())
    } finally {
      vi.useRealTimers()
    }
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Chiudi senza modifiche' })).toBeNull()
  })

  it('reject all: closes, stores both false for 365 days, logs it, loads no analytics', async () => {
    const { log } = await mount()
    const reject = await screen.findByRole('button', { name: 'Rifiuta tutti' })
    expect(reject.className).toBe(screen.getByRole('button', { name: 'Accetta tutti' }).className) // same prominence
    fireEvent.click(reject)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(stored()).toMatchObject({ analytics: false, marketing: false })
    expect(log).toHaveBeenCalledWith({ id: stored()!.id, analytics: false, marketing: false })
    expect(analyticsTag()).toBeNull()
  })

  it('accept all loads the analytics tag; reopening from the footer and choosing again keeps the id', async () => {
    const { log } = await mount()
    fireEvent.click(await screen.findByRole('button', { name: 'Accetta tutti' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(stored()).toMatchObject({ analytics: true, marketing: true })
    expect(analyticsTag()).not.toBeNull()
    const id = stored()!.id

    fireEvent.click(screen.getByRole('button', { name: 'Preferenze cookie' }))
    await screen.findByRole('dialog')
    const analytics = screen.getByRole('switch', { name: 'Statistiche' }) as HTMLInputElement
    expect(analytics.checked).toBe(true)
    fireEvent.click(analytics)
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Statistiche' }) as HTMLInputElement).checked).toBe(false),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Salva preferenze' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(stored()).toMatchObject({ id, analytics: false, marketing: true })
    expect(log).toHaveBeenLastCalledWith({ id, analytics: false, marketing: true })
    expect(analyticsTag()).toBeNull() // withdrawn
  })

  it('customise shows the two switches off; saving them as chosen', async () => {
    await mount()
    fireEvent.click(await screen.findByRole('button', { name: 'Personalizza' }))
    const marketing = (await screen.findByRole('switch', { name: 'Marketing' })) as HTMLInputElement
    expect((screen.getByRole('switch', { name: 'Statistiche' }) as HTMLInputElement).checked).toBe(false)
    expect(marketing.checked).toBe(false)
    fireEvent.click(marketing)
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Marketing' }) as HTMLInputElement).checked).toBe(true),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Salva preferenze' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(stored()).toMatchObject({ analytics: false, marketing: true })
  })

  it('with a decision in the cookie there is no dialog; reopened, it can be closed without changes', async () => {
    const decision = {
      id: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      analytics: true,
      marketing: false,
      at: new Date().toISOString(),
    }
    document.cookie = `soglia_consent=${serializeConsent(decision)}; Path=/`
    const { log } = await mount()
    await act(async () => {})
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(analyticsTag()).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Preferenze cookie' }))
    await screen.findByRole('dialog')
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi senza modifiche' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(log).not.toHaveBeenCalled()
    expect(stored()).toEqual(decision)
  })

  it("adopts a choice the server's inline script took after the dialog mounted: closed, nothing hidden, not logged twice", async () => {
    // The window between React mounting the dialog and the page being marked hydrated: the inline
    // script (consent-early.ts) still answers the click, and the mounted dialog must follow it.
    const { log } = await mount()
    await screen.findByRole('dialog')
    expect(document.querySelector('main')!.closest('[aria-hidden=true]')).not.toBeNull() // the modal hides the page
    new Function(consentEarlyScript)()
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Rifiuta tutti' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(document.querySelector('[aria-hidden=true]')).toBeNull()
      expect(stored()).toMatchObject({ analytics: false, marketing: false })
      expect(log).not.toHaveBeenCalled() // the script logged it: the machine adopts, it does not log again
    } finally {
      document.documentElement.dataset.hydrated = 'true' // the script's listener stays: it stands down
    }
  })
})
