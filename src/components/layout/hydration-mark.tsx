import { Match, Outlet, useChildMatches, useMatch } from '@tanstack/react-router'
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

/**
 * Work that the page must finish before it counts as interactive, registered while it hydrates:
 * the signed-in cart's restore, whose full-screen overlay comes up with the root's first commit.
 * A tap made then landed on the overlay and was lost (issue 15, decision 046); now the overlay
 * lets it through until the page is marked (cart-provider.tsx) and the loader holds it, like any
 * tap made while React hydrates, and replays it once the cart is restored. Returns what ends the
 * work (safe to call more than once). Registered after the page was marked, it holds nothing.
 */
export function holdHydrated(part: string): () => void {
  if (typeof document === 'undefined' || waiting.size === 0) return () => {}
  waiting.add(part)
  return () => markHydrated(part)
}

/** Rendered last inside a part: its effect runs once React has hydrated that part. */
export function HydrationMark({ part }: { part: 'content' | 'footer' }) {
  useEffect(() => markHydrated(part), [part])
  return null
}

/**
 * The page content (the root's outlet) and its mark, in one hydration unit. The router's
 * `<Outlet>` in the root route wraps the page in a Suspense boundary of its own, which React
 * hydrates in a later pass (at offscreen priority) than the boundary around it: a mark beside
 * `<Outlet>` reported the page hydrated ≈ 0.5–1 s (4× CPU) before the page's controls were,
 * and a first tap on a filter replayed into that gap was lost (issue 15, decision 043).
 * So the child route's `<Match>` is rendered here directly, with the mark beside it. A page
 * the root itself answers as not found has no child match: the outlet renders it, as before.
 */
export function PageContent() {
  const child = useChildMatches({ select: (matches) => matches[0]?.routeId })
  const notFound = useMatch({ strict: false, select: (match) => Boolean(match._notFound) })
  return (
    <>
      {child && !notFound ? <Match routeId={child} /> : <Outlet />}
      <HydrationMark part="content" />
    </>
  )
}
