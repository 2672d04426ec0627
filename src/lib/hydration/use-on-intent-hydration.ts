import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { ANALYTICS_MARKER, ANALYTICS_SRC } from '~/domains/consent/consent.browser'
import { isFresh, parseConsentCookie } from '~/domains/consent/consent.cookie'
import { readConsentCookie } from '~/domains/consent/consent.functions'
import type { Shell } from '~/domains/settings/shell.functions'
import { deferManifest, holdUntilHydrated, hydratesOnIntent } from './hydration-mode'

type Router = ReturnType<typeof useRouter>

/** The consent machine's analytics tag, when the visitor has consented to it (read from the cookie). */
function consentedAnalytics(now: number) {
  const stored = parseConsentCookie(readConsentCookie(), now)
  return stored && isFresh(stored.at, now) && stored.analytics
    ? { src: ANALYTICS_SRC, marker: ANALYTICS_MARKER }
    : undefined
}

/**
 * On a page that hydrates on intent, rewrites the router's asset manifest (its per-request
 * state, from which <HeadContent> and <Scripts> render) so the page gets the loader instead of
 * its modules. Decision 017.
 */
export function applyOnIntentHydration(router: Router, shell: Shell | undefined, now: number): boolean {
  const manifest = router.ssr?.manifest
  if (!shell || !manifest) return false
  const matches = router.state.matches
  const facts = { signedIn: Boolean(shell.user), loginDialogRequired: shell.settings.auth_required_on_product_checkout }
  if (!hydratesOnIntent(matches, facts)) {
    // Hydrating at once: taps made meanwhile are held and replayed (decision 043).
    router.ssr = { manifest: holdUntilHydrated(manifest, matches) }
    return false
  }
  // A plain object in place of the server's getter: the manifest is read once, rewritten once.
  router.ssr = { manifest: deferManifest(manifest, matches, consentedAnalytics(now)) }
  return true
}

/**
 * Applies the rewrite once, before the document's head and scripts render, on the server and
 * again in the browser before hydration: both know the same facts (the shell, the matched
 * routes, the consent cookie), so both render the same markup.
 */
export function useOnIntentHydration(shell: Shell | undefined): boolean {
  const router = useRouter()
  const [onIntent] = useState(() => applyOnIntentHydration(router, shell, Date.now()))
  return onIntent
}
