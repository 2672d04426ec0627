import { useEffect, useState, type RefObject } from 'react'

/**
 * True while the element's content is taller than the element (the header's menu wraps items
 * it cannot fit onto a hidden row). Measured after hydration and on every resize.
 */
export function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      const list = element.firstElementChild as HTMLElement | null
      const items = list ? Array.from(list.children) : []
      const top = list?.getBoundingClientRect().top ?? 0
      const { bottom, right } = element.getBoundingClientRect()
      // An item is hidden when it starts below the nav's box (wrapped) or the nav is not shown.
      let hidden = false
      for (const item of items) {
        const box = item.getBoundingClientRect()
        // Wrapped below, or the first of a row too narrow for even one item (it overflows sideways).
        const out = element.offsetParent !== null && (box.top >= bottom || box.top < top - 1 || box.right > right + 0.5)
        // Out of sight is out of the tab order too (WCAG 2.4.11): the drawer offers the item.
        item.toggleAttribute('data-wrapped', out)
        hidden ||= out
      }
      setOverflowing(hidden)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    return () => observer.disconnect()
  }, [ref])
  return overflowing
}
