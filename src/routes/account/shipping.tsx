import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { deleteAddress, fetchAddresses, updateAddress } from '~/domains/accounts/accounts.functions'
import { privateHead } from '~/domains/accounts/components/account-head'
import { AddressForm, type Address } from '~/domains/accounts/components/address-form'
import { ConfirmDialog } from '~/domains/accounts/components/confirm-dialog'
import { ManagedListHeader } from '~/domains/accounts/components/managed-list'
import { buttonStyle } from '~/domains/accounts/components/form-kit'
import { requireRole } from '~/domains/auth/guards'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

// Spec §2: shipping addresses are for customers (role user) only.
export const Route = createFileRoute('/account/shipping')({
  beforeLoad: (ctx) => {
    requireRole(ctx, ['user'])
  },
  loader: () => fetchAddresses({ data: { locale: getLocale() } }),
  head: ({ matches }) => privateHead(matches, m.account_shipping_title(), '/account/shipping'),
  component: Shipping,
})

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; address: Address }

const describe = (a: Address) => a.label || a.recipient

function Shipping() {
  const addresses = Route.useLoaderData()
  const router = useRouter()
  const locale = getLocale() as Locale
  const update = useServerFn(updateAddress)
  const remove = useServerFn(deleteAddress)
  const [mode, setMode] = useState<Mode>({ kind: 'list' })
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  const [toDelete, setToDelete] = useState<Address | null>(null)
  const [busy, setBusy] = useState(false)

  const done = async (text: string) => {
    setNotice({ kind: 'success', text })
    setMode({ kind: 'list' })
    await router.invalidate()
  }

  const makeDefault = async (a: Address) => {
    setBusy(true)
    const result = await update({ data: { locale, id: a.id, body: { is_default: true } } })
    setBusy(false)
    // No result: the session had expired and useServerFn went to /login.
    if (!result) return
    if (!result.ok) return setNotice({ kind: 'error', text: result.error.message })
    await done(m.account_shipping_default_set({ label: describe(a) }))
  }

  const confirmDelete = async () => {
    if (!toDelete) return
    setBusy(true)
    const result = await remove({ data: { locale, id: toDelete.id } })
    setBusy(false)
    setToDelete(null)
    // No result: the session had expired and useServerFn went to /login.
    if (!result) return
    if (!result.ok) return setNotice({ kind: 'error', text: result.error.message })
    await done(m.account_shipping_deleted())
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <ManagedListHeader
        title={m.account_shipping_title()}
        intro={m.account_shipping_intro()}
        notice={notice}
        addLabel={m.account_shipping_add()}
        onAdd={() => {
          setNotice(null)
          setMode({ kind: 'new' })
        }}
        editor={
          mode.kind === 'list' ? null : (
            <AddressForm
              key={mode.kind === 'edit' ? mode.address.id : 'new'}
              address={mode.kind === 'edit' ? mode.address : null}
              onSaved={() => void done(m.account_shipping_saved())}
              onCancel={() => setMode({ kind: 'list' })}
            />
          )
        }
      />

      {addresses.length === 0 ? (
        mode.kind === 'list' && (
          <div
            className={css({
              border: '1px dashed',
              borderColor: 'border',
              borderRadius: 'lg',
              p: '6',
              textAlign: 'center',
              color: 'fg.muted',
            })}
          >
            {m.account_shipping_empty()}
          </div>
        )
      ) : (
        <ul
          aria-label={m.account_shipping_list_label()}
          className={css({
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
          })}
        >
          {addresses.map((a) => (
            <li
              key={a.id}
              className={css({
                border: '1px solid',
                borderColor: a.is_default ? 'primary' : 'border',
                borderRadius: 'lg',
                p: '4',
                display: 'flex',
                flexDirection: 'column',
                gap: '3',
              })}
            >
              <div
                className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', alignItems: 'baseline' })}
              >
                <h2 className={css({ fontWeight: 'bold' })}>{describe(a)}</h2>
                {a.is_default && (
                  <span
                    className={css({
                      fontSize: 'xs',
                      fontWeight: 'bold',
                      bg: 'primary',
                      color: 'primary.fg',
                      px: '2',
                      py: '0.5',
                      borderRadius: 'full',
                    })}
                  >
                    {m.account_shipping_default()}
                  </span>
                )}
              </div>
              <address className={css({ fontStyle: 'normal' })}>
                <span className={css({ display: 'block' })}>{a.recipient}</span>
                {a.company && <span className={css({ display: 'block' })}>{a.company}</span>}
                <span className={css({ display: 'block' })}>{a.street}</span>
                <span className={css({ display: 'block' })}>
                  {a.postcode} {a.city}
                  {a.province ? ` (${a.province})` : ''}
                </span>
                {a.phone && <span className={css({ display: 'block', color: 'fg.muted' })}>{a.phone}</span>}
              </address>
              <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: 'auto' })}>
                <button
                  type="button"
                  className={buttonStyle.secondary}
                  aria-label={`${m.account_shipping_edit()}: ${describe(a)}`}
                  onClick={() => {
                    setNotice(null)
                    setMode({ kind: 'edit', address: a })
                  }}
                >
                  {m.account_shipping_edit()}
                </button>
                {!a.is_default && (
                  <button
                    type="button"
                    className={buttonStyle.secondary}
                    disabled={busy}
                    aria-label={`${m.account_shipping_make_default()}: ${describe(a)}`}
                    onClick={() => void makeDefault(a)}
                  >
                    {m.account_shipping_make_default()}
                  </button>
                )}
                <button
                  type="button"
                  className={buttonStyle.danger}
                  aria-label={`${m.account_shipping_delete()}: ${describe(a)}`}
                  onClick={() => setToDelete(a)}
                >
                  {m.account_shipping_delete()}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={m.account_shipping_delete_title()}
        text={toDelete ? m.account_shipping_delete_text({ label: describe(toDelete) }) : ''}
        confirmLabel={m.account_shipping_delete()}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  )
}
