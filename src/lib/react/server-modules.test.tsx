import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { loadBeforeRender, renderModulesReady, serverReadyLazy } from './server-modules'

// A module whose code arrives later, as a dynamic import's does.
function slowModule<T>(value: T, ms = 20): { load: () => Promise<T> } {
  return { load: () => new Promise((resolve) => setTimeout(() => resolve(value), ms)) }
}

describe('server modules (decision 070)', () => {
  it('a part made with serverReadyLazy renders in a string render once the modules are in, outside any boundary too', async () => {
    const mod = slowModule(({ name }: { name: string }) => <p>ciao {name}</p>)
    const Part = serverReadyLazy(mod.load)
    // Without the wait, a string render cannot use it yet: React fails the page.
    expect(() => renderToString(<Part name="Anna" />)).toThrow(/suspended/)
    await renderModulesReady()
    expect(renderToString(<Part name="Anna" />)).toBe('<p>ciao <!-- -->Anna</p>')
    // Inside a boundary it is the same markup, not the fallback the browser would have to replace.
    expect(
      renderToString(
        <Suspense fallback={<i>…</i>}>
          <Part name="Bo" />
        </Suspense>,
      ),
    ).toBe('<!--$--><p>ciao <!-- -->Bo</p><!--/$-->')
  })

  it('waits for every module still loading, and for nothing once they are in', async () => {
    const order: string[] = []
    void loadBeforeRender(
      slowModule('a', 30)
        .load()
        .then(() => order.push('a')),
    )
    void loadBeforeRender(
      slowModule('b', 10)
        .load()
        .then(() => order.push('b')),
    )
    const ready = renderModulesReady()
    expect(ready).toBeInstanceOf(Promise)
    await ready
    expect(order.sort()).toEqual(['a', 'b'])
    expect(renderModulesReady()).toBeUndefined()
  })

  it('a module that fails to load does not hold renders back', async () => {
    const failing = loadBeforeRender(Promise.reject(new Error('chunk missing')))
    await expect(failing).rejects.toThrow('chunk missing')
    await renderModulesReady()
    expect(renderModulesReady()).toBeUndefined()
  })
})
