import type { Db } from '~/db/types'
import { isLocale, type Locale } from '~/lib/i18n/locales'
import type { ApiContext } from '~/domains/shared/api-route'
import { issueAuthToken } from './auth-tokens.server'
import { emailLink } from './links.server'
import { mailLater } from './mail.server'
import type { UserRow } from './users.server'

const localeOf = (row: UserRow, fallback: Locale): Locale => (isLocale(row.locale) ? row.locale : fallback)

/**
 * After a confirmed e-mail change: the old address is told, with a link that undoes the change
 * for 7 days (issue 14). Whoever changed it — the owner or someone with their session and
 * password — cannot stop this notice, and a later change does not cancel its link.
 */
export async function noticeEmailChange(ctx: ApiContext, row: UserRow, oldEmail: string) {
  const locale = localeOf(row, ctx.locale)
  const token = await issueAuthToken(ctx.db, row.id, 'restore_email', ctx.now(), oldEmail)
  mailLater(ctx, oldEmail, locale, {
    template: 'email_changed',
    name: row.name,
    newEmail: row.email,
    link: emailLink(ctx.publicUrl, `/restore-email/${token}`, locale),
  })
}

/** A retailer's new user: the invitation to set its own password (7 days). */
export async function sendInvitation(ctx: ApiContext, db: Db, member: UserRow, retailer: string) {
  const locale = localeOf(member, ctx.locale)
  const token = await issueAuthToken(db, member.id, 'invitation', ctx.now())
  mailLater(ctx, member.email, locale, {
    template: 'team_invitation',
    name: member.name,
    retailer,
    link: emailLink(ctx.publicUrl, `/accept-invitation/${token}`, locale),
  })
}
