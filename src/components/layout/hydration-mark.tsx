import { useEffect } from 'react'
import { HYDRATED_EVENT } from '~/lib/hydration/on-intent'

// The page is interactive once React has hydrated the root and the parts it hydrates on their
// own (decision 015: the page content and the footer are Suspense boundaries). Only then is
// html[data-hydrated] set and the on-intent loader told to replay what it held (decision 017):
// before, a field typed into inside a part still waiting for React would lose its text to it.
const waiting = new Set(['root', 'content', 'footer'])

export function markHydrated(part: string) {
  if (!waiting.delete(part) || waiting.size > 0) return
  document.documentElement.dataset.hydrated = 'true'
  document.dispatchEvent(new Event(HYDRATED_EVENT))
}

/** Rendered last inside a part: its effect runs once React has hydrated that part. */
export function HydrationMark({ part }: { part: 'content' | 'footer' }) {
  useEffect(() => markHydrated(part), [part])
  return null
}
