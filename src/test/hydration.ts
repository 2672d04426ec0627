import { renderToString } from 'react-dom/server'
import type { ReactElement } from 'react'

// For DOM tests of what a visitor does before hydration (decisions 043, 052, 053): the server's
// HTML in the document, with no mark of an earlier test's loader, and a tap as a finger makes it.

/** `element` rendered by the server into a fresh container in the document; the loader's marks cleared. */
export function serverHtml(element: ReactElement): HTMLDivElement {
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.appendChild(container)
  for (const name of ['data-hydration', 'data-hydrated', 'data-holding']) document.documentElement.removeAttribute(name)
  delete (window as { sogliaLoader?: boolean }).sogliaLoader
  return container
}

/** A tap's events, in a browser's order. */
export function tap(el: Element): void {
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'])
    el.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }))
}
