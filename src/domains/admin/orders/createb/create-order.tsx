import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { CartQuote } from '~/domains/cart/cart.schemas'
import { regionOf } from '~/domains/shipping/regions'
import type { FieldErrors } from '~/lib/api/errors'
import { m } from '~/paraglide/messages.js'
import { AdminPage, adminTo } from '../../kit/admin-page'
import { adminRequest, AdminRequestError } from '../../kit/data-provider'
import { money } from '../../kit/format'
import { buttonStyle, labelStyle, mutedText, quantityInput, sectionStyle, smallButton } from '../../kit/styles'
import { toast } from '../../kit/toasts'
import type { AdminCustomer } from '../order-create.contract'
import { CustomerPicker } from './customer-picker'
import { OrderSummary } from './order-summary'
import { extrasOfLine, ProductAdder } from './product-adder'
import { AddressFields, emptyAddress, type AddressValues } from './address-fields'
import { BillingSection } from './billing-section'
import { DoorAdder, type ConfiguredDoor } from './door-adder'
import type { Billing } from '~/domains/checkout/checkout.machine'

// createb (spec §2): a phone order or a showroom sale. The quote and the order are the
// checkout's, priced for the chosen customer (POST /admin/orders/quote, POST /admin/orders).

type Line = {
  slug: string
  name: string
  quantity: number
  variant_ids?: number[]
  extra_option_ids?: number[]
  choices?: string
  configuration?: ConfiguredDoor['configuration']
}
type Delivery = { mode: 'book'; addressId: number } | { mode: 'new' } | { mode: 'pickup' }
const h2 = css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })
const fieldError = css({ color: 'error.text', fontSize: 'sm' })

/** The API's address: empty optional fields left out. */
const newAddress = ({ save: _save, phone, province, ...a }: AddressValues) => ({
  ...a,
  ...(phone.trim() ? { phone } : {}),
  ...(province.trim() ? { province } : {}),
  country: 'IT',
})

export function CreateOrder() {
  const navigate = useNavigate()
  const [customerId, setCustomerId] = useState<number | null>(null)
  const [lines, setLines] = useState<Line[]>([])
  const [delivery, setDelivery] = useState<Delivery>({ mode: 'new' })
  const [address, setAddress] = useState<AddressValues>(emptyAddress)
  const [shippingId, setShippingId] = useState<number | null>(null)
  const [payment, setPayment] = useState<string>('')
  const [terms, setTerms] = useState(false)
  const [billing, setBilling] = useState<Billing | null>({ document: 'receipt' })
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const customer = useQuery({
    queryKey: ['/admin/customers', customerId],
    queryFn: () => adminRequest<{ data: AdminCustomer }>('GET', `/admin/customers/${customerId}`),
    enabled: customerId !== null,
  })
  const c = customerId ? customer.data?.data : undefined

  const bookAddress = delivery.mode === 'book' ? c?.addresses.find((a) => a.id === delivery.addressId) : undefined
  const region =
    delivery.mode === 'book' ? regionOf(bookAddress ?? {}) : delivery.mode === 'new' ? regionOf(address) : null
  const cartLines = lines.map((l) => ({
    slug: l.slug,
    quantity: l.quantity,
    ...(l.configuration
      ? { configuration: l.configuration }
      : { variant_ids: l.variant_ids ?? [], ...extrasOfLine(l.extra_option_ids) }),
  }))
  const quoteBody = {
    customer_id: customerId,
    lines: cartLines,
    region: region ?? undefined,
    pickup: delivery.mode === 'pickup',
    shipping_option_id: shippingId,
    payment_method: payment || undefined,
  }
  const quote = useQuery({
    queryKey: ['/admin/orders/quote', quoteBody],
    queryFn: async () =>
      (await adminRequest<{ data: CartQuote }>('POST', '/admin/orders/quote', { body: quoteBody })).data,
    enabled: customerId !== null && lines.length > 0,
    placeholderData: (previous) => previous,
  })
  const q = lines.length > 0 ? quote.data : undefined

  const setQuantity = (i: number, quantity: number) =>
    setLines((ls) => ls.map((l, j) => (j === i ? { ...l, quantity: Math.max(1, Math.min(9999, quantity || 1)) } : l)))
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!customerId || !q || !billing) return
    setBusy(true)
    setErrors({})
    const deliveryBody =
      delivery.mode === 'pickup'
        ? { type: 'pickup' }
        : delivery.mode === 'book'
          ? { type: 'address', address_id: delivery.addressId }
          : { type: 'address', address: newAddress(address), save: address.save }
    try {
      const placed = await adminRequest<{ data: { id: number; number: string } }>('POST', '/admin/orders', {
        body: {
          customer_id: customerId,
          lines: cartLines,
          delivery: deliveryBody,
          shipping_option_id: delivery.mode === 'pickup' ? null : shippingId,
          billing,
          payment_method: payment,
          acknowledgements: { terms: terms as true, ...(q.made_to_measure ? { made_to_measure: true } : {}) },
          expected_total: q.total,
        },
      })
      toast.success(m.oa_created({ number: placed.data.number }))
      await navigate({ to: adminTo(`orders/${placed.data.id}`) })
    } catch (e) {
      if (e instanceof AdminRequestError && e.code === 'price_changed') {
        toast.error(m.oa_price_changed())
        await quote.refetch()
      } else {
        // Field errors in place, and a toast in any case (a field may sit off screen).
        if (e instanceof AdminRequestError && e.fields) setErrors(e.fields)
        toast.error(m.oa_create_failed(), e instanceof AdminRequestError ? e.message : undefined)
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <AdminPage
      title={m.oa_create_title()}
      intro={m.oa_create_intro()}
      back={{ to: 'orders', label: m.adm_menu_orders() }}
    >
      {/* A div, not a form: the billing step is a form of its own (forms cannot nest). */}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-createb>
        <section className={sectionStyle} aria-labelledby="createb-customer">
          <h2 id="createb-customer" className={h2}>
            {m.adm_order_customer()}
          </h2>
          {c ? (
            <div
              className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}
              data-customer={c.email}
            >
              <p>
                <strong>{c.name}</strong>{' '}
                <span className={mutedText}>
                  {c.email} · {m.oa_tier({ tier: c.price_tier })}
                </span>
              </p>
              <button type="button" className={smallButton} onClick={() => setCustomerId(null)}>
                {m.oa_change()}
              </button>
            </div>
          ) : (
            <CustomerPicker
              onPick={(id) => {
                setCustomerId(id)
                setDelivery({ mode: 'new' })
              }}
            />
          )}
          {errors.customer_id && <p className={fieldError}>{errors.customer_id.join(' ')}</p>}
        </section>

        {c && (
          <>
            <section className={sectionStyle} aria-labelledby="createb-lines">
              <h2 id="createb-lines" className={h2}>
                {m.adm_order_lines()}
              </h2>
              {lines.length > 0 && (
                <ul
                  className={css({
                    listStyle: 'none',
                    p: 0,
                    display: 'flex',
                    flexDirection: 'column',
                    gap: '2',
                    mb: '3',
                  })}
                  data-lines
                >
                  {lines.map((l, i) => (
                    <li
                      key={`${l.slug}-${i}`}
                      className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}
                    >
                      <span className={css({ flex: '1 1 200px' })}>
                        {l.name}
                        {/* A configured door's choices in words, as the quote gives them. */}
                        {q?.lines[i]?.choices && (
                          <span
                            className={`${mutedText} ${css({ display: 'block', fontSize: 'sm' })}`}
                            data-line-choices
                          >
                            {q.lines[i]!.choices!.map((ch) => `${ch.step}: ${ch.value}`).join(' · ')}
                          </span>
                        )}
                        {l.choices ? (
                          <span
                            className={`${mutedText} ${css({ display: 'block', fontSize: 'sm' })}`}
                            data-line-choices
                          >
                            {l.choices}
                          </span>
                        ) : null}
                        {q?.lines[i]?.problems?.length ? (
                          <span className={`${fieldError} ${css({ display: 'block' })}`}>
                            {q.lines[i]!.problems!.join(' ')}
                          </span>
                        ) : null}
                      </span>
                      <label className={css({ display: 'flex', gap: '1', alignItems: 'center' })}>
                        <span className={labelStyle}>{m.adm_order_qty()}</span>
                        <input
                          type="number"
                          min={1}
                          max={9999}
                          className={quantityInput}
                          value={l.quantity}
                          onChange={(e) => setQuantity(i, Number(e.target.value))}
                        />
                      </label>
                      <span className={css({ minW: '24', textAlign: 'right' })}>
                        {q?.lines[i] ? money(q.lines[i]!.line_total) : ''}
                      </span>
                      <button
                        type="button"
                        className={smallButton}
                        onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
                        aria-label={m.oa_remove_named({ name: l.name })}
                      >
                        {m.oa_remove()}
                      </button>
                      {Object.entries(errors)
                        .filter(([key]) => key === `lines.${i}` || key.startsWith(`lines.${i}.`))
                        .map(([key, messages]) => (
                          <p key={key} className={fieldError}>
                            {messages.join(' ')}
                          </p>
                        ))}
                    </li>
                  ))}
                </ul>
              )}
              <ProductAdder
                onAdd={(p) =>
                  setLines((ls) => [
                    ...ls,
                    {
                      slug: p.slug,
                      name: p.name,
                      quantity: 1,
                      variant_ids: p.variant_ids,
                      extra_option_ids: p.extra_option_ids,
                      choices: p.choices,
                    },
                  ])
                }
              />
              <DoorAdder onAdd={(d) => setLines((ls) => [...ls, { ...d, quantity: 1 }])} />
            </section>

            <section className={sectionStyle} aria-labelledby="createb-delivery">
              <h2 id="createb-delivery" className={h2}>
                {m.adm_order_delivery()}
              </h2>
              <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: 0 })}>
                <legend className={labelStyle}>{m.oa_delivery_where()}</legend>
                {c.addresses.map((a) => (
                  <label key={a.id} className={css({ display: 'flex', gap: '2' })}>
                    <input
                      type="radio"
                      name="delivery"
                      checked={delivery.mode === 'book' && delivery.addressId === a.id}
                      onChange={() => setDelivery({ mode: 'book', addressId: a.id })}
                    />
                    {[a.label, a.recipient, a.street, `${a.postcode} ${a.city}`].filter(Boolean).join(', ')}
                  </label>
                ))}
                <label className={css({ display: 'flex', gap: '2' })}>
                  <input
                    type="radio"
                    name="delivery"
                    checked={delivery.mode === 'new'}
                    onChange={() => setDelivery({ mode: 'new' })}
                  />
                  {m.oa_delivery_new()}
                </label>
                {q?.pickup_available && (
                  <label className={css({ display: 'flex', gap: '2' })}>
                    <input
                      type="radio"
                      name="delivery"
                      checked={delivery.mode === 'pickup'}
                      onChange={() => setDelivery({ mode: 'pickup' })}
                    />
                    {m.adm_ship_pickup()}
                  </label>
                )}
              </fieldset>
              {delivery.mode === 'new' && <AddressFields value={address} onChange={setAddress} errors={errors} />}
            </section>

            <OrderSummary
              quote={q}
              busy={quote.isFetching}
              pickup={delivery.mode === 'pickup'}
              shippingId={shippingId}
              onShipping={setShippingId}
              payment={payment}
              onPayment={setPayment}
              errors={errors}
            />

            <BillingSection
              customerName={c.name}
              billing={billing}
              errors={errors}
              onChoose={setBilling}
              onEdit={() =>
                setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('billing.'))))
              }
            />

            <form onSubmit={submit} noValidate className={sectionStyle}>
              <label className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
                <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} required />
                <span>{q?.made_to_measure ? m.oa_terms_mtm() : m.oa_terms()}</span>
              </label>
              {errors['acknowledgements.terms'] && (
                <p className={fieldError}>{errors['acknowledgements.terms']!.join(' ')}</p>
              )}
              <div className={css({ mt: '3' })}>
                <button
                  type="submit"
                  className={buttonStyle.primary}
                  disabled={busy || !q || !terms || !payment || !billing || (delivery.mode !== 'pickup' && !shippingId)}
                  data-place-order
                >
                  {busy ? m.oa_placing() : m.oa_place()}
                </button>
              </div>
            </form>
          </>
        )}
      </div>
    </AdminPage>
  )
}
