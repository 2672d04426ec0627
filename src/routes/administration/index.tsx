import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { privateHead } from '~/domains/accounts/components/account-head'
import { introStyle, pageTitleStyle, sectionStyle } from '~/domains/accounts/components/form-kit'
import { fetchAdminStats } from '~/domains/admin/admin.functions'
import { DashboardPanels } from '~/domains/admin/dashboard/dashboard-panels'
import { Table } from '~/domains/admin/kit/table'
import type { Role } from '~/domains/shared/roles'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

export const Route = createFileRoute('/administration/')({
  loader: () => fetchAdminStats({ data: { locale: getLocale() } }),
  head: ({ matches }) => privateHead(matches, m.admin_dashboard_title(), '/administration'),
  component: AdminDashboard,
})

const roleLabel: Record<Role, () => string> = {
  admin: () => m.admin_role_admin(),
  user: () => m.admin_role_user(),
  retailer: () => m.admin_role_retailer(),
  reseller: () => m.admin_role_reseller(),
  other: () => m.admin_role_other(),
}

function AdminDashboard() {
  const stats = Route.useLoaderData()
  const nf = new Intl.NumberFormat(getLocale() as Locale)
  const n = (v: number) => nf.format(v)
  const figures = [
    {
      id: 'products',
      label: m.admin_stats_products(),
      value: stats.products.total,
      note: m.admin_stats_products_published({ count: n(stats.products.published) }),
    },
    { id: 'categories', label: m.admin_stats_categories(), value: stats.categories.total, note: null },
    { id: 'users', label: m.admin_stats_users(), value: stats.users.total, note: null },
    { id: 'orders', label: m.admin_stats_orders(), value: stats.orders.total, note: null },
    {
      id: 'outbox',
      label: m.admin_stats_outbox(),
      value: stats.outbox.pending,
      note:
        stats.outbox.failed > 0
          ? m.admin_stats_outbox_failed({ count: n(stats.outbox.failed) })
          : m.admin_stats_outbox_note(),
    },
  ]
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <header>
        <h1 className={pageTitleStyle}>{m.admin_dashboard_title()}</h1>
        <p className={introStyle}>{m.admin_dashboard_intro()}</p>
      </header>
      <dl
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' },
        })}
      >
        {figures.map((f) => (
          <div
            key={f.id}
            data-figure={f.id}
            className={css({
              border: '1px solid',
              borderColor: 'border',
              borderRadius: 'lg',
              p: '4',
              display: 'flex',
              flexDirection: 'column-reverse',
              gap: '1',
            })}
          >
            <dt className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              {f.label}
              {f.note && <span className={css({ display: 'block', fontSize: 'xs' })}>{f.note}</span>}
            </dt>
            <dd className={css({ fontSize: '3xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })}>
              {n(f.value)}
            </dd>
          </div>
        ))}
      </dl>
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        <CountTable
          title={m.admin_stats_users_by_role()}
          head={m.admin_col_role()}
          rows={(Object.keys(stats.users.by_role) as Role[]).map((r) => [roleLabel[r](), stats.users.by_role[r]])}
          total={stats.users.total}
          format={n}
        />
        {/* Orders per status: in the panels below, each a link to the filtered list. */}
      </div>
      <DashboardPanels />
    </div>
  )
}

function CountTable(props: {
  title: string
  head: string
  rows: Array<[string, number]>
  total: number
  format: (n: number) => string
}) {
  return (
    <section className={sectionStyle}>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })}>{props.title}</h2>
      <Table
        caption={props.title}
        rows={props.rows}
        rowKey={([label]) => label}
        foot={[m.admin_total(), props.total]}
        columns={[
          { key: 'label', header: props.head, rowHeader: true, cell: ([label]) => label },
          { key: 'count', header: m.admin_col_count(), align: 'end', cell: ([, value]) => props.format(value) },
        ]}
      />
    </section>
  )
}
