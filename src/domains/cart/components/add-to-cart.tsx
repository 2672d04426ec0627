import { shownAmount } from '~/domains/catalog/price-view'
import { useEffect, useId, useState } from 'react'
import { css } from 'styled-system/css'
import { buttonStyle, inputStyle } from '~/domains/accounts/components/form-kit'
import { useNotify } from '~/components/notifications/notifications-provider'
import type { Product } from '~/domains/catalog/catalog.schemas'
import { formatCents } from '~/lib/format/money'
import { Price, usePriceDisplay } from '~/domains/catalog/components/price'
import { priceDisplayFor, type PriceDisplay } from '~/domains/catalog/price-view'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { configureLine, MAX_QUANTITY } from '../pricing'
import { extraFields, extraIdsOf } from '../extra-choice'
import { CartActor, useSignedIn } from './cart-provider'
import { usePendingAdd, useSignInToAdd } from './visitor-add'

/** `extra_option_ids` only with two or more extras (decision 109); one is `extra_option_id`. */
export type AddToCartChoice = {
  quantity: number
  variant_ids: number[]
  extra_option_id: number | null
  extra_option_ids?: number[]
}

/** The variants picked so far, by group id (`null`: none). */
export type PickedVariants = Record<number, number | null>

/** What the page around the form follows: the gallery the finish, the buy bar the price. */
export type ChoiceState = { picked: PickedVariants; unitPrice: number; canAdd: boolean }

/**
 * The product page's purchase box (spec §4), the same for a visitor as for a signed-in customer
 * (issue 42): a visitor sees every choice and its price, and "Aggiungi al carrello" asks them to
 * sign in (spec §6: the cart needs a session); back signed in, the line is added.
 */
export function AddToCart({
  product,
  locale,
  formId,
  onChange,
}: {
  product: Product
  locale: Locale
  formId?: string
  onChange?: (state: ChoiceState) => void
}) {
  const display = usePriceDisplay()
  const signedIn = useSignedIn()
  const cart = CartActor.useActorRef()
  const notify = useNotify()
  const signInToAdd = useSignInToAdd('product', product.slug)
  const add = (choice: AddToCartChoice) => {
    cart.send({ type: 'cart.add', slug: product.slug, ...choice, product })
    notify(m.cart_added(), 'success')
  }
  const kept = usePendingAdd('product', product.slug, add)
  return (
    <AddToCartForm
      // The kept choice starts a form of its own, chosen as the visitor left it.
      key={kept ? JSON.stringify(kept) : 'new'}
      initial={kept ?? undefined}
      id={formId}
      visitor={!signedIn}
      display={display}
      product={product}
      locale={locale}
      onChange={onChange}
      onAdd={signedIn ? add : signInToAdd}
    />
  )
}

const wholeQuantity = (text: string): number | null => {
  if (!/^\s*\d+\s*$/.test(text)) return null
  const n = Number(text)
  return n >= 1 && n <= MAX_QUANTITY ? n : null
}

/** The choice a kept click starts from, as far as the product still offers it. */
const pickedFrom = (product: Product, initial?: AddToCartChoice): PickedVariants =>
  Object.fromEntries(
    product.variant_groups.map((g) => [g.id, g.variants.find((v) => initial?.variant_ids.includes(v.id))?.id ?? null]),
  )

/**
 * One radio group per variant group: a required group starts with no choice (the customer must
 * decide), an optional one with "none". Extra options: none or one (radios), or any set of them
 * where the product lets them combine (check boxes, decision 109), each with its package price.
 * The unit price shown is the page's own sum; the cart asks the server again.
 */
export function AddToCartForm({
  product,
  locale,
  onAdd,
  onChange,
  initial,
  id: formId,
  visitor = false,
  display = priceDisplayFor(null),
}: {
  product: Product
  locale: Locale
  onAdd: (choice: AddToCartChoice) => void
  /** Told of every choice (the gallery follows the chosen finish, issue 16; the buy bar the price). */
  onChange?: (state: ChoiceState) => void
  /** Where the choosing starts (a visitor's kept click, issue 42); nothing chosen otherwise. */
  initial?: AddToCartChoice
  /** The form's id: the buy bar's button submits it from outside. */
  id?: string
  /** Signed out: the button says it will ask for a sign-in. */
  visitor?: boolean
  display?: PriceDisplay
}) {
  const id = useId()
  const [picked, setPicked] = useState<PickedVariants>(() => pickedFrom(product, initial))
  const [extras, setExtras] = useState<number[]>(() => {
    const kept = initial ? extraIdsOf(initial).filter((id) => product.extra_options.some((o) => o.id === id)) : []
    return product.extras_combinable ? kept : kept.slice(0, 1)
  })
  const toggleExtra = (optionId: number, on: boolean) =>
    setExtras((now) => (on ? [...now.filter((x) => x !== optionId), optionId] : now.filter((x) => x !== optionId)))
  const [quantityText, setQuantityText] = useState(String(initial?.quantity ?? 1))
  const quantity = wholeQuantity(quantityText)

  const variantIds = product.variant_groups.map((g) => picked[g.id]).filter((v): v is number => typeof v === 'number')
  const missing = product.variant_groups.filter((g) => g.required && typeof picked[g.id] !== 'number')
  const unitPrice = configureLine(product, { variant_ids: variantIds, extra_option_ids: extras }).unit_price
  const canAdd = missing.length === 0 && quantity !== null
  const hintId = `${id}-hint`
  const visitorId = `${id}-visitor`
  const describedBy = [missing.length ? hintId : '', visitor ? visitorId : ''].filter(Boolean).join(' ') || undefined
  // After each render that changed the choice: a parent's state is not set while rendering.
  useEffect(() => {
    onChange?.({ picked, unitPrice, canAdd })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- told of a change of choice, not of a new callback
  }, [picked, unitPrice, canAdd])
  const fieldset = css({ border: '1px solid', borderColor: 'border', borderRadius: 'md', p: '3', mb: '4' })
  const option = css({ display: 'flex', alignItems: 'center', gap: '2', py: '1', cursor: 'pointer' })
  // A surcharge reads like the price beside it: net + IVA for a trade customer (issue 39).
  const surcharge = (cents: number) =>
    display.net
      ? `${formatCents(shownAmount(cents, display), locale)} ${m.price_plus_vat()}`
      : formatCents(cents, locale)

  return (
    <form
      id={formId}
      aria-labelledby={`${id}-title`}
      className={css({ mt: '6', p: '4', bg: 'bg.subtle', borderRadius: 'lg' })}
      onSubmit={(e) => {
        e.preventDefault()
        if (!canAdd) return
        onAdd({ quantity: quantity!, variant_ids: variantIds, ...extraFields(extras) })
      }}
    >
      <h2 id={`${id}-title`} className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>
        {m.cart_buy_title()}
      </h2>
      {product.variant_groups.map((g) => (
        // "Required" on the radios, not the fieldset: a group role takes no aria-required (axe).
        <fieldset key={g.id} className={fieldset}>
          <legend className={css({ fontWeight: 'semibold', px: '1' })}>
            {g.name}
            {g.required && (
              <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}> ({m.cart_required()})</span>
            )}
          </legend>
          {!g.required && (
            <label className={option}>
              <input
                type="radio"
                name={`${id}-group-${g.id}`}
                checked={typeof picked[g.id] !== 'number'}
                onChange={() => setPicked((p) => ({ ...p, [g.id]: null }))}
              />
              {m.cart_variant_none_required()}
            </label>
          )}
          {g.variants.map((v) => (
            <label key={v.id} className={option}>
              <input
                type="radio"
                name={`${id}-group-${g.id}`}
                value={v.id}
                required={g.required}
                checked={picked[g.id] === v.id}
                onChange={() => setPicked((p) => ({ ...p, [g.id]: v.id }))}
              />
              {v.swatch && (
                <span
                  aria-hidden="true"
                  className={css({ w: '4', h: '4', borderRadius: 'full', border: '1px solid', borderColor: 'border' })}
                  style={{ background: v.swatch }}
                />
              )}
              <span>
                {v.name}
                {v.price > 0 && (
                  <span className={css({ color: 'fg.muted' })}>
                    {' '}
                    ({m.cart_price_plus({ price: surcharge(v.price) })})
                  </span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      {product.extra_options.length > 0 && (
        <fieldset className={fieldset} aria-describedby={product.extras_combinable ? `${id}-extras-hint` : undefined}>
          <legend className={css({ fontWeight: 'semibold', px: '1' })}>{m.product_extra_options()}</legend>
          {product.extras_combinable ? (
            <p id={`${id}-extras-hint`} className={css({ fontSize: 'sm', color: 'fg.muted', mb: '1' })}>
              {m.cart_extras_any_hint()}
            </p>
          ) : (
            <label className={option}>
              <input type="radio" name={`${id}-extra`} checked={extras.length === 0} onChange={() => setExtras([])} />
              {m.cart_extra_none()}
            </label>
          )}
          {product.extra_options.map((o) => (
            <label key={o.id} className={option}>
              {product.extras_combinable ? (
                <input
                  type="checkbox"
                  name={`${id}-extra-${o.id}`}
                  value={o.id}
                  checked={extras.includes(o.id)}
                  onChange={(e) => toggleExtra(o.id, e.target.checked)}
                />
              ) : (
                <input
                  type="radio"
                  name={`${id}-extra`}
                  value={o.id}
                  checked={extras[0] === o.id}
                  onChange={() => setExtras([o.id])}
                />
              )}
              <span>
                {o.name}{' '}
                <span className={css({ color: 'fg.muted' })}>
                  ({m.cart_price_plus({ price: surcharge(o.package_price) })})
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', maxW: '40', mb: '4' })}>
        <label htmlFor={`${id}-quantity`} className={css({ fontWeight: 'semibold' })}>
          {m.cart_quantity()}
        </label>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          step={1}
          value={quantityText}
          onChange={(e) => setQuantityText(e.target.value)}
          aria-invalid={quantity === null || undefined}
          aria-describedby={quantity === null ? `${id}-quantity-error` : undefined}
          className={inputStyle}
        />
        {quantity === null && (
          <p id={`${id}-quantity-error`} className={css({ fontSize: 'sm', color: 'error.text' })}>
            {m.cart_quantity_invalid()}
          </p>
        )}
      </div>
      <p className={css({ mb: '3' })}>
        {/* The colon from the messages: French puts a no-break space before it. */}
        {m.label_colon({ label: m.cart_unit_price() })}{' '}
        <strong data-testid="unit-price" aria-live="polite">
          <Price cents={unitPrice} display={display} locale={locale} compact />
        </strong>
      </p>
      <button type="submit" className={buttonStyle.primary} disabled={!canAdd} aria-describedby={describedBy}>
        {m.cart_add()}
      </button>
      {missing.length > 0 && (
        <p id={hintId} className={css({ fontSize: 'sm', color: 'fg.muted', mt: '2' })}>
          {m.cart_choose_hint({ groups: missing.map((g) => g.name).join(', ') })}
        </p>
      )}
      {visitor && (
        <p
          id={visitorId}
          data-testid="visitor-add-hint"
          className={css({ fontSize: 'sm', color: 'fg.muted', mt: '2' })}
        >
          {m.cart_visitor_add_hint()}
        </p>
      )}
    </form>
  )
}
