import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { fetchFaq } from '~/domains/content/faq.functions'
import type { Locale } from '~/lib/i18n/locales'
import { pageHead, pathsFor, shellOf } from '~/lib/seo'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

export const Route = createFileRoute('/domande-frequenti/')({
  staticData: { hydrate: 'on-intent' },
  loader: () => fetchFaq({ data: { locale: getLocale() } }),
  head: ({ matches }) => {
    const shell = shellOf(matches)
    if (!shell) return {}
    return pageHead({
      title: m.faq_title(),
      siteName: shell.settings.site_name,
      description: m.faq_intro(),
      origin: shell.publicUrl,
      locale: getLocale() as Locale,
      paths: pathsFor('/domande-frequenti'),
    })
  },
  component: Faq,
})

const styles = {
  item: css({ borderBottom: '1px solid', borderColor: 'border' }),
  summary: css({
    cursor: 'pointer',
    py: '4',
    fontWeight: 'semibold',
    listStylePosition: 'inside',
    _hover: { color: 'link' },
  }),
  answer: css({ pb: '4', color: 'fg.muted', lineHeight: '1.7' }),
}

// Native <details>/<summary>: every question opens with the keyboard and without JavaScript.
function Faq() {
  const groups = Route.useLoaderData()
  return (
    <div className={css({ maxW: '860px', py: '8' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{m.faq_title()}</h1>
      <p className={css({ color: 'fg.muted', mt: '2', mb: '8' })}>{m.faq_intro()}</p>
      {groups.length === 0 && <p>{m.faq_empty()}</p>}
      {groups.map((group) => (
        <section key={group.code} aria-labelledby={`faq-${group.code}`} className={css({ mb: '10' })}>
          <h2 id={`faq-${group.code}`} className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '2' })}>
            {group.label}
          </h2>
          {group.entries.map((entry) => (
            <details key={entry.id} id={`faq-${entry.id}`} className={styles.item}>
              <summary className={styles.summary}>{entry.question}</summary>
              <p className={styles.answer}>{entry.answer}</p>
            </details>
          ))}
        </section>
      ))}
    </div>
  )
}
