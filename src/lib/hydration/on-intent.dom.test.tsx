import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HYDRATED_EVENT, hydrateOnIntent, onIntentScript, type OnIntentConfig } from './on-intent'

const QUIET_MS = 150 // on-intent.ts
const reload = { key: 'soglia-chunk-reload-at', windowMs: 60_000 }
const config: OnIntentConfig = { entry: '/assets/index.js', preloads: ['/assets/a.js', '/assets/b.js'], reload }

function page(html: string) {
  document.body.innerHTML = html
  document.head.querySelectorAll('link, script').forEach((el) => el.remove())
  document.documentElement.removeAttribute('data-hydration')
  document.documentElement.removeAttribute('data-hydrated')
  document.documentElement.removeAttribute('data-holding')
  delete (window as { sogliaLoader?: boolean }).sogliaLoader
}

/** What the root layout does once React has hydrated the page. */
function hydrate() {
  document.documentElement.dataset.hydrated = 'true'
  document.dispatchEvent(new Event(HYDRATED_EVENT))
}

const click = (el: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true })
  el.dispatchEvent(event)
  return event
}

describe('hydrateOnIntent', () => {
  let load: ReturnType<typeof vi.fn<(url: string) => Promise<unknown>>>
  let removers: Array<() => void>
  beforeEach(() => {
    // The code runs once the visitor's input has been quiet for a moment (below: `quietly`).
    vi.useFakeTimers({ shouldAdvanceTime: true })
    load = vi.fn(async () => undefined)
    removers = []
    // The loader listens on window and document; each test starts with a page of its own.
    for (const target of [window, document] as EventTarget[]) {
      const add = target.addEventListener.bind(target)
      vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
        add(type, listener, options)
        removers.push(() => target.removeEventListener(type, listener, options))
      })
    }
  })
  afterEach(() => {
    removers.forEach((remove) => remove())
    vi.useRealTimers()
  })

  it('loads nothing until the visitor shows up, then the entry once with its modules preloaded', () => {
    page('<main><p>Text</p></main>')
    hydrateOnIntent(config, load)
    expect(load).not.toHaveBeenCalled()
    expect(document.documentElement.dataset.hydration).toBe('waiting')
    window.dispatchEvent(new Event('pointermove'))
    window.dispatchEvent(new Event('scroll'))
    // Fetched after the next paint, not inside the input that may be the tap (decision 053);
    // run once the visitor's input has been quiet for a moment.
    const preloaded = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))
    expect(preloaded()).toEqual([])
    vi.advanceTimersByTime(20)
    expect(preloaded()).toEqual(['/assets/index.js', '/assets/a.js', '/assets/b.js'])
    expect(load).not.toHaveBeenCalled()
    vi.advanceTimersByTime(QUIET_MS - 20)
    expect(load).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenCalledWith('/assets/index.js')
    expect(document.documentElement.dataset.hydration).toBe('loading')
  })

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'])('starts on %s too', (type) => {
    page('<p>x</p>')
    hydrateOnIntent(config, load)
    window.dispatchEvent(new Event(type))
    vi.advanceTimersByTime(QUIET_MS)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('runs the code only after the tap: each input postpones it, up to a second after the first sign', () => {
    page('<p>x</p>')
    hydrateOnIntent(config, load)
    window.dispatchEvent(new Event('pointermove'))
    vi.advanceTimersByTime(100)
    window.dispatchEvent(new Event('pointerdown'))
    vi.advanceTimersByTime(100)
    window.dispatchEvent(new Event('click'))
    vi.advanceTimersByTime(100)
    expect(load).not.toHaveBeenCalled() // 300 ms after the first sign, still input
    for (let i = 0; i < 8; i++) {
      window.dispatchEvent(new Event('keydown'))
      vi.advanceTimersByTime(100)
    }
    expect(load).toHaveBeenCalledTimes(1) // never later than a second
  })

  it('lets a choice in a native GET form tick and go to the address it stands for', () => {
    page(
      '<form id="f" method="get" action="/negozio/porte-interne" data-native><input name="q" value=""><select name="sort"><option>newest</option><option>price_asc</option></select></form>' +
        '<label id="l"><input type="checkbox" id="c" name="f" value="materiale.legno" form="f"> Legno</label>',
    )
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    hydrateOnIntent(config, load)
    const box = document.getElementById('c') as HTMLInputElement
    expect(click(box).defaultPrevented).toBe(false) // the browser ticks it (and sends its change)
    box.checked = true
    box.dispatchEvent(new Event('change', { bubbles: true }))
    expect(assign).toHaveBeenLastCalledWith('http://localhost:3000/negozio/porte-interne?sort=newest&f=materiale.legno')
    // A submission goes the same way; after hydration React has the form.
    const form = document.getElementById('f') as HTMLFormElement
    ;(form.elements.namedItem('q') as HTMLInputElement).value = 'trento'
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }))
    expect(assign).toHaveBeenLastCalledWith(
      'http://localhost:3000/negozio/porte-interne?q=trento&sort=newest&f=materiale.legno',
    )
    const calls = assign.mock.calls.length
    hydrate()
    box.dispatchEvent(new Event('change', { bubbles: true }))
    expect(assign).toHaveBeenCalledTimes(calls)
  })

  it('holds a click on a control before hydration, marks it busy and replays it once hydrated', async () => {
    page('<button type="button" id="b">Accept</button>')
    const button = document.getElementById('b')!
    const handler = vi.fn()
    button.addEventListener('click', handler)
    hydrateOnIntent(config, load)
    const event = click(button)
    expect(event.defaultPrevented).toBe(true)
    expect(handler).not.toHaveBeenCalled()
    expect(button.getAttribute('aria-busy')).toBe('true')
    vi.advanceTimersByTime(QUIET_MS)
    expect(load).toHaveBeenCalledTimes(1) // the click itself is a sign of presence
    hydrate()
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1))
    expect(button.hasAttribute('aria-busy')).toBe(false)
    click(button) // after hydration clicks go through untouched
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('holds a click inside a control (an icon in a button) and replays it on the control', async () => {
    page('<div role="switch" id="s"><span id="icon">☾</span></div>')
    const handler = vi.fn()
    document.getElementById('s')!.addEventListener('click', handler)
    hydrateOnIntent(config, load)
    expect(click(document.getElementById('icon')!).defaultPrevented).toBe(true)
    hydrate()
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1))
  })

  it('leaves a click into a text field alone, also inside its label', () => {
    page('<label id="l">Search <input id="q" type="search"></label>')
    hydrateOnIntent(config, load)
    expect(click(document.getElementById('q')!).defaultPrevented).toBe(false)
    expect(document.getElementById('l')!.hasAttribute('aria-busy')).toBe(false)
  })

  it('leaves links alone: they navigate to a server-rendered page', () => {
    page('<a href="/negozio" id="a"><span id="t">Shop</span></a>')
    hydrateOnIntent(config, load)
    expect(click(document.getElementById('t')!).defaultPrevented).toBe(false)
  })

  it('holds a form submission and submits it again, with its submitter, once hydrated', async () => {
    page('<form id="f"><input name="email" value="a@b.it"><button id="go" name="go" value="1">Go</button></form>')
    const form = document.getElementById('f') as HTMLFormElement
    const submitted: Array<string | null> = []
    form.addEventListener('submit', (e) => {
      e.preventDefault()
      submitted.push((e as SubmitEvent).submitter?.id ?? null)
    })
    hydrateOnIntent(config, load)
    const event = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: document.getElementById('go'),
    })
    form.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(submitted).toEqual([])
    hydrate()
    await vi.waitFor(() => expect(submitted).toEqual(['go']))
  })

  it('when the code cannot be loaded (a release replaced it), reloads the page once', async () => {
    page('<p>x</p>')
    sessionStorage.removeItem(reload.key)
    const reloaded = vi.spyOn(window.location, 'reload').mockImplementation(() => {})
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    hydrateOnIntent(config, load)
    window.dispatchEvent(new Event('pointermove'))
    await vi.waitFor(() => expect(reloaded).toHaveBeenCalledTimes(1))
    expect(Number(sessionStorage.getItem(reload.key))).toBeGreaterThan(Date.now() - 5000)
  })

  it('when the code cannot be loaded again within the minute, drops the held clicks and stops holding', async () => {
    sessionStorage.setItem(reload.key, String(Date.now() - 1000))
    const reloaded = vi.spyOn(window.location, 'reload').mockImplementation(() => {})
    page('<button type="button" id="b">Menu</button>')
    const button = document.getElementById('b')!
    const handler = vi.fn()
    button.addEventListener('click', handler)
    load.mockRejectedValueOnce(new Error('offline'))
    hydrateOnIntent(config, load)
    click(button)
    await vi.waitFor(() => expect(document.documentElement.dataset.hydration).toBe('failed'))
    expect(reloaded).not.toHaveBeenCalled()
    expect(handler).not.toHaveBeenCalled()
    expect(click(button).defaultPrevented).toBe(false)
  })

  it('adds the analytics tag at once when the visitor consented to it, and only once', () => {
    page('<p>x</p>')
    // happy-dom does not run scripts: the tag's load counts as done instead of logging an error.
    const settings = (window as unknown as { happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } })
      .happyDOM?.settings
    if (settings) settings.handleDisabledFileLoadingAsSuccess = true
    const analytics = { src: '/analytics.js', marker: 'data-soglia-analytics' }
    hydrateOnIntent({ ...config, analytics }, load)
    const tags = document.head.querySelectorAll('script[data-soglia-analytics]')
    expect(tags).toHaveLength(1)
    expect(tags[0]!.getAttribute('src')).toBe('/analytics.js')
    expect(load).not.toHaveBeenCalled()
  })

  it('on a page that loads its code at once, holds and replays taps but loads nothing and lets forms go', async () => {
    page('<form id="f"><button type="button" id="b">Add</button></form>')
    const button = document.getElementById('b')!
    const handler = vi.fn()
    button.addEventListener('click', handler)
    hydrateOnIntent({ ...config, entry: '', preloads: [] }, load)
    expect(document.documentElement.dataset.hydration).toBeUndefined()
    window.dispatchEvent(new Event('pointerdown'))
    expect(click(button).defaultPrevented).toBe(true)
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true })
    document.getElementById('f')!.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(false)
    vi.advanceTimersByTime(2000)
    expect(load).not.toHaveBeenCalled()
    hydrate()
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1))
    expect(document.documentElement.hasAttribute('data-holding')).toBe(false)
  })

  it('replays a held tap once although the script ran again while React took over <html>', async () => {
    page('<input type="checkbox" id="c">')
    const box = document.getElementById('c') as HTMLInputElement
    const handler = vi.fn()
    box.addEventListener('click', handler)
    hydrateOnIntent({ ...config, entry: '', preloads: [] }, load)
    document.documentElement.removeAttribute('data-holding')
    hydrateOnIntent({ ...config, entry: '', preloads: [] }, load)
    click(box)
    expect(box.checked).toBe(true) // ticked in the tap's own frame (decision 052), replayed once
    hydrate()
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1))
    // Every timer the loader left has run (a second replay would be one of them): no sleep.
    await vi.runAllTimersAsync()
    expect(handler).toHaveBeenCalledTimes(1)
    expect(box.checked).toBe(true)
  })

  it('runs once per page, also when <html> lost its attributes in between (hydration)', () => {
    page('<p>x</p>')
    hydrateOnIntent(config, load)
    hydrateOnIntent(config, load)
    document.documentElement.removeAttribute('data-hydration')
    hydrateOnIntent(config, load)
    window.dispatchEvent(new Event('keydown'))
    vi.advanceTimersByTime(QUIET_MS)
    expect(load).toHaveBeenCalledTimes(1)
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(3)
  })
})

describe('onIntentScript', () => {
  it('is a self-contained script: the serialized function runs with the page configuration', () => {
    page('<button type="button" id="b" aria-haspopup="dialog" aria-controls="d">x</button><dialog id="d"></dialog>')
    const loads: string[] = []
    const text = onIntentScript({ entry: '/assets/index.js', preloads: ['/assets/</script>.js'], reload })
    expect(text).not.toContain('</script>')
    expect(text).toContain(',function(u){return import(u)},function answerTap(')
    // The browser's `import` replaced by a recorder: the rest runs as the browser would run it.
    new Function(
      'record',
      text.replace('function(u){return import(u)}', 'function(u){record(u);return Promise.resolve()}'),
    )((u: string) => loads.push(u))
    vi.useFakeTimers()
    window.dispatchEvent(new Event('pointerdown'))
    vi.advanceTimersByTime(QUIET_MS)
    vi.useRealTimers()
    expect(loads).toEqual(['/assets/index.js'])
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')[1]?.getAttribute('href')).toBe(
      '/assets/</script>.js',
    )
    // The tap answer travels with it (answer-tap.ts, serialized too): the dialog opens in the tap.
    click(document.getElementById('b')!)
    expect((document.getElementById('d') as HTMLDialogElement).open).toBe(true)
  })
})
