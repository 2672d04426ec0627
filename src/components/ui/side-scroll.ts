import { css } from 'styled-system/css'

/**
 * A box that scrolls sideways when its table is wider than a phone. `position: relative` makes it
 * the containing block of the table's visually hidden texts (`srOnly` is absolutely positioned):
 * without it they escape the scroll box and widen the whole page (seen at 390 px on the admin lists).
 */
export const sideScroll = css({ position: 'relative', overflowX: 'auto' })
