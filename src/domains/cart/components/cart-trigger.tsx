import { css } from 'styled-system/css'

/** Spec §2: the checkout page hides the dropdown's go-to-checkout button. */
export const isCheckoutPath = (pathname: string) => /(^|\/)checkout\/?$/.test(pathname)

export const cartTriggerClass = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'full',
  border: '1px solid',
  borderColor: 'border',
  bg: 'transparent',
  color: 'header.fg',
  cursor: 'pointer',
  flexShrink: 0,
  _hover: { bg: 'bg.subtle' },
})

/** The cart icon and the item-count badge (signed in only), inside the header's cart button. */
export function CartTriggerContent({ signedIn, count }: { signedIn: boolean; count: number }) {
  return (
    <>
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.6 12.4a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 7H6" />
      </svg>
      {signedIn && count > 0 && (
        <span
          data-testid="cart-badge"
          aria-hidden="true"
          className={css({
            position: 'absolute',
            top: '-1',
            right: '-1',
            minW: '5',
            h: '5',
            px: '1',
            borderRadius: 'full',
            bg: 'primary',
            color: 'primary.fg',
            fontSize: 'xs',
            fontWeight: 'bold',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          })}
        >
          {count}
        </span>
      )}
    </>
  )
}
