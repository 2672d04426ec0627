import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { authMachine } from '~/domains/auth/auth.machine'
import { effectsInBrowser } from './effects-in-browser'

describe('a machine with its effects in the browser only (decision 055)', () => {
  it('on the server hands back the machine itself, never building it again, with the same first snapshot', () => {
    const provide = vi.fn((machine: typeof authMachine) => machine.provide({}))
    const logic = effectsInBrowser(authMachine, provide)
    expect(logic).toBe(authMachine)
    expect(provide).not.toHaveBeenCalled()
    const user = { id: 1, name: 'Anna', email: 'a@b.it', role: 'customer' } as never
    expect(createActor(logic, { input: { user } }).getSnapshot().value).toBe('signedIn')
  })
})
