// Hydration on the visitor's first sign of presence (decision 017). On content and catalogue
// pages the server-rendered HTML is complete: links are real links, text and images are there.
// The application's JavaScript (React, the router, the shop's code: ≈ 170 kB gzip) is fetched
// and run when the visitor first moves the pointer, touches, scrolls, presses a key or focuses
// something — not while the page is loading, when it would compete with the page's own paint.
//
// `hydrateOnIntent` runs as an inline classic script at the end of <body>. It is serialized
// as its text (`sourceOf`, minified in a build), so it must stay self-contained: no imports, no helpers
// from outside its body, and no `import()` of its own (Vite's dev server rewrites those in
// server code): the module loader is passed in by the script text, and so is `answerTap`
// (answer-tap.ts: what a tap shows at once, before hydration).

import { answerTap } from './answer-tap'
import { sourceOf } from './serialized-source'

export type OnIntentConfig = {
  /**
   * The client entry module (TanStack Start's hydration script). Empty on a page that loads its
   * code at once: the loader then only holds and replays taps made before React has hydrated.
   */
  entry: string
  /** The modules the page needs, fetched together with the entry instead of one by one. */
  preloads: string[]
  /** The analytics tag, when the visitor has consented to it (the consent machine's tag). */
  analytics?: { src: string; marker: string }
  /** Spec §4: a failed load reloads the page at most once per window (chunk-reload.ts's rule). */
  reload: { key: string; windowMs: number }
}

/** The event the root layout dispatches on `document` once React has hydrated the page. */
export const HYDRATED_EVENT = 'soglia:hydrated'

/**
 * Clicks on controls (buttons, switches, checkboxes, labels) and form submissions that happen
 * before hydration are held, shown as busy, and replayed once the page is interactive, so no
 * tap is lost. Links are left alone: they navigate natively to a server-rendered page.
 */
export function hydrateOnIntent(
  config: OnIntentConfig,
  load: (url: string) => Promise<unknown>,
  answer?: typeof answerTap,
): void {
  const doc = document
  const root = doc.documentElement
  // Run once: TanStack's <Script> inserts the script again while the page hydrates (it does not
  // recognise the server's copy, whose nonce the browser hides), and by then <html> may have lost
  // the attributes set here (React takes over the root element). A second run held each tap a
  // second time and replayed it twice: a checkbox or a toggle tapped before hydration ended up
  // as it was (decision 046). So the window remembers the run too.
  const w = window as unknown as { sogliaLoader?: boolean }
  if (w.sogliaLoader || root.dataset.hydrated || root.dataset.hydration || root.dataset.holding) return
  w.sogliaLoader = true
  // A page that loads its code at once (the configurator, a signed-in visitor's pages): a tap
  // made while it hydrates was lost (React hydrates a choice as the state it rendered); it is
  // held and replayed like on the pages below. Submissions are not held there: those forms
  // work natively (decision 032), and if the code never arrives they must still go.
  const atOnce = !config.entry
  if (atOnce) root.setAttribute('data-holding', '')
  else root.setAttribute('data-hydration', 'waiting')
  const intents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll']
  const passive = { capture: true, passive: true }
  const controls =
    'button,[role=button],[role=switch],[role=checkbox],[role=radio],[role=tab],[role=menuitem],[role=option],' +
    'input[type=checkbox],input[type=radio],input[type=submit],input[type=reset],input[type=button],label'
  const fields =
    'input:not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=reset]):not([type=button]),textarea,select'
  let held: Array<() => void> = []
  const edited = new Set<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>()
  let started = false

  // A field typed into before hydration keeps the visitor's text, but React's state does not
  // have it (React hydrates the field as it finds it and records that value as already seen).
  // Shown to React as a change: an event on the field first, which makes React hydrate the
  // part of the page it is in if it has not yet (and changes nothing: the value is the one
  // React records); then an older value through React's tracking of the field, the visitor's
  // value past it, and the event React listens for.
  const tellReact = ([field, value]: [HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string]) => {
    if (!field.isConnected) return
    const type = field.tagName === 'SELECT' ? 'change' : 'input'
    if (type === 'change') field.value = value
    else {
      field.dispatchEvent(new Event(type, { bubbles: true }))
      field.value = value === '' ? ' ' : ''
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
    }
    field.dispatchEvent(new Event(type, { bubbles: true }))
  }
  // A GET form marked `data-native` (the shop's search and filters) needs no React: until the
  // page has hydrated, its submissions and its choices that apply at once (a checkbox, a radio,
  // a select) go to the server as the address they stand for, a cached server-rendered page.
  // The box ticks in the visitor's frame and the list follows with the next page, instead of
  // waiting for the application's code (issue 15, decision 043). Empty fields are left out, as
  // the application leaves them out of the address it writes.
  const nativeForm = (el: Element | null): HTMLFormElement | null => {
    const form = el && (el as HTMLInputElement).form
    return form && form.method === 'get' && form.hasAttribute('data-native') ? form : null
  }
  const appliesAtOnce = (el: Element | null) =>
    !!el &&
    !!nativeForm(el) &&
    (el.tagName === 'SELECT' ||
      (el as HTMLInputElement).type === 'checkbox' ||
      (el as HTMLInputElement).type === 'radio')
  const go = (form: HTMLFormElement) => {
    const query = new URLSearchParams()
    new FormData(form).forEach((value, name) => {
      if (typeof value === 'string' && value.trim() !== '') query.append(name, value)
    })
    const url = new URL(form.action || location.href)
    url.search = query.toString()
    location.assign(url.href)
  }
  const remember = (event: Event) => {
    const field = event.target as Element
    if (root.dataset.hydrated) return
    if (event.type === 'change' && appliesAtOnce(field)) return go(nativeForm(field)!)
    if (field.matches(fields)) edited.add(field as HTMLInputElement)
  }

  const release = (replay: boolean) => {
    doc.removeEventListener('click', hold, true)
    for (const type of tapEvents) doc.removeEventListener(type, shield, true)
    doc.removeEventListener('submit', hold, true)
    doc.removeEventListener('input', remember, true)
    doc.removeEventListener('change', remember, true)
    const pending = held
    held = []
    if (atOnce) root.removeAttribute('data-holding')
    else root.setAttribute('data-hydration', replay ? 'done' : 'failed')
    // In a task of its own: the event comes from React's commit, and a click dispatched inside
    // it on a part React has yet to hydrate (the footer, the page content) is swallowed; from
    // a fresh task React hydrates that part at once and handles the click. Typed text first,
    // so a held submission sends what the visitor typed.
    if (replay && (pending.length || edited.size))
      setTimeout(() => {
        // Every value read first: React re-renders on the first change and puts its state back
        // into the fields it controls that it has not been told about yet.
        const values = [...edited].map((field) => [field, field.value] as [typeof field, string])
        values.forEach(tellReact)
        pending.forEach((run) => run())
      })
  }

  // Fetched at once, run once the visitor's input has been quiet for QUIET_MS (at most
  // MAX_WAIT_MS after the first sign): evaluating the modules and hydrating is a long task
  // (≈ 0.6 s and more at 4× CPU), and run at the first sign it fell between the pointer's
  // arrival and its tap, so the frame that answers the tap (a ticked box, a busy button) waited
  // for it; the first interaction then took 250–630 ms instead of < 100 (issue 15, decision 043).
  const QUIET_MS = 150
  const MAX_WAIT_MS = 1000
  const inputs = ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup', 'input', 'touchend']
  let quiet: ReturnType<typeof setTimeout> | undefined
  let deadline = 0
  const run = () => {
    for (const type of inputs) removeEventListener(type, later, passive)
    // A page older than the release that replaced its files: reloaded, at most once per
    // window. Offline, or reloaded already: it stays a working server-rendered page.
    load(config.entry).catch(() => {
      let reload = false
      try {
        const last = Number(sessionStorage.getItem(config.reload.key) ?? 0)
        reload = navigator.onLine && Date.now() - last >= config.reload.windowMs
        if (reload) sessionStorage.setItem(config.reload.key, String(Date.now()))
      } catch {
        // No storage: no reload, so that a real outage cannot loop.
      }
      if (reload) location.reload()
      else release(false)
    })
  }
  function later() {
    clearTimeout(quiet)
    quiet = setTimeout(run, Math.max(0, Math.min(QUIET_MS, deadline - Date.now())))
  }

  const start = () => {
    if (started || atOnce) return
    started = true
    for (const type of intents) removeEventListener(type, start, passive)
    root.setAttribute('data-hydration', 'loading')
    // The first sign of presence is usually the tap itself, or a pointer move a few ms before
    // it: inserting the page's ≈ 30 modulepreload links there took 25–200 ms of script at 4×
    // CPU, input delay of the tap that followed (decision 053). They go in after the next paint,
    // a few per task, so a tap arriving meanwhile waits for one slice at most.
    const hrefs = [config.entry, ...config.preloads]
    const preload = () => {
      // Date, not `performance`: the Workers build gives server code a polyfilled `performance`
      // (`performance_default`), and this function's text is what the browser runs.
      const begun = Date.now()
      while (hrefs.length && Date.now() - begun < 8) {
        const link = doc.createElement('link')
        link.rel = 'modulepreload'
        link.href = hrefs.shift()!
        doc.head.appendChild(link)
      }
      if (hrefs.length) setTimeout(preload)
    }
    requestAnimationFrame(() => setTimeout(preload))
    deadline = Date.now() + MAX_WAIT_MS
    for (const type of inputs) addEventListener(type, later, passive)
    later()
  }

  // A click into a field (also one inside its label) is the browser's: focus, caret, list.
  const controlOf = (target: Element): Element | null => {
    const control = target.matches(fields) ? null : target.closest(controls)
    return !control || (control.tagName === 'LABEL' && target.closest('a[href]')) ? null : control
  }
  const labelled = (control: Element) => (control.tagName === 'LABEL' ? (control as HTMLLabelElement).control : control)
  // None of a held tap's events reaches React (its listeners on the document come after these):
  // a pointerdown or click on a part React has yet to hydrate makes React finish hydrating the
  // whole page synchronously inside the tap (selective hydration), and the frame that answers
  // the tap waited for it: 0.3–0.8 s at 4× CPU on a signed-in product page (decision 052). The
  // tap is replayed as a click once the page is interactive; its defaults (focus, a tick) stay,
  // and so do the input and change events of a native tick (React's listeners force it too).
  const tapEvents = [
    'pointerdown',
    'pointerup',
    'mousedown',
    'mouseup',
    'touchstart',
    'touchend',
    'keydown',
    'keyup',
    'input',
    'change',
  ]
  const shield = (event: Event) => {
    const control = !root.dataset.hydrated && event.target instanceof Element ? controlOf(event.target) : null
    if (control && !appliesAtOnce(labelled(control))) event.stopImmediatePropagation()
  }

  function hold(event: Event) {
    if (root.dataset.hydrated) return
    const target = event.target
    if (!(target instanceof Element)) return
    if (event.type === 'submit') {
      const form = target as HTMLFormElement
      // A dialog's own close button (`method="dialog"`): the browser closes it, no code needed.
      if (atOnce || form.method === 'dialog') return
      const submitter = (event as SubmitEvent).submitter
      event.preventDefault()
      event.stopPropagation()
      if (form.method === 'get' && form.hasAttribute('data-native')) return go(form)
      held.push(() => {
        if (form.isConnected) form.requestSubmit(submitter && submitter.isConnected ? submitter : null)
      })
    } else {
      const control = controlOf(target)
      if (!control) return
      // Shown in the tap's own frame where the server rendered the effect (answer-tap.ts):
      // a native dialog is the browser's act, not held; a panel is shown and the tap held.
      if (answer && answer(control, event) === 'done') {
        event.stopImmediatePropagation()
        return start()
      }
      // The browser ticks it; its change goes to the server (above).
      if (appliesAtOnce(labelled(control))) return start()
      event.stopImmediatePropagation()
      // A radio or a checkbox (also tapped through its label) ticks in the visitor's own frame:
      // that is the tap's visible effect, not the replay seconds later (decision 052). Through a
      // label, the box is clicked here rather than by the label's default, and that click is held.
      const box = labelled(control)
      const checkable = box instanceof HTMLInputElement && (box.type === 'checkbox' || box.type === 'radio')
      if (!checkable || box !== control) event.preventDefault()
      if (checkable && box !== control) return box.click()
      const before = checkable && box.type === 'checkbox' ? !box.checked : false
      control.setAttribute('aria-busy', 'true')
      held.push(() => {
        control.removeAttribute('aria-busy')
        if (!control.isConnected) return
        // React hydrated the box as the browser had ticked it, so the replayed click would
        // change nothing it tracks: the box goes back to before the tap through React's own
        // tracking of it, and the click ticks it again, a change React hands to its handler.
        if (checkable) box.checked = before
        ;(control as HTMLElement).click()
      })
    }
    start()
  }

  if (config.analytics && !doc.querySelector('script[' + config.analytics.marker + ']')) {
    const tag = doc.createElement('script')
    tag.src = config.analytics.src
    tag.async = true
    tag.setAttribute(config.analytics.marker, '')
    doc.head.appendChild(tag)
  }
  doc.addEventListener('click', hold, true)
  doc.addEventListener('submit', hold, true)
  doc.addEventListener('input', remember, true)
  doc.addEventListener('change', remember, true)
  for (const type of tapEvents) doc.addEventListener(type, shield, passive)
  // The literal of HYDRATED_EVENT (this function cannot refer to the constant).
  doc.addEventListener('soglia:hydrated', () => release(true), { once: true })
  for (const type of intents) addEventListener(type, start, passive)
}

/** The inline script for a page: the function above, called with the page's configuration. */
export function onIntentScript(config: OnIntentConfig): string {
  // `<` escaped: the JSON sits inside a <script> element.
  return `(${sourceOf(hydrateOnIntent)})(${JSON.stringify(config).replace(/</g, '\\u003c')},function(u){return import(u)},${sourceOf(answerTap)})`
}
