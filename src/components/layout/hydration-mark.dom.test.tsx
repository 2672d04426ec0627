import { beforeEach, expect, it, vi } from 'vitest'
import { HYDRATED_EVENT } from '~/lib/hydration/on-intent'

beforeEach(() => {
  vi.resetModules() // the parts still waiting are the module's own state: a fresh page each time
  document.documentElement.removeAttribute('data-hydrated')
})

it('reports the page hydrated once the root, the page content and the footer all are, once', async () => {
  const { markHydrated } = await import('./hydration-mark')
  const events = vi.fn()
  document.addEventListener(HYDRATED_EVENT, events)
  markHydrated('footer')
  markHydrated('root')
  expect(document.documentElement.dataset.hydrated).toBeUndefined()
  expect(events).not.toHaveBeenCalled()
  markHydrated('content')
  expect(document.documentElement.dataset.hydrated).toBe('true')
  expect(events).toHaveBeenCalledTimes(1)
  // Later pages remount the content part: nothing is reported again.
  markHydrated('content')
  markHydrated('root')
  expect(events).toHaveBeenCalledTimes(1)
  document.removeEventListener(HYDRATED_EVENT, events)
})
