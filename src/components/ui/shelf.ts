import { cva } from 'styled-system/css'

/**
 * A list that is a sideways shelf on a phone and a grid from `md` (issue 42: the phone home page was
 * an 8,500 px single column of full-width cards). Each card takes 78 % of the width, so the next
 * one peeks in and says "scroll me"; cards snap to the start. Tabbing to a card's link scrolls it
 * into view, so the shelf needs no focus of its own (axe's scrollable-region-focusable passes on
 * the links inside). `position: relative` keeps visually hidden texts inside the scroll box.
 */
export const shelf = cva({
  base: {
    listStyle: 'none',
    display: 'grid',
    gap: { base: '4', md: '6' },
    position: 'relative',
    gridAutoFlow: { base: 'column', md: 'row' },
    gridAutoColumns: { base: '78%', md: 'auto' },
    overflowX: { base: 'auto', md: 'visible' },
    scrollSnapType: { base: 'x mandatory', md: 'none' },
    overscrollBehaviorX: 'contain',
    // Room for the cards' focus ring, which the scroll box would otherwise clip.
    p: { base: '1', md: 0 },
    '& > li': { scrollSnapAlign: 'start', minW: 0 },
  },
  variants: {
    // The grid from `md`: product cards at least 220 px wide; blog posts two by two.
    columns: {
      cards: { gridTemplateColumns: { base: 'none', md: 'repeat(auto-fill, minmax(220px, 1fr))' } },
      halves: { gridTemplateColumns: { base: 'none', md: 'repeat(2, 1fr)' } },
    },
  },
  defaultVariants: { columns: 'cards' },
})
