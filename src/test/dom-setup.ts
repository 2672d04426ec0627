import { configure } from '@testing-library/react'
import { afterAll, vi } from 'vitest'

// DOM tests wait for what React shows (`findBy…`, `waitFor`) up to 5 s rather than Testing
// Library's default 1 s: on the shared 2-core CI machine a router's first render with a lazy
// chunk took 1.4 s under load (a `findByText` that failed while the page was right). A broken
// page still fails, only later.
configure({ asyncUtilTimeout: 5000 })

// A test that starts the page's loader (`hydrateOnIntent`) leaves it listening for input: a tap
// near the end schedules its run up to 150 ms later (QUIET_MS, on-intent.ts). Let that timer
// fire while the document still exists; after the environment is gone it threw an uncaught
// ReferenceError (`removeEventListener is not defined`) that failed the whole run on a slow CI.
afterAll(async () => {
  if (!(window as { sogliaLoader?: boolean }).sogliaLoader) return
  vi.useRealTimers()
  await new Promise((resolve) => setTimeout(resolve, 300))
})
