import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedAttachment = { filename: string; contentType: string; content: Buffer }
export type ReceivedEmail = {
  to: string[]
  subject: string
  text: string
  html: string
  attachments: ReceivedAttachment[]
  /** Raw header values by lower-case name (as sent, unfolded). */
  headers: Map<string, string>
}

/** A real SMTP server on a random loopback port that keeps what it receives. */
export async function startSmtpSink() {
  const received: ReceivedEmail[] = []
  const waiters: Array<() => void> = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address ?? '') ?? [])
          const attachments = mail.attachments.map((a) => ({
            filename: a.filename ?? '',
            contentType: a.contentType,
            content: a.content,
          }))
          const headers = new Map(
            mail.headerLines.map((h) => [
              h.key,
              h.line
                .slice(h.line.indexOf(':') + 1)
                .replace(/\r?\n\s+/g, ' ')
                .trim(),
            ]),
          )
          received.push({
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments,
            headers,
          })
          waiters.splice(0).forEach((w) => w())
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as { port: number }
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The newest message to `address` (waiting up to `timeoutMs` for it). */
    async waitFor(address: string, predicate: (m: ReceivedEmail) => boolean = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = received.filter((m) => m.to.includes(address) && predicate(m)).at(-1)
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`)
        await new Promise<void>((r) => {
          waiters.push(r)
          setTimeout(r, 200)
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The first link in a message's text that contains `path`. */
export const linkIn = (mail: ReceivedEmail, path: string) => {
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(path))
  if (!url) throw new Error(`no link to ${path} in: ${mail.text}`)
  return new URL(url)
}
