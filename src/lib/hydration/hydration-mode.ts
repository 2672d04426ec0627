import type { Manifest } from '@tanstack/react-router'
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS } from '~/components/layout/chunk-reload'
import { onIntentScript, type OnIntentConfig } from './on-intent'

// Which pages hydrate on the visitor's first sign of presence, and the page's asset manifest
// rewritten for it (decision 017).

type MatchLike = { routeId: string; staticData?: { hydrate?: 'on-intent'; loginDialog?: boolean } }

export type HydrationFacts = {
  /** A signed-in visitor: the session's features (cart badge, cart restore) start at once. */
  signedIn: boolean
  /** Spec §2: the login dialog must show at once on routes that ask for it. */
  loginDialogRequired: boolean
}

/**
 * On intent only where the page opts in (content and catalogue pages, `staticData.hydrate`),
 * for an anonymous visitor, and where no blocking dialog needs the application at once.
 */
export function hydratesOnIntent(matches: readonly MatchLike[], facts: HydrationFacts): boolean {
  const leaf = matches[matches.length - 1]
  if (!leaf || leaf.staticData?.hydrate !== 'on-intent' || facts.signedIn) return false
  return !(facts.loginDialogRequired && matches.some((match) => match.staticData?.loginDialog))
}

type AssetLink = NonNullable<Manifest['routes'][string]['preloads']>[number]
const hrefOf = (link: AssetLink) => (typeof link === 'string' ? link : link.href)
const rewritten = new WeakSet<Manifest>()

/**
 * Start answers every request with the same manifest object until the build changes, so a
 * rewrite is made once per manifest and page kind rather than per request (≈ 1 % of an uncached
 * category page's CPU, decision 056). Both the router and the page only read it.
 */
const rewrites = new WeakMap<Manifest, Map<string, Manifest>>()
const routeIds = (matches: readonly MatchLike[]) => matches.map((m) => m.routeId).join(' ')
function remembered(manifest: Manifest, key: string, rewrite: () => Manifest): Manifest {
  let forManifest = rewrites.get(manifest)
  if (!forManifest) rewrites.set(manifest, (forManifest = new Map()))
  let result = forManifest.get(key)
  if (!result) {
    result = rewrite()
    // Keys are route ids (a fixed set) and the analytics tag: bounded by the build.
    forManifest.set(key, result)
  }
  return result
}

/**
 * The manifest without module preloads, and with the root's entry script replaced by the
 * on-intent loader, which fetches the same modules when the visitor shows up. Returns the
 * manifest unchanged when it has no single entry script to defer (the dev server has one too).
 */
export function deferManifest(
  manifest: Manifest,
  matches: readonly MatchLike[],
  analytics?: OnIntentConfig['analytics'],
): Manifest {
  if (rewritten.has(manifest)) return manifest
  return remembered(
    manifest,
    `defer ${analytics ? `${analytics.src} ${analytics.marker}` : ''} ${routeIds(matches)}`,
    () => defer(manifest, matches, analytics),
  )
}

function defer(manifest: Manifest, matches: readonly MatchLike[], analytics?: OnIntentConfig['analytics']): Manifest {
  const rootId = matches[0]?.routeId
  const rootScripts = rootId ? manifest.routes[rootId]?.scripts : undefined
  const entry = rootScripts?.length === 1 ? rootScripts[0]?.attrs?.src : undefined
  if (typeof entry !== 'string') return manifest
  const preloads: string[] = []
  for (const match of matches)
    for (const link of manifest.routes[match.routeId]?.preloads ?? []) preloads.push(hrefOf(link))
  const routes: Manifest['routes'] = {}
  for (const [id, route] of Object.entries(manifest.routes)) {
    const { preloads: _dropped, ...rest } = route
    routes[id] = rest
  }
  const config: OnIntentConfig = {
    entry,
    preloads: [...new Set(preloads)].filter((href) => href !== entry),
    reload: { key: CHUNK_RELOAD_KEY, windowMs: CHUNK_RELOAD_WINDOW_MS },
    ...(analytics ? { analytics } : {}),
  }
  routes[rootId!] = { ...routes[rootId!], scripts: [{ children: onIntentScript(config) }] }
  const result = { ...manifest, routes }
  rewritten.add(result)
  return result
}

/**
 * A page that hydrates at once: the manifest with the loader in hold-only mode before the entry
 * script, so a tap made while the page hydrates is kept and replayed (issue 15, decision 043).
 */
export function holdUntilHydrated(manifest: Manifest, matches: readonly MatchLike[]): Manifest {
  if (rewritten.has(manifest)) return manifest
  return remembered(manifest, `hold ${routeIds(matches)}`, () => hold(manifest, matches))
}

function hold(manifest: Manifest, matches: readonly MatchLike[]): Manifest {
  const rootId = matches[0]?.routeId
  const root = rootId ? manifest.routes[rootId] : undefined
  if (!root?.scripts?.length) return manifest
  const hold = onIntentScript({
    entry: '',
    preloads: [],
    reload: { key: CHUNK_RELOAD_KEY, windowMs: CHUNK_RELOAD_WINDOW_MS },
  })
  const result = {
    ...manifest,
    routes: { ...manifest.routes, [rootId!]: { ...root, scripts: [{ children: hold }, ...root.scripts] } },
  }
  rewritten.add(result)
  return result
}
