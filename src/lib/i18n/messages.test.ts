import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from './locales'

// The message files are the translation contract: Italian and English complete everywhere, the
// other locales never inventing keys, every translation using the same placeholders as the
// Italian text (a renamed `{count}` would print "undefined" in one language only).

const root = resolve(import.meta.dirname, '../../..')
const settings = JSON.parse(readFileSync(join(root, 'project.inlang/settings.json'), 'utf8')) as {
  'plugin.inlang.messageFormat': { pathPattern: string[] }
}
const patterns = settings['plugin.inlang.messageFormat'].pathPattern
/** E-mails are written in Italian or English only (decision 006): the others may skip them. */
const ITALIAN_AND_ENGLISH_ONLY = new Set(['./messages/email/{locale}.json'])

type Message = string | { match: Record<string, string> }[]
const load = (pattern: string, locale: string): Record<string, Message> => {
  const file = join(root, pattern.replace('{locale}', locale))
  if (!existsSync(file)) return {}
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Message>
  return messages
}
/** Placeholders used by a message, over all its plural variants. */
const placeholders = (message: Message) => {
  const texts = typeof message === 'string' ? [message] : message.flatMap((m) => Object.values(m.match))
  return [...new Set(texts.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((x) => x[1])))].sort()
}

describe.each(patterns)('%s', (pattern) => {
  const italian = load(pattern, 'it')

  it('has Italian messages', () => {
    expect(Object.keys(italian).length).toBeGreaterThan(0)
  })

  it.each(locales.filter((l) => l !== 'it'))(
    '%s has no key Italian lacks, the same placeholders, and is complete where required',
    (locale) => {
      const messages = load(pattern, locale)
      expect(Object.keys(messages).filter((k) => !(k in italian))).toEqual([])
      if (locale === 'en' || !ITALIAN_AND_ENGLISH_ONLY.has(pattern)) {
        expect(Object.keys(italian).filter((k) => !(k in messages))).toEqual([])
      }
      for (const [key, message] of Object.entries(messages)) {
        expect(placeholders(message), `${locale} ${key}`).toEqual(placeholders(italian[key]!))
      }
    },
  )
})
