import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import {
  cardBox,
  cardLabel,
  cardRow,
  cardTable,
  cardTableBody,
  cardTableHead,
  headCell,
} from '~/components/ui/card-table'
import { sideScroll } from '~/components/ui/side-scroll'
import {
  deleteTeamUser,
  fetchTeamUsers,
  resendTeamInvitation,
  updateTeamUser,
} from '~/domains/accounts/accounts.functions'
import { privateHead } from '~/domains/accounts/components/account-head'
import { ConfirmDialog } from '~/domains/accounts/components/confirm-dialog'
import { ManagedListHeader } from '~/domains/accounts/components/managed-list'
import { buttonStyle } from '~/domains/accounts/components/form-kit'
import { formatDay } from '~/domains/accounts/components/order-format'
import { TeamUserForm, type TeamUser } from '~/domains/accounts/components/team-user-form'
import { requireRetailer } from '~/domains/auth/guards'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

// Spec §2/§6: a retailer manages the users who buy at its conditions.
export const Route = createFileRoute('/account/users')({
  beforeLoad: (ctx) => {
    requireRetailer(ctx)
  },
  loader: () => fetchTeamUsers({ data: { locale: getLocale() } }),
  head: ({ matches }) => privateHead(matches, m.account_users_title(), '/account/users'),
  component: Users,
})

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; user: TeamUser }

// Middle-aligned from `md` up, beside the row's buttons.
const cell = cx(cardBox, css({ textAlign: 'left', verticalAlign: 'middle' }))
// On a phone each user is a card: name and status, the e-mail, when it was created, then the
// actions, all within reach without scrolling sideways.
const userCard = cx(cardRow, css({ gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'baseline' }))
const onCard = {
  name: css({ gridColumn: { base: '1', md: 'auto' }, gridRow: { base: '1', md: 'auto' } }),
  status: css({ gridColumn: { base: '2', md: 'auto' }, gridRow: { base: '1', md: 'auto' } }),
  wide: css({ gridColumn: { base: '1 / -1', md: 'auto' }, overflowWrap: 'anywhere' }),
  actions: css({ gridColumn: { base: '1 / -1', md: 'auto' } }),
}

function Users() {
  const users = Route.useLoaderData()
  const router = useRouter()
  const locale = getLocale() as Locale
  const update = useServerFn(updateTeamUser)
  const remove = useServerFn(deleteTeamUser)
  const resend = useServerFn(resendTeamInvitation)
  const [mode, setMode] = useState<Mode>({ kind: 'list' })
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  const [toDelete, setToDelete] = useState<TeamUser | null>(null)
  const [busy, setBusy] = useState(false)

  const done = async (text: string) => {
    setNotice({ kind: 'success', text })
    setMode({ kind: 'list' })
    await router.invalidate()
  }

  const toggle = async (u: TeamUser) => {
    setBusy(true)
    const result = await update({ data: { locale, id: u.id, body: { disabled: !u.disabled } } })
    setBusy(false)
    // No result: the session had expired and useServerFn went to /login.
    if (!result) return
    if (!result.ok) return setNotice({ kind: 'error', text: result.error.message })
    await done(
      u.disabled ? m.account_users_enabled_notice({ name: u.name }) : m.account_users_disabled_notice({ name: u.name }),
    )
  }

  const resendInvitation = async (u: TeamUser) => {
    setBusy(true)
    const result = await resend({ data: { locale, id: u.id } })
    setBusy(false)
    if (!result) return
    if (!result.ok) return setNotice({ kind: 'error', text: result.error.message })
    await done(m.team_users_resent_notice({ email: u.email }))
  }

  const confirmDelete = async () => {
    if (!toDelete) return
    setBusy(true)
    const result = await remove({ data: { locale, id: toDelete.id } })
    setBusy(false)
    const name = toDelete.name
    setToDelete(null)
    // No result: the session had expired and useServerFn went to /login.
    if (!result) return
    if (!result.ok) return setNotice({ kind: 'error', text: result.error.message })
    await done(m.account_users_deleted({ name }))
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <ManagedListHeader
        title={m.account_users_title()}
        intro={m.team_users_intro()}
        notice={notice}
        addLabel={m.account_users_create()}
        onAdd={() => {
          setNotice(null)
          setMode({ kind: 'new' })
        }}
        editor={
          mode.kind === 'list' ? null : (
            <TeamUserForm
              key={mode.kind === 'edit' ? mode.user.id : 'new'}
              user={mode.kind === 'edit' ? mode.user : null}
              onSaved={(saved) =>
                void done(
                  mode.kind === 'edit' ? m.account_users_saved() : m.team_users_invited_notice({ email: saved.email }),
                )
              }
              onCancel={() => setMode({ kind: 'list' })}
            />
          )
        }
      />

      {users.length === 0 ? (
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
            {m.account_users_empty()}
          </div>
        )
      ) : (
        <div className={sideScroll}>
          <table className={cardTable}>
            <caption className={css({ srOnly: true })}>{m.account_users_title()}</caption>
            <thead className={cardTableHead}>
              <tr>
                <th scope="col" className={headCell}>
                  {m.account_col_name()}
                </th>
                <th scope="col" className={headCell}>
                  {m.account_col_email()}
                </th>
                <th scope="col" className={headCell}>
                  {m.account_col_status()}
                </th>
                <th scope="col" className={headCell}>
                  {m.account_col_created()}
                </th>
                <th scope="col" className={headCell}>
                  {m.account_col_actions()}
                </th>
              </tr>
            </thead>
            <tbody className={cardTableBody}>
              {users.map((u) => (
                <tr key={u.id} className={userCard}>
                  <th scope="row" className={cx(cell, onCard.name)}>
                    {u.name}
                  </th>
                  <td className={cx(cell, onCard.wide)}>{u.email}</td>
                  <td className={cx(cell, onCard.status)}>
                    <span className={css({ color: u.disabled ? 'error.text' : 'fg.default', fontWeight: 'medium' })}>
                      {u.disabled
                        ? m.account_users_disabled()
                        : u.invited
                          ? m.team_users_invited()
                          : m.account_users_active()}
                    </span>
                  </td>
                  <td className={cx(cell, onCard.wide, css({ color: { base: 'fg.muted', md: 'inherit' } }))}>
                    <span aria-hidden="true" className={cardLabel}>
                      {m.label_colon({ label: m.account_col_created() })}{' '}
                    </span>
                    <time dateTime={u.created_at}>{formatDay(u.created_at, locale)}</time>
                  </td>
                  <td className={cx(cell, onCard.actions)}>
                    <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: { base: '2', md: '0' } })}>
                      <button
                        type="button"
                        className={buttonStyle.secondary}
                        aria-label={`${m.account_users_edit()}: ${u.name}`}
                        onClick={() => {
                          setNotice(null)
                          setMode({ kind: 'edit', user: u })
                        }}
                      >
                        {m.account_users_edit()}
                      </button>
                      {u.invited && !u.disabled && (
                        <button
                          type="button"
                          className={buttonStyle.secondary}
                          disabled={busy}
                          aria-label={`${m.team_users_resend()}: ${u.name}`}
                          onClick={() => void resendInvitation(u)}
                        >
                          {m.team_users_resend()}
                        </button>
                      )}
                      <button
                        type="button"
                        className={buttonStyle.secondary}
                        disabled={busy}
                        aria-label={`${u.disabled ? m.account_users_enable() : m.account_users_disable()}: ${u.name}`}
                        onClick={() => void toggle(u)}
                      >
                        {u.disabled ? m.account_users_enable() : m.account_users_disable()}
                      </button>
                      <button
                        type="button"
                        className={buttonStyle.danger}
                        aria-label={`${m.account_users_delete()}: ${u.name}`}
                        onClick={() => setToDelete(u)}
                      >
                        {m.account_users_delete()}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete ? m.account_users_delete_title({ name: toDelete.name }) : ''}
        text={toDelete ? m.account_users_delete_text({ name: toDelete.name }) : ''}
        confirmLabel={m.account_users_delete()}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  )
}
