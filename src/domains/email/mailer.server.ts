import { eq } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Db } from '~/db/types'
import { emailOutbox } from '~/db/schema'
import type { Locale } from '~/lib/i18n/locales'
import { renderEmail, type EmailTemplate } from './templates'

export type EmailAttachment = { filename: string; content: Uint8Array; contentType: string }

export type OutgoingEmail = {
  to: string
  locale: Locale
  site: string
  color?: string
  attachments?: EmailAttachment[]
  /** A newsletter e-mail's unsubscribe link: in the footer and as the List-Unsubscribe header (RFC 2369, one-click by RFC 8058). */
  unsubscribe?: string
} & { data: EmailTemplate }

export type Mailer = {
  /** Records the message in the outbox, then sends it over SMTP when configured. Never throws. */
  send: (
    db: Db,
    email: OutgoingEmail,
    options?: SendOptions,
  ) => Promise<{ id: number; status: 'sent' | 'pending' | 'failed' }>
  /** Sends a message of the outbox again as it was stored (the back office's "resend"). */
  resend: (db: Db, id: number) => Promise<{ id: number; status: 'sent' | 'pending' | 'failed' } | null>
}

export type SendOptions = {
  /** A retry of a message already in the outbox (the job queue's next attempt): that row is updated, not a new one added. */
  outboxId?: number | null
}

export type MailerOptions = {
  smtpUrl?: string
  from?: string
  log?: { info: (o: object, msg: string) => void; error: (o: object, msg: string) => void }
}

// RFC 8058: with List-Unsubscribe-Post a mail client unsubscribes in one click, by posting
// `List-Unsubscribe=One-Click` to the link (the page's POST handler). Large providers ask bulk
// senders for both headers (and a DKIM signature that covers them: the outgoing relay's job).
const unsubscribeHeaders = (link: string | null | undefined) =>
  link ? { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined

/**
 * E-mail through nodemailer over SMTP when `smtpUrl` is set; otherwise messages stay in the
 * outbox table (status pending, readable by administrators) and a log line says so.
 */
export function createMailer(options: MailerOptions): Mailer {
  let transport: Transporter | undefined
  const smtp = () => (transport ??= nodemailer.createTransport(options.smtpUrl!))
  const from = options.from ?? 'Soglia <no-reply@soglia.test>'

  return {
    async send(db, email, sendOptions = {}) {
      const rendered = renderEmail(email.data, email.site, email.locale, email.color, email.unsubscribe)
      const values = {
        to: email.to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        template: email.data.template,
        locale: email.locale,
        listUnsubscribe: email.unsubscribe ?? null,
      }
      const retry = sendOptions.outboxId ?? null
      const [row] =
        retry === null
          ? await db
              .insert(emailOutbox)
              .values(values)
              .returning({ id: emailOutbox.id, attempts: emailOutbox.attempts })
          : await db
              .update(emailOutbox)
              .set(values)
              .where(eq(emailOutbox.id, retry))
              .returning({ id: emailOutbox.id, attempts: emailOutbox.attempts })
      if (!row) throw new Error(`outbox row ${retry} is gone`)
      const id = row.id
      const attempts = row.attempts + 1
      if (!options.smtpUrl) {
        options.log?.info(
          { outboxId: id, to: email.to, template: email.data.template },
          'e-mail stored in the outbox (no SMTP_URL)',
        )
        return { id, status: 'pending' }
      }
      try {
        // Attachments (the order PDF) travel over SMTP only: the outbox keeps the text, and the
        // document can be downloaded again from the account.
        const attachments = email.attachments?.map((a) => ({
          filename: a.filename,
          content: Buffer.from(a.content),
          contentType: a.contentType,
        }))
        await smtp().sendMail({
          from,
          to: email.to,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          attachments,
          headers: unsubscribeHeaders(email.unsubscribe),
        })
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts, lastError: null })
          .where(eq(emailOutbox.id, id))
        return { id, status: 'sent' }
      } catch (error) {
        // Kept in the outbox as failed, so nothing is lost and it can be sent again.
        await db
          .update(emailOutbox)
          .set({ status: 'failed', attempts, lastError: String((error as Error).message ?? error).slice(0, 1000) })
          .where(eq(emailOutbox.id, id))
        options.log?.error({ err: error, outboxId: id }, 'e-mail sending failed')
        return { id, status: 'failed' }
      }
    },
    async resend(db, id) {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id))
      if (!row) return null
      if (!options.smtpUrl) return { id, status: 'pending' }
      try {
        await smtp().sendMail({
          from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          headers: unsubscribeHeaders(row.listUnsubscribe),
        })
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
          .where(eq(emailOutbox.id, id))
        return { id, status: 'sent' }
      } catch (error) {
        await db
          .update(emailOutbox)
          .set({
            status: 'failed',
            attempts: row.attempts + 1,
            lastError: String((error as Error).message ?? error).slice(0, 1000),
          })
          .where(eq(emailOutbox.id, id))
        return { id, status: 'failed' }
      }
    },
  }
}
