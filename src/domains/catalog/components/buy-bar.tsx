import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { Price, usePriceDisplay } from './price'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'

const barButton = css({
  bg: 'primary',
  color: 'primary.fg',
  px: '5',
  py: '2.5',
  borderRadius: 'md',
  fontWeight: 'bold',
  textDecoration: 'none',
  border: 'none',
  cursor: 'pointer',
  fontSize: 'md',
})

/**
 * Phones: a bar fixed at the bottom with the price and a button to the buy box, shown while the
 * buy box is out of sight (issue 16: the gallery pushed it far down). Wider windows show the
 * buy box beside the gallery and never need it. The price is the one the choices make; once
 * every required choice is made the button adds to the cart (the buy box's own form, so a
 * visitor is asked to sign in the same way, issue 42), until then it leads to the choices.
 */
export function BuyBar({
  targetId,
  formId,
  price,
  regular,
  canAdd,
  locale,
}: {
  targetId: string
  formId: string
  price: number
  regular?: number | null
  canAdd: boolean
  locale: Locale
}) {
  const display = usePriceDisplay()
  const [targetVisible, setTargetVisible] = useState(true)
  useEffect(() => {
    const target = document.getElementById(targetId)
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setTargetVisible(entry?.isIntersecting ?? true))
    observer.observe(target)
    return () => observer.disconnect()
  }, [targetId])
  if (targetVisible) return null
  return (
    <div
      data-testid="buy-bar"
      className={css({
        hideFrom: 'md',
        position: 'fixed',
        insetX: 0,
        bottom: 0,
        zIndex: 9,
        bg: 'bg.canvas',
        borderTop: '1px solid',
        borderColor: 'border',
        boxShadow: 'lg',
        px: '4',
        py: '3',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '3',
      })}
    >
      <strong className={css({ fontSize: 'lg' })}>
        <Price cents={price} regular={regular} display={display} locale={locale} compact />
      </strong>
      {canAdd ? (
        <button type="submit" form={formId} className={barButton}>
          {m.cart_add()}
        </button>
      ) : (
        <a
          href={`#${targetId}`}
          onClick={(e) => {
            e.preventDefault()
            const target = document.getElementById(targetId)
            target?.scrollIntoView({ block: 'start' })
            target?.querySelector<HTMLElement>('input, button, a')?.focus({ preventScroll: true })
          }}
          className={barButton}
        >
          {m.buy_bar_choose()}
        </a>
      )}
    </div>
  )
}
