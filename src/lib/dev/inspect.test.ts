import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect'
import { createActor, StateMachine, type AnyStateMachine } from 'xstate'
import { describe, expect, it } from 'vitest'
import { devInspect } from './inspect'

// Issue 16: every machine file can be shown by the Stately inspector. Each machine's actor is
// registered with the inspector (createInspector, the code createBrowserInspector wraps), and
// the definition it would send to the visualizer is read back: it must parse and
// hold every state of the machine — nothing cut by the inspector's depth limit or lost to a
// value it cannot serialise.
const files = import.meta.glob<Record<string, unknown>>('/src/domains/**/*.machine.ts', { eager: true })

const machinesOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter((entry): entry is [string, AnyStateMachine] => entry[1] instanceof StateMachine)

/** Every state's path in a machine's own definition ("checkout.delivery", …). */
function statePaths(node: { key: string; states?: Record<string, unknown> }, prefix = ''): string[] {
  const here = prefix ? `${prefix}.${node.key}` : node.key
  return [here, ...Object.values(node.states ?? {}).flatMap((child) => statePaths(child as typeof node, here))]
}

function pathsInConfig(config: { id?: string; states?: Record<string, unknown> }, key: string, prefix = ''): string[] {
  const here = prefix ? `${prefix}.${key}` : key
  return [
    here,
    ...Object.entries(config.states ?? {}).flatMap(([name, child]) =>
      pathsInConfig(child as typeof config, name, here),
    ),
  ]
}

describe('the Stately inspector', () => {
  it('finds the machines the issue names (auth, consent, coupon, cart, restoration, configurator, order status)', () => {
    const names = Object.keys(files).map((f) => f.split('/').pop())
    for (const file of [
      'auth.machine.ts',
      'consent.machine.ts',
      'coupon.machine.ts',
      'cart.machine.ts',
      'cart-restore.machine.ts',
      'configurator.machine.ts',
      'order-status.machine.ts',
    ]) {
      expect(names).toContain(file)
    }
  })

  for (const [file, module] of Object.entries(files)) {
    it(`loads ${file.replace('/src/domains/', '')} through its serializer`, () => {
      const machines = machinesOf(module)
      expect(machines.length, `${file} exports a machine`).toBeGreaterThan(0)
      for (const [name, machine] of machines) {
        const sent: StatelyInspectionEvent[] = []
        const inspector = createInspector({ send: (event) => void sent.push(event) })
        // Registered as XState does when the actor starts (not started here: its effects are
        // supplied by the pages), through the same serializer.
        inspector.actor(createActor(machine, { input: {} as never }))
        const registered = sent.find((e) => e.type === '@xstate.actor')
        expect(registered, `${name}: an @xstate.actor event`).toBeTruthy()
        const definition = (registered as { definition?: string }).definition
        expect(definition, `${name}: a definition`).toBeTruthy()
        expect(definition).not.toMatch(/"\[(Object|Array|Circular)\]"/)
        const parsed = JSON.parse(definition!) as { id: string; states?: Record<string, unknown> }
        expect(parsed.id).toBe(machine.id)
        expect(pathsInConfig(parsed, machine.id).sort(), name).toEqual(statePaths(machine.root).sort())
      }
    })
  }

  it('is off unless asked for: nothing is inspected in tests (nor in a production build)', () => {
    expect(devInspect).toBeUndefined()
  })
})
