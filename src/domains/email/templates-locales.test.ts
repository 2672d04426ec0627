import { describe, expect, it } from 'vitest'
import { locales } from '~/lib/i18n/locales'
import { renderEmail, type EmailTemplate } from './templates'

// Every e-mail exists in all six locales: none falls back to the Italian words.
const samples: EmailTemplate[] = [
  { template: 'verify_email', name: 'Ada', link: 'http://x/v' },
  { template: 'reset_password', name: 'Ada', link: 'http://x/r' },
  { template: 'sign_in_link', name: 'Ada', link: 'http://x/l' },
  { template: 'password_changed', name: 'Ada', resetLink: 'http://x/r' },
  { template: 'welcome', name: 'Ada', link: 'http://x/' },
  { template: 'account_exists', name: 'Ada', link: 'http://x/' },
  { template: 'newsletter_confirm', link: 'http://x/n' },
  { template: 'email_changed', name: 'Ada', newEmail: 'nuova@x.it', link: 'http://x/u' },
  { template: 'team_invitation', name: 'Ada', retailer: 'Rossi', link: 'http://x/i' },
  {
    template: 'retailer_quote_sent',
    name: 'Ada',
    retailer: 'Rossi Serramenti',
    number: 'R2026-0001',
    cents: 12_345,
    contact: 'info@rossi.it',
  },
  {
    template: 'visit_planned',
    name: 'Ada',
    number: 'P2026-0001',
    when: '15/12 9:30–11:30',
    technician: 'Marco',
    link: 'http://x/s',
  },
  {
    template: 'visit_move_asked',
    name: 'Soglia',
    number: 'P2026-0001',
    customer: 'Ada',
    email: 'a@x',
    windows: 'mar · pomeriggio',
    note: null,
  },
  {
    template: 'review_invitation',
    name: 'Ada',
    number: '2026-000001',
    products: [{ name: 'Porta', link: 'http://x/p' }],
  },
  {
    template: 'order_placed',
    name: 'Ada',
    number: '2026-000001',
    date: '1',
    link: 'http://x/o',
    summary: [],
    notes: [],
  },
  {
    template: 'order_status',
    name: 'Ada',
    number: '2026-000001',
    status: 'shipped',
    link: 'http://x/o',
    carrier: 'BRT',
    tracking: '1',
  },
  {
    template: 'order_payment_reminder',
    name: 'Ada',
    number: '2026-000001',
    date: '1',
    days: 9,
    link: 'http://x/o',
    notes: [],
  },
  {
    template: 'order_shop_notice',
    number: '2026-000001',
    customer: 'Ada',
    email: 'a@x',
    total: '1 €',
    method: 'Bonifico',
    link: 'http://x/a',
    summary: [],
  },
]

describe('e-mail templates in six locales', () => {
  for (const data of samples)
    it(`${data.template} is translated`, () => {
      const italian = renderEmail(data, 'Soglia', 'it')
      for (const locale of locales.filter((l) => l !== 'it')) {
        const mail = renderEmail(data, 'Soglia', locale)
        expect(mail.subject, `${data.template} ${locale}`).not.toBe(italian.subject)
        expect(mail.text, `${data.template} ${locale}`).not.toBe(italian.text)
        expect(mail.html).toContain(`lang="${locale}"`)
      }
    })
})
