import { assign, fromPromise, setup } from 'xstate'
import type { User } from './auth.schemas'
import type { ActionError, ActionResult } from './session.functions'

// Spec §4 authentication. Pure: the effects (calls and navigation) are named here and supplied
// with `.provide()` by the app, and by fakes in the tests.
// `stay`: a sign-in from a dialog over the current page keeps the visitor on that page.
export type AuthContext = { user: User | null; error: ActionError | null; redirectTo: string | null; stay: boolean }
export type AuthEvent =
  | { type: 'auth.login'; email: string; password: string; redirectTo?: string; stay?: boolean }
  | { type: 'auth.logout' }
  | { type: 'auth.unauthorized' }
  | { type: 'auth.userChanged'; user: User }

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as { user?: User | null },
  },
  actors: {
    loadUser: fromPromise<User | null>(async () => null),
    signIn: fromPromise<ActionResult<User>, { email: string; password: string }>(async () => ({
      ok: false,
      error: { code: 'internal', message: 'signIn not provided' },
    })),
    signOut: fromPromise<void>(async () => {}),
  },
  actions: {
    /** After sign-in: "/" (or the admin area for an administrator who came from it), or the same page when `stay`. */
    navigateAfterLogin: (_, _params: { user: User; redirectTo?: string; stay: boolean }) => {},
    navigateToLogin: () => {},
    warn: (_, _params: { message: string; error?: unknown }) => {},
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ user: input.user ?? null, error: null, redirectTo: null, stay: false }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasUser', target: 'signedIn' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        src: 'loadUser',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'signedIn',
            actions: assign({ user: ({ event }) => event.output }),
          },
          { target: 'signedOut' },
        ],
        // A failed user fetch clears the session; it is only logged (spec §8).
        onError: {
          target: 'signedOut',
          actions: [
            assign({ user: null }),
            { type: 'warn', params: ({ event }) => ({ message: 'failed to load the user', error: event.error }) },
          ],
        },
      },
    },
    signedOut: {
      on: {
        'auth.login': {
          target: 'signingIn',
          actions: assign({
            redirectTo: ({ event }) => event.redirectTo ?? null,
            stay: ({ event }) => event.stay ?? false,
          }),
        },
        'auth.userChanged': { target: 'signedIn', actions: assign({ user: ({ event }) => event.user, error: null }) },
      },
    },
    signingIn: {
      entry: assign({ error: null }),
      invoke: {
        src: 'signIn',
        input: ({ event }) => {
          const e = event as Extract<AuthEvent, { type: 'auth.login' }>
          return { email: e.email, password: e.password }
        },
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'signedIn',
            actions: [
              assign({ user: ({ event }) => (event.output.ok ? event.output.data : null) }),
              {
                type: 'navigateAfterLogin',
                params: ({ context }) => ({
                  user: context.user!,
                  redirectTo: context.redirectTo ?? undefined,
                  stay: context.stay,
                }),
              },
            ],
          },
          {
            target: 'signedOut',
            actions: assign({ error: ({ event }) => (event.output.ok ? null : event.output.error) }),
          },
        ],
        onError: {
          target: 'signedOut',
          actions: [
            assign({ error: () => ({ code: 'internal' as const, message: '' }) }),
            { type: 'warn', params: ({ event }) => ({ message: 'sign-in failed', error: event.error }) },
          ],
        },
      },
    },
    signedIn: {
      on: {
        'auth.logout': 'signingOut',
        'auth.unauthorized': { target: 'signedOut', actions: [assign({ user: null }), 'navigateToLogin'] },
        'auth.userChanged': { actions: assign({ user: ({ event }) => event.user }) },
      },
    },
    signingOut: {
      invoke: {
        src: 'signOut',
        onDone: { target: 'signedOut', actions: [assign({ user: null }), 'navigateToLogin'] },
        // Cleared even when the server call fails; the failure is only logged (spec §4).
        onError: {
          target: 'signedOut',
          actions: [
            assign({ user: null }),
            { type: 'warn', params: ({ event }) => ({ message: 'logout failed', error: event.error }) },
            'navigateToLogin',
          ],
        },
      },
    },
  },
})
