import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyDeferred, whenNearViewport } from './deferred'

afterEach(cleanup)

function Box({ label }: { label: string }) {
  return <p>{label}</p>
}

describe('lazyDeferred', () => {
  it('in a client-side render loads at once and renders inside its wrapper', async () => {
    const load = vi.fn(async () => Box)
    const Deferred = lazyDeferred('deferred-test', 'visible', load)
    const { container } = render(<Deferred label="Newsletter" />)
    expect(await screen.findByText('Newsletter')).toBeTruthy()
    expect(container.querySelector('#deferred-test > p')?.textContent).toBe('Newsletter')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('waits for the server-rendered element to come into view', async () => {
    const observers: Array<{ cb: IntersectionObserverCallback; disconnect: () => void }> = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        disconnect = vi.fn()
        constructor(cb: IntersectionObserverCallback) {
          observers.push({ cb, disconnect: this.disconnect })
        }
        observe() {}
      },
    )
    const element = document.createElement('div')
    element.id = 'below-the-fold'
    document.body.append(element)
    let resolved = false
    void whenNearViewport('below-the-fold').then(() => (resolved = true))
    await act(async () => {})
    expect(resolved).toBe(false)
    await act(async () =>
      observers[0]!.cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    )
    expect(resolved).toBe(true)
    expect(observers[0]!.disconnect).toHaveBeenCalled()
    element.remove()
    vi.unstubAllGlobals()
  })
})
