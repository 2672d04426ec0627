import { expect, type Locator } from '@playwright/test'

/**
 * Asserts that `control` is inside the viewport and nothing covers it: the element the
 * browser would hit at its centre (and near two corners) is the control or inside it. Issue
 * 16's bar for every control a shopper needs on a phone and on a laptop.
 */
export async function expectReachable(control: Locator) {
  // Retried for a moment: what is checked is where the control settles, not a frame in which a
  // transient layer (the signed-in cart's restoring overlay) or a layout shift (a filter badge
  // appearing) is passing by. A control that stays covered still fails.
  await expect(async () => {
    await expect(control).toBeVisible()
    const page = control.page()
    const box = await control.boundingBox()
    const viewport = page.viewportSize()
    expect(box, 'the control has a box').not.toBeNull()
    expect(viewport).not.toBeNull()
    const b = box!
    const v = viewport!
    expect(b.x, 'left edge in the viewport').toBeGreaterThanOrEqual(0)
    expect(b.y, 'top edge in the viewport').toBeGreaterThanOrEqual(0)
    expect(b.x + b.width, 'right edge in the viewport').toBeLessThanOrEqual(v.width + 0.5)
    expect(b.y + b.height, 'bottom edge in the viewport').toBeLessThanOrEqual(v.height + 0.5)
    const points = [
      [b.x + b.width / 2, b.y + b.height / 2],
      // Inside the corners: a round button's corners are not the button.
      [b.x + b.width * 0.25, b.y + b.height * 0.25],
      [b.x + b.width * 0.75, b.y + b.height * 0.75],
    ]
    for (const [x, y] of points) {
      const hit = await control.evaluate(
        (element, [px, py]) => {
          const top = document.elementFromPoint(px!, py!)
          return top === element || element.contains(top) ? 'self' : (top?.outerHTML.slice(0, 120) ?? 'nothing')
        },
        [x, y],
      )
      expect(hit, `what lies at (${Math.round(x!)}, ${Math.round(y!)})`).toBe('self')
    }
  }).toPass({ timeout: 5_000 })
}
