import { isLocale, locales } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { adminRequest } from '../kit/data-provider'
import { localeName } from '../kit/locale-tabs'
import { dateTime, day } from '../kit/format'
import { defineResource, type Field } from '../kit/resource'
import { badgeStyle } from '../kit/styles'
import type { AdminSubscriber } from './admin-newsletter.contract'

const statusName = (s: AdminSubscriber['status']) =>
  ({ pending: m.adm_nl_pending(), confirmed: m.adm_nl_confirmed(), unsubscribed: m.adm_nl_unsubscribed() })[s]

/** The form of a subscriber added by hand (newsletter/add): consent given on paper, at a fair… */
export const subscriberFields: Field[] = [
  { name: 'email', label: () => m.adm_user_email(), type: 'email', autoComplete: 'off' },
  {
    name: 'locale',
    label: () => m.adm_nl_locale(),
    type: 'select',
    options: () => locales.map((value) => ({ value, label: localeName(value) })),
  },
  { name: 'consent_source', label: () => m.adm_nl_source(), type: 'text', hint: () => m.adm_nl_source_hint() },
  { name: 'consent_at', label: () => m.adm_nl_consent_at(), type: 'date' },
]

export const newsletterResource = defineResource<AdminSubscriber>({
  name: 'newsletter',
  // The list's own name, not the menu's "Newsletter": that is the footer's sign-up box on every page.
  title: () => m.adm_nl_title(),
  newTitle: () => m.adm_nl_title(),
  label: (s) => s.email,
  api: '/admin/newsletter/subscribers',
  id: (s) => s.id,
  search: true,
  defaultSort: { key: 'created_at', dir: 'desc' },
  filters: [
    {
      key: 'status',
      label: () => m.adm_nl_status(),
      type: 'select',
      options: () =>
        (['pending', 'confirmed', 'unsubscribed'] as const).map((v) => ({ value: v, label: statusName(v) })),
    },
    {
      key: 'lang',
      label: () => m.adm_nl_locale(),
      type: 'select',
      options: () => locales.map((value) => ({ value, label: localeName(value) })),
    },
  ],
  columns: [
    { key: 'email', label: () => m.adm_user_email(), sortable: true },
    {
      key: 'status',
      label: () => m.adm_nl_status(),
      sortable: true,
      cell: (s) => (
        <span className={badgeStyle} data-status={s.status}>
          {statusName(s.status)}
        </span>
      ),
      csv: (s) => s.status,
    },
    {
      key: 'locale',
      label: () => m.adm_nl_locale(),
      cell: (s) => (isLocale(s.locale) ? localeName(s.locale) : s.locale),
      csv: (s) => s.locale,
    },
    {
      key: 'created_at',
      label: () => m.adm_nl_date(),
      sortable: true,
      cell: (s) => dateTime(s.created_at),
      csv: (s) => s.created_at,
    },
    {
      key: 'confirmed_at',
      label: () => m.adm_nl_confirmed_at(),
      cell: (s) => dateTime(s.confirmed_at),
      csv: (s) => s.confirmed_at,
      wide: true,
    },
    {
      key: 'consent_source',
      label: () => m.adm_nl_source(),
      cell: (s) => s.consent_source ?? m.adm_nl_source_site(),
      csv: (s) => s.consent_source ?? 'double opt-in',
      wide: true,
    },
    {
      key: 'consent_at',
      label: () => m.adm_nl_consent_at(),
      cell: (s) => day(s.consent_at),
      csv: (s) => s.consent_at,
      wide: true,
    },
    {
      key: 'unsubscribed_at',
      label: () => m.adm_nl_unsubscribed_at(),
      cell: (s) => dateTime(s.unsubscribed_at),
      csv: (s) => s.unsubscribed_at,
      wide: true,
    },
  ],
  // Added by hand or imported on a screen of its own (newsletter/add), never edited: consent is the subscriber's.
  can: { create: true, edit: false, remove: true },
  createPath: 'newsletter/add',
  bulk: [
    {
      id: 'remove',
      label: () => m.adm_delete(),
      danger: true,
      run: (id) => adminRequest('DELETE', `/admin/newsletter/subscribers/${id}`),
      confirm: (n) => m.adm_nl_remove_confirm({ count: n }),
    },
  ],
  csv: 'newsletter',
})
