import { createActorContext } from '~/lib/machines/actor-context'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { fromPromise } from 'xstate'
import type { Locale } from '~/lib/i18n/locales'
import { getLocale } from '~/paraglide/runtime.js'
import { loadAnalytics, persistConsent, unloadAnalytics } from '../consent.browser'
import { logConsent, readConsentCookie } from '../consent.functions'
import { consentMachine, type ConsentDecision } from '../consent.machine'
import { CONSENT_COOKIE, isFresh, parseConsentCookie, randomUuid, readCookie } from '../consent.cookie'
import { devInspect } from '~/lib/dev/inspect'
import { EARLY_EVENT } from '../consent-early'
import { effectsInBrowser } from '~/lib/machines/effects-in-browser'

// A server render shows the stored decision and whether it still holds. The id a first visit
// would get is made in the browser when the visitor decides; the server's snapshot never shows it.
export const ConsentActor = createActorContext(consentMachine, (input) =>
  input ? JSON.stringify([input.stored, input.stored ? isFresh(input.stored.at, input.now) : null]) : null,
)

const logOnServer = (d: ConsentDecision) =>
  logConsent({
    data: { consent_id: d.id, analytics: d.analytics, marketing: d.marketing, locale: getLocale() as Locale },
  })

function readStored() {
  let raw: string | null = null
  try {
    raw = readConsentCookie()
  } catch {
    // Not compiled by TanStack Start (unit tests), or outside a request: read what there is.
    raw = typeof document === 'undefined' ? null : readCookie(document.cookie, CONSENT_COOKIE)
  }
  return parseConsentCookie(raw, Date.now())
}

/**
 * Runs the consent machine for the page with the real effects. The decision is read from the
 * cookie both on the server and in the browser, so the page is rendered with the dialog
 * already open (or not) and hydrates the same way.
 */
export function ConsentProvider({
  children,
  log = logOnServer,
}: {
  children: ReactNode
  log?: (decision: ConsentDecision) => Promise<unknown>
}) {
  const [input] = useState(() => ({ stored: readStored(), now: Date.now(), newId: randomUuid() }))
  const logic = useMemo(
    () =>
      effectsInBrowser(consentMachine, (machine) =>
        machine.provide({
          actors: { logConsent: fromPromise(({ input: decision }) => log(decision)) },
          actions: {
            persist: (_, decision) => persistConsent(decision),
            loadAnalytics: () => loadAnalytics(),
            unloadAnalytics: () => unloadAnalytics(),
            warn: (_, { message, error }) => console.warn(message, error),
          },
        }),
      ),
    [log],
  )
  return (
    <ConsentActor.Provider logic={logic} options={{ input, inspect: devInspect }}>
      <AdoptEarlyDecision />
      {children}
    </ConsentActor.Provider>
  )
}

/**
 * A choice made in the server's dialog before hydration (consent-early.ts) becomes the machine's:
 * one made before this mounted, and one made after (the page is marked hydrated only later).
 */
function AdoptEarlyDecision() {
  const actor = ConsentActor.useActorRef()
  useEffect(() => {
    const adopt = () => {
      if (actor.getSnapshot().context.decision !== null) return
      const stored = parseConsentCookie(readCookie(document.cookie, CONSENT_COOKIE), Date.now())
      if (stored) actor.send({ type: 'consent.adopt', stored })
    }
    adopt()
    document.addEventListener(EARLY_EVENT, adopt)
    return () => document.removeEventListener(EARLY_EVENT, adopt)
  }, [actor])
  return null
}
