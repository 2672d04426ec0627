// What a tap on a control shows before the page has hydrated (issue 15, decision 053). The
// on-intent loader (on-intent.ts) holds a tap on a control and replays it once React is there
// (decisions 017, 043, 052); measured at 4× CPU, the drawer or the configurator step the visitor
// asked for then appeared 1.2–2.4 s after the tap. Where the effect is markup the server has
// already rendered, it is shown here, in the tap's own frame, and it is the real state: the
// element React hydrates and then keeps.
//
// Serialized into the page with the loader (`Function.prototype.toString`): self-contained, no
// imports, no helpers from outside its body.

/**
 * - `'done'`: the browser did the whole act (a native dialog opened or closed): nothing to hold
 *   or replay; React finds the dialog as the visitor left it.
 * - `'shown'`: the act's visible effect is shown (a panel of a group); the tap is still held and
 *   replayed, so React's state follows it, and then matches what is on screen.
 * - `''`: nothing to show; the loader holds the tap as before.
 */
export type TapAnswer = 'done' | 'shown' | ''

export function answerTap(control: Element, event: Event): TapAnswer {
  const doc = control.ownerDocument
  const byId = (id: string | null) => (id ? doc.getElementById(id) : null)

  // A button that opens a native dialog rendered with the page (the menu drawer:
  // `aria-haspopup="dialog"` + `aria-controls`). The browser brings the rest: focus into it and
  // back, Escape, the page inert behind it. React reads `open` from the dialog when it hydrates.
  const dialog = control.getAttribute('aria-haspopup') === 'dialog' ? byId(control.getAttribute('aria-controls')) : null
  if (dialog && dialog.tagName === 'DIALOG') {
    event.preventDefault()
    const modal = dialog as HTMLDialogElement
    if (!modal.open) {
      modal.showModal()
      control.setAttribute('aria-expanded', 'true')
      modal.addEventListener('close', () => control.setAttribute('aria-expanded', 'false'), { once: true })
    }
    return 'done'
  }
  // A dialog's own close button (`<form method="dialog">`): its default closes the dialog.
  if (control.closest('form[method=dialog]')) return 'done'

  // A control that shows one panel of a group (`data-shows` → a panel with `data-panel-group`;
  // the configurator's steps): that panel shown, the others of its group hidden, and the group's
  // tabs (`data-tab`) marked with the panel now current. The replayed tap then moves React's
  // state to the same panel, and React's next render writes what is already there.
  const panel = byId(control.getAttribute('data-shows'))
  const group = panel && panel.getAttribute('data-panel-group')
  if (!panel || !group) return ''
  const inGroup = (el: Element | null) => !!el && el.getAttribute('data-panel-group') === group
  for (const other of doc.querySelectorAll<HTMLElement>('[data-panel-group]'))
    if (inGroup(other)) other.hidden = other !== panel
  const tabs = [...doc.querySelectorAll('[data-tab][data-shows]')].filter((tab) =>
    inGroup(byId(tab.getAttribute('data-shows'))),
  )
  const mark = tabs.map((tab) => tab.getAttribute('aria-current')).find(Boolean) ?? 'true'
  for (const tab of tabs) {
    if (tab.getAttribute('data-shows') === panel.id) tab.setAttribute('aria-current', mark)
    else tab.removeAttribute('aria-current')
  }
  return 'shown'
}
