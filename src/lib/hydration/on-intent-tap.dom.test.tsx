import { act, startTransition, useEffect, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { serverHtml, tap } from '~/test/hydration'
import { afterEach, expect, it, vi } from 'vitest'
import { HYDRATED_EVENT, hydrateOnIntent } from './on-intent'

// A tap made while React hydrates a page that loads its code at once (a signed-in visitor's
// pages): React must not finish the page's hydration inside the tap (decision 052).

let committed = false
function Page({ onAdd }: { onAdd: () => void }) {
  const [count, setCount] = useState(0)
  useEffect(() => {
    committed = true
  }, [])
  return (
    <button
      type="button"
      onClick={() => {
        setCount((c) => c + 1)
        onAdd()
      }}
    >
      Add {count}
    </button>
  )
}

const cleanups: Array<() => void> = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

const serverPage = () => serverHtml(<Page onAdd={() => {}} />)

it('a tap before hydration has finished does not make React hydrate inside it; the tap is replayed once', async () => {
  const container = serverPage()
  hydrateOnIntent({ entry: '', preloads: [], reload: { key: 'k', windowMs: 60_000 } }, async () => undefined)
  const onAdd = vi.fn()
  committed = false
  // Hydration in a transition, as the client entry starts it: React works on it in slices.
  let root: Root | undefined
  startTransition(() => {
    root = hydrateRoot(container, <Page onAdd={onAdd} />)
  })
  cleanups.push(
    () => root?.unmount(),
    () => container.remove(),
  )
  const button = container.querySelector('button')!
  tap(button)
  // React saw none of it: without the loader's shield the pointerdown made React hydrate and
  // commit the whole page synchronously, inside the visitor's tap.
  expect(committed).toBe(false)
  expect(onAdd).not.toHaveBeenCalled()
  expect(button.getAttribute('aria-busy')).toBe('true')
  await vi.waitFor(() => expect(committed).toBe(true))
  await act(async () => {
    document.documentElement.dataset.hydrated = 'true'
    document.dispatchEvent(new Event(HYDRATED_EVENT))
    await new Promise((resolve) => setTimeout(resolve, 10))
  })
  expect(onAdd).toHaveBeenCalledTimes(1)
  expect(button.textContent).toBe('Add 1')
  expect(button.hasAttribute('aria-busy')).toBe(false)
  // Once the page is interactive, taps go to React directly.
  await act(async () => tap(button))
  expect(onAdd).toHaveBeenCalledTimes(2)
})

function Finish({ onPick }: { onPick: (value: string) => void }) {
  const [picked, setPicked] = useState<string | null>(null)
  return (
    <fieldset>
      {['oak', 'walnut'].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="finish"
            value={value}
            checked={picked === value}
            onChange={() => {
              setPicked(value)
              onPick(value)
            }}
          />
          {value}
        </label>
      ))}
      <output>{picked ?? 'none'}</output>
    </fieldset>
  )
}

it('a radio tapped before hydration shows its tick at once and reaches React state once it has hydrated', async () => {
  const container = serverHtml(<Finish onPick={() => {}} />)
  hydrateOnIntent({ entry: '', preloads: [], reload: { key: 'k', windowMs: 60_000 } }, async () => undefined)
  const onPick = vi.fn()
  let root: Root | undefined
  startTransition(() => {
    root = hydrateRoot(container, <Finish onPick={onPick} />)
  })
  cleanups.push(
    () => root?.unmount(),
    () => container.remove(),
  )
  const [oak, walnut] = [...container.querySelectorAll('input')]
  // Through its label's text, as a finger lands on it: the browser ticks the box at once.
  container.querySelectorAll('label')[1]!.click()
  expect(walnut!.checked).toBe(true)
  expect(onPick).not.toHaveBeenCalled()
  // React hydrates the box as it finds it (ticked) before the page is interactive.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)))
  expect(container.querySelector('output')!.textContent).toBe('none')
  await act(async () => {
    document.documentElement.dataset.hydrated = 'true'
    document.dispatchEvent(new Event(HYDRATED_EVENT))
    await new Promise((resolve) => setTimeout(resolve, 10))
  })
  expect(onPick).toHaveBeenCalledTimes(1)
  expect(onPick).toHaveBeenCalledWith('walnut')
  expect(container.querySelector('output')!.textContent).toBe('walnut')
  expect(walnut!.checked).toBe(true)
  expect(oak!.checked).toBe(false)
})
