import { css } from 'styled-system/css'
import { inputStyles } from '~/domains/accounts/components/form-kit'

export {
  buttonStyle,
  inputStyle,
  inputStyles,
  sectionStyle,
  pageTitleStyle,
  introStyle,
} from '~/domains/accounts/components/form-kit'

// The kit's own styles (semantic tokens only, so the shop's colours apply).

/** A line's quantity: a number field as wide as four digits (merged with the field's own width, decision 062). */
export const quantityInput = css(inputStyles, { w: '24' })
export const labelStyle = css({ fontWeight: 'medium', fontSize: 'sm' })
/** A small button's styles as an object, to change one of them with `css(smallButtonStyles, {…})`. */
export const smallButtonStyles = css.raw({
  border: '1px solid',
  borderColor: 'border',
  bg: 'bg.canvas',
  color: 'fg.default',
  px: '3',
  py: '1.5',
  minH: '36px',
  borderRadius: 'md',
  cursor: 'pointer',
  fontSize: 'sm',
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  _hover: { bg: 'bg.subtle' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
})
export const smallButton = css(smallButtonStyles)
export const linkStyle = css({
  color: 'link',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  _hover: { textDecoration: 'none' },
})
export const mutedText = css({ color: 'fg.muted', fontSize: 'sm' })
export const badgeStyle = css({
  display: 'inline-block',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'bold',
  border: '1px solid',
  borderColor: 'border',
  bg: 'bg.subtle',
  color: 'fg.default',
  whiteSpace: 'nowrap',
})
