// The router's scroll restoration (spec §9: restored, and reset to top on navigation), except at
// hydration when the visitor has already moved the server-rendered page. The router's first
// render in the browser (its mount) restores the window like a navigation: to the saved
// position, or to the top. A visitor who had scrolled to a control while the page hydrated was
// pulled back to the top and the tap landed on whatever stood there then: the lost first choice
// of a door's finish on a signed-in product page (issue 15, decision 046). Where the window is
// already scrolled, the browser or the visitor put it there (the router's inline script restores
// a saved position before that), so the first render leaves it alone; every later render
// restores as before.

let mounted = false

/** For `createRouter({ scrollRestoration })`: called on each render the router completes. */
export function restoresScroll(
  win: Pick<Window, 'scrollX' | 'scrollY'> | undefined = typeof window === 'undefined' ? undefined : window,
): boolean {
  if (!win || mounted) return true
  mounted = true
  return win.scrollX === 0 && win.scrollY === 0
}

/** Tests only: as if the page had just loaded. */
export function resetForTest() {
  mounted = false
}
