import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { serverHtml, tap } from '~/test/hydration'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { NotificationsProvider } from '~/components/notifications/notifications-provider'
import { AuthActor } from '~/domains/auth/components/auth-provider'
import { CartActor } from '~/domains/cart/components/cart-provider'
import { answerTap } from '~/lib/hydration/answer-tap'
import { HYDRATED_EVENT, hydrateOnIntent } from '~/lib/hydration/on-intent'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import { testModel } from '../test-model'
import { Configurator } from './configurator'

// Issue 15, decision 053: a step chosen as the visitor's first act, before the configurator's
// code has run, shows its panel in the tap's own frame; once React has hydrated, the replayed
// tap moves React's state to that step, so the panel on screen is the one React then keeps.

beforeAll(() => {
  overwriteGetLocale(() => 'en')
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})
const cleanups: Array<() => void> = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

// The back office's preview mode prices locally: no server in this test.
const preview = { quote: async () => ({ ok: false as const, message: 'offline', fields: {} }) }
/** The page in a router of its own (the server and the browser each make one). */
async function page() {
  const rootRoute = createRootRoute({
    component: () => (
      <AuthActor.Provider options={{ input: { user: null } }}>
        <NotificationsProvider>
          <CartActor.Provider options={{ input: { vatRate: 22 } }}>
            <Configurator model={testModel} locale="en" preview={preview} />
          </CartActor.Provider>
        </NotificationsProvider>
      </AuthActor.Provider>
    ),
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/collezioni/configuratore/1'] }),
  })
  await router.load()
  return <RouterProvider router={router} />
}

const stepButton = (container: Element, name: string) =>
  [...container.querySelectorAll('nav button')].find((b) => b.textContent?.endsWith(name))!
const shown = (container: Element) =>
  [...container.querySelectorAll('section[data-panel-group]')]
    .filter((p) => !(p as HTMLElement).hidden)
    .map((p) => p.querySelector('h2')!.textContent)

it('a step tapped before hydration shows its panel at once; React, hydrated, continues from it', async () => {
  const container = serverHtml(await page())
  hydrateOnIntent(
    { entry: '/assets/index.js', preloads: [], reload: { key: 'k', windowMs: 60_000 } },
    vi.fn(async () => undefined),
    answerTap,
  )
  expect(shown(container)).toEqual(['Size'])

  const glass = stepButton(container, 'Vetro')
  tap(glass)
  // In the tap: the step's panel, its options, and the step marked current in the list.
  expect(shown(container)).toEqual(['Vetro'])
  expect(glass.getAttribute('aria-current')).toBe('step')
  expect(stepButton(container, 'Size').hasAttribute('aria-current')).toBe(false)
  // Still held for React (busy until the code has run), not lost.
  expect(glass.getAttribute('aria-busy')).toBe('true')

  let root: Root | undefined
  const browserPage = await page()
  await act(async () => {
    root = hydrateRoot(container, browserPage)
  })
  cleanups.push(
    () => root?.unmount(),
    () => container.remove(),
  )
  await act(async () => {
    document.documentElement.dataset.hydrated = 'true'
    document.dispatchEvent(new Event(HYDRATED_EVENT))
    await new Promise((resolve) => setTimeout(resolve, 10))
  })
  expect(shown(container)).toEqual(['Vetro'])
  expect(glass.hasAttribute('aria-busy')).toBe(false)
  // React's state is that step: its "Next" goes to the step after it, not to the second one.
  const next = [...container.querySelectorAll('section[data-panel-group]:not([hidden]) button')].find(
    (b) => b.textContent === 'Next',
  )!
  await act(async () => (next as HTMLButtonElement).click())
  expect(shown(container)).toEqual([expect.stringMatching(/^Accessori/)])
  expect(stepButton(container, 'Vetro').hasAttribute('aria-current')).toBe(false)
})
