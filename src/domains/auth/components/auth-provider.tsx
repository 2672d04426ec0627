import { useRouter } from '@tanstack/react-router'
import { createActorContext } from '~/lib/machines/actor-context'
import { useEffect, useMemo, type ReactNode } from 'react'
import { fromPromise } from 'xstate'
import { getLocale } from '~/paraglide/runtime.js'
import type { Locale } from '~/lib/i18n/locales'
import { clearOfflinePages } from '~/lib/pwa/register-sw'
import { authMachine } from '../auth.machine'
import { safeRedirect } from '../guards'
import type { User } from '../auth.schemas'
import { fetchSessionUser, signIn, signOut } from '../session.functions'
import { devInspect } from '~/lib/dev/inspect'
import { effectsInBrowser } from '~/lib/machines/effects-in-browser'

export const AuthActor = createActorContext(authMachine)

/** Runs the auth machine for the page, with the real effects, starting from the server's user. */
export function AuthProvider({ user, children }: { user: User | null; children: ReactNode }) {
  const router = useRouter()
  const logic = useMemo(
    () =>
      effectsInBrowser(authMachine, (machine) =>
        machine.provide({
          actors: {
            loadUser: fromPromise(() => fetchSessionUser({ data: { locale: getLocale() as Locale } })),
            signIn: fromPromise(({ input }) => signIn({ data: { ...input, locale: getLocale() as Locale } })),
            signOut: fromPromise(async () => {
              // Pages cached for offline use show the signed-in header: drop them with the session.
              await clearOfflinePages().catch(() => {})
              await signOut({ data: { locale: getLocale() as Locale } })
            }),
          },
          actions: {
            navigateAfterLogin: (_, { user: signedIn, redirectTo, stay }) => {
              // Signed in from the login dialog: the same page, reloaded with the visitor's prices.
              if (stay) return void router.invalidate()
              // Back to the page that asked for the sign-in (issue 16), a shop path only; the
              // administration is for administrators, the account area for the others.
              const target = safeRedirect(redirectTo)
              const allowed = target && (signedIn.role === 'admin' || !/^\/administration(\/|\?|#|$)/.test(target))
              void router
                .invalidate()
                .then(() => (allowed ? router.navigate({ to: '/', href: target }) : router.navigate({ to: '/' })))
            },
            navigateToLogin: () => {
              void router.invalidate().then(() => router.navigate({ to: '/login' }))
            },
            warn: (_, { message, error }) => console.warn(message, error),
          },
        }),
      ),
    [router],
  )
  return (
    <AuthActor.Provider logic={logic} options={{ input: { user }, inspect: devInspect }}>
      <SessionSync user={user} />
      {children}
    </AuthActor.Provider>
  )
}

/** Keeps the machine in step with the session the server saw on the last navigation. */
function SessionSync({ user }: { user: User | null }) {
  const actor = AuthActor.useActorRef()
  useEffect(() => {
    const snapshot = actor.getSnapshot()
    if (user) {
      if (snapshot.context.user?.id !== user.id || snapshot.context.user.name !== user.name)
        actor.send({ type: 'auth.userChanged', user })
    } else if (snapshot.matches('signedIn')) {
      // The server no longer knows the session (expired or revoked): a 401, spec §4.
      actor.send({ type: 'auth.unauthorized' })
    }
  }, [actor, user])
  return null
}
