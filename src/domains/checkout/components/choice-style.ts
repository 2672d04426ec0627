import { css } from 'styled-system/css'

/** A radio choice drawn as a card: the whole card is the label, so the target is large on phones. */
export const choiceStyle = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  p: '3',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  cursor: 'pointer',
  minW: 0,
  overflowWrap: 'anywhere',
  _hover: { bg: 'bg.subtle' },
  '&:has(input:checked)': { borderColor: 'primary', bg: 'bg.subtle' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
})
export const radioStyle = css({ w: '5', h: '5', mt: '0.5', flexShrink: 0, accentColor: 'primary' })
