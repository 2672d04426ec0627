import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { authMachine } from './auth.machine'
import type { User } from './auth.schemas'
import type { ActionResult } from './session.functions'

const giulia: User = {
  id: 2,
  name: 'Giulia',
  email: 'cliente@soglia.test',
  role: 'user',
  email_verified: true,
  parent_id: null,
  locale: 'it',
}
const admin: User = { ...giulia, id: 1, role: 'admin', email: 'admin@soglia.test' }

function start(options: {
  user?: User | null
  loadUser?: () => Promise<User | null>
  signIn?: (input: { email: string; password: string }) => Promise<ActionResult<User>>
  signOut?: () => Promise<void>
}) {
  const navigateAfterLogin = vi.fn()
  const navigateToLogin = vi.fn()
  const warn = vi.fn()
  const machine = authMachine.provide({
    actors: {
      loadUser: fromPromise(options.loadUser ?? (async () => null)),
      signIn: fromPromise(({ input }) =>
        (options.signIn ?? (async () => ({ ok: true as const, data: giulia })))(input),
      ),
      signOut: fromPromise(options.signOut ?? (async () => {})),
    },
    actions: {
      navigateAfterLogin: (_, params) => navigateAfterLogin(params),
      navigateToLogin,
      warn: (_, params) => warn(params),
    },
  })
  const actor = createActor(machine, { input: { user: options.user } }).start()
  return { actor, navigateAfterLogin, navigateToLogin, warn }
}

describe('auth machine (spec §4)', () => {
  it('starts signed in from the server’s user without a fetch', () => {
    const loadUser = vi.fn(async () => null)
    const { actor } = start({ user: giulia, loadUser })
    expect(actor.getSnapshot().value).toBe('signedIn')
    expect(loadUser).not.toHaveBeenCalled()
  })

  it('with no user known, fetches it: found → signed in, none → signed out', async () => {
    const found = start({ loadUser: async () => giulia }).actor
    await waitFor(found, (s) => s.matches('signedIn'))
    expect(found.getSnapshot().context.user).toEqual(giulia)
    const none = start({ loadUser: async () => null }).actor
    await waitFor(none, (s) => s.matches('signedOut'))
  })

  it('a failed user fetch clears the session and only logs a warning', async () => {
    const { actor, warn, navigateToLogin } = start({ loadUser: async () => Promise.reject(new Error('down')) })
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(actor.getSnapshot().context.user).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ message: 'failed to load the user' }))
    expect(navigateToLogin).not.toHaveBeenCalled()
  })

  it('login stores the user and goes on; a failure keeps the error for the form', async () => {
    const { actor, navigateAfterLogin } = start({
      user: null,
      loadUser: async () => null,
      signIn: async ({ password }) =>
        password === 'soglia-demo'
          ? { ok: true, data: admin }
          : { ok: false, error: { code: 'invalid_credentials', message: 'Email o password errati' } },
    })
    await waitFor(actor, (s) => s.matches('signedOut'))
    actor.send({ type: 'auth.login', email: 'admin@soglia.test', password: 'wrong-one' })
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null)
    expect(actor.getSnapshot().context.error?.message).toBe('Email o password errati')
    actor.send({
      type: 'auth.login',
      email: 'admin@soglia.test',
      password: 'soglia-demo',
      redirectTo: '/administration',
    })
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(actor.getSnapshot().context).toMatchObject({ user: admin, error: null })
    expect(navigateAfterLogin).toHaveBeenCalledWith({ user: admin, redirectTo: '/administration', stay: false })
  })

  it('a sign-in from the login dialog asks to stay on the page', async () => {
    const { actor, navigateAfterLogin } = start({
      user: null,
      loadUser: async () => null,
      signIn: async () => ({ ok: true, data: giulia }),
    })
    await waitFor(actor, (s) => s.matches('signedOut'))
    actor.send({ type: 'auth.login', email: 'cliente@soglia.test', password: 'soglia-demo', stay: true })
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(navigateAfterLogin).toHaveBeenCalledWith({ user: giulia, redirectTo: undefined, stay: true })
  })

  it('logout clears the user and goes to /login, even when the server call fails', async () => {
    const ok = start({ user: giulia })
    ok.actor.send({ type: 'auth.logout' })
    await waitFor(ok.actor, (s) => s.matches('signedOut'))
    expect(ok.navigateToLogin).toHaveBeenCalledTimes(1)

    const failing = start({ user: giulia, signOut: async () => Promise.reject(new Error('offline')) })
    failing.actor.send({ type: 'auth.logout' })
    await waitFor(failing.actor, (s) => s.matches('signedOut'))
    expect(failing.actor.getSnapshot().context.user).toBeNull()
    expect(failing.warn).toHaveBeenCalledWith(expect.objectContaining({ message: 'logout failed' }))
    expect(failing.navigateToLogin).toHaveBeenCalledTimes(1)
  })

  it('any 401 signs out and goes to /login', () => {
    const { actor, navigateToLogin } = start({ user: giulia })
    actor.send({ type: 'auth.unauthorized' })
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().context.user).toBeNull()
    expect(navigateToLogin).toHaveBeenCalled()
  })
})
