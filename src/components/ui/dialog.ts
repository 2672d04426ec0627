import { cva } from 'styled-system/css'

/**
 * The panel of a modal dialog (sign-in, cookie consent): the page's colours, a shadow, at most
 * the viewport's height (the content scrolls), its parts stacked. `width`: the spec's 500 px
 * for the login dialog, 600 px for the consent choices.
 */
export const dialogPanel = cva({
  base: {
    pointerEvents: 'auto',
    bg: 'bg.canvas',
    color: 'fg.default',
    borderRadius: 'lg',
    boxShadow: 'xl',
    w: 'full',
    maxH: 'calc(100dvh - 2rem)',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
  },
  variants: {
    width: {
      narrow: { maxW: '500px', p: { base: '5', md: '7' } },
      wide: { maxW: '600px', p: { base: '5', md: '6' } },
    },
  },
})
