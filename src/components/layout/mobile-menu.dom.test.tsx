import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { serverHtml, tap } from '~/test/hydration'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { defaultSettings } from '~/db/seed/settings'
import { AuthActor } from '~/domains/auth/components/auth-provider'
import { settingsSchema } from '~/domains/settings/settings.schemas'
import { answerTap } from '~/lib/hydration/answer-tap'
import { HYDRATED_EVENT, hydrateOnIntent } from '~/lib/hydration/on-intent'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import { MENU_DRAWER_ID } from './mobile-menu'
import { SiteHeader } from './site-header'

// Issue 15, decision 053: the menu as a visitor's first act, before the page's code has run.
// The drawer is a native dialog in the server's markup; the on-intent loader opens it in the
// tap's own frame, and React, hydrating later, takes over the open drawer.

beforeAll(() => {
  overwriteGetLocale(() => 'it')
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})
const settings = settingsSchema.parse(defaultSettings)
const pages = [{ id: 1, title: 'Chi siamo', slug: 'chi-siamo', show_in_menu: true }]
const categories = [{ id: 1, name: 'Porte interne', slug: 'porte-interne' }]

/** The header as the root layout renders it, in a router of its own (server and browser each make one). */
async function header() {
  const rootRoute = createRootRoute({
    component: () => (
      <AuthActor.Provider options={{ input: { user: null } }}>
        <SiteHeader settings={settings} pages={pages} categories={categories} locale="it" imageHost="" />
      </AuthActor.Provider>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/negozio'] }) })
  await router.load()
  return <RouterProvider router={router} />
}

const cleanups: Array<() => void> = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

async function serverPage() {
  return serverHtml(await header())
}

it('opens the server-rendered drawer in the tap before the code has loaded; React takes it over', async () => {
  const container = await serverPage()
  const load = vi.fn(async () => undefined)
  hydrateOnIntent({ entry: '/assets/index.js', preloads: [], reload: { key: 'k', windowMs: 60_000 } }, load, answerTap)
  const button = container.querySelector(`button[aria-controls="${MENU_DRAWER_ID}"]`)!
  const drawer = document.getElementById(MENU_DRAWER_ID) as HTMLDialogElement
  expect(drawer.tagName).toBe('DIALOG')
  expect(drawer.getAttribute('aria-labelledby')).toBe(drawer.querySelector('h2')!.id)
  expect(drawer.open).toBe(false)

  tap(button)
  // Open in the tap itself, not held for a replay: no busy mark, nothing React must redo.
  expect(drawer.open).toBe(true)
  expect(button.getAttribute('aria-expanded')).toBe('true')
  expect(button.hasAttribute('aria-busy')).toBe(false)

  // The code arrives; React hydrates the header with the drawer open and keeps it open.
  let root: Root | undefined
  const page = await header()
  await act(async () => {
    root = hydrateRoot(container, page)
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
  expect(drawer.open).toBe(true)
  expect(button.getAttribute('aria-expanded')).toBe('true')

  // The second act, now React's: the close button (a `method="dialog"` form) closes it and
  // React's state follows; the button opens it again.
  await act(async () => (drawer.querySelector('form[method="dialog"] button') as HTMLButtonElement).click())
  expect(drawer.open).toBe(false)
  expect(button.getAttribute('aria-expanded')).toBe('false')
  await act(async () => tap(button))
  expect(drawer.open).toBe(true)
  expect(button.getAttribute('aria-expanded')).toBe('true')
})

it('closes from its own button before hydration too: the loader does not hold a dialog form', async () => {
  const container = await serverPage()
  cleanups.push(() => container.remove())
  hydrateOnIntent(
    { entry: '/assets/index.js', preloads: [], reload: { key: 'k', windowMs: 60_000 } },
    async () => undefined,
    answerTap,
  )
  const button = container.querySelector(`button[aria-controls="${MENU_DRAWER_ID}"]`)!
  const drawer = document.getElementById(MENU_DRAWER_ID) as HTMLDialogElement
  tap(button)
  expect(drawer.open).toBe(true)
  tap(drawer.querySelector('form[method="dialog"] button')!)
  expect(drawer.open).toBe(false)
  expect(button.getAttribute('aria-expanded')).toBe('false')
})
