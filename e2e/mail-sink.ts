import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { slot } from './slots'

// A real SMTP server for the e2e run: the shop under test sends its e-mails here (SMTP_URL in
// playwright.config.ts) and every message lands as one JSON file in MAIL_DIR, where the tests,
// which run in other processes, read them.

// One sink per worker's shop (e2e/slots.ts: its port and folder move with E2E_MAIL_PORT and
// E2E_MAIL_DIR); a test reads its own worker's folder, so it never sees the other shop's mail.
const MAIL_HOST = '127.0.0.1'

export type SunkAttachment = { filename: string; contentType: string; size: number; base64: string }
export type SunkMail = {
  to: string[]
  subject: string
  text: string
  html: string
  receivedAt: number
  attachments: SunkAttachment[]
}

/** Starts a sink on 127.0.0.1:`port` with an empty `dir`; `close()` stops it. */
export async function startMailSink({ host = MAIL_HOST, port, dir }: { host?: string; port: number; dir: string }) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  let seq = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to]
            .flat()
            .flatMap((a) => a?.value.map((v) => (v.address ?? '').toLowerCase()) ?? [])
            .filter(Boolean)
          const record: SunkMail = {
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            receivedAt: Date.now(),
            // The order PDF, for instance.
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              size: a.size,
              base64: a.content.toString('base64'),
            })),
          }
          const name = `${String(record.receivedAt)}-${String(++seq).padStart(5, '0')}.json`
          // Written whole, then renamed: a reader never sees half a file.
          writeFileSync(join(dir, `.${name}.tmp`), JSON.stringify(record, null, 2))
          renameSync(join(dir, `.${name}.tmp`), join(dir, name))
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(port, host, () => {
      server.off('error', fail)
      done()
    })
  })
  return {
    url: `smtp://${host}:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

function readMails(dir: string): SunkMail[] {
  let names: string[]
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'))
  } catch {
    return []
  }
  return names.sort().map((n) => JSON.parse(readFileSync(join(dir, n), 'utf8')) as SunkMail)
}

/** The newest message to `address` that passes `match`, polling the test's sink until `timeoutMs`. */
export async function waitForMail(
  address: string,
  {
    match = () => true,
    timeoutMs = 15_000,
    dir = slot(test.info().parallelIndex).mailDir,
  }: { match?: (mail: SunkMail) => boolean; timeoutMs?: number; dir?: string } = {},
): Promise<SunkMail> {
  const to = address.toLowerCase()
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = readMails(dir)
      .filter((m) => m.to.includes(to) && match(m))
      .at(-1)
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} in ${dir} within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** The first absolute link in the message's text whose path contains `path`. */
export function linkIn(mail: SunkMail, path: string): URL {
  const url = mail.text
    .match(/https?:\/\/[^\s<>"')\]]+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname.includes(path) || `${u.pathname}${u.search}`.includes(path))
  if (!url) throw new Error(`no link to ${path} in: ${mail.text}`)
  return url
}
