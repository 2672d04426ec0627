import type { L10n } from '../context'

export type PageSeed = {
  slug: string
  enSlug: string
  /** Icon name in the UI's icon set (lucide names). */
  icon: string
  showInMenu: boolean
  showInFooter: boolean
  title: L10n
  metaDescription: L10n
  /** Markdown. */
  body: L10n
}

/** The invented company behind the shop; one place so every page says the same thing. */
export const company = {
  name: 'Soglia S.r.l.',
  vat: '01234567897',
  street: 'Via dei Serramenti 14',
  city: '37135 Verona (VR)',
  phone: '+39 045 123 4567',
  email: 'info@soglia.test',
  privacyEmail: 'privacy@soglia.test',
  pec: 'soglia@pec.soglia.test',
}
