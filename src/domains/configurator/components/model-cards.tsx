import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { buttonStyle } from '~/domains/accounts/components/form-kit'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { ConfiguratorModelSummary } from '../configurator.schemas'

/** The collections page's way into the configurator: one card and one "Configure" button per model. */
export function ConfiguratorModels({ models, locale }: { models: ConfiguratorModelSummary[]; locale: Locale }) {
  if (models.length === 0) return null
  return (
    <section aria-labelledby="configurator-models" className={css({ mb: '12' })}>
      <h2 id="configurator-models" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {m.configurator_section_title()}
      </h2>
      <p className={css({ color: 'fg.muted', mt: '1', mb: '4', maxW: '720px' })}>{m.configurator_section_intro()}</p>
      <ul
        className={css({
          listStyle: 'none',
          p: 0,
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        })}
      >
        {models.map((model) => (
          <li
            key={model.id}
            className={css({
              border: '1px solid',
              borderColor: 'border',
              borderRadius: 'lg',
              p: '4',
              display: 'flex',
              flexDirection: 'column',
              gap: '2',
            })}
          >
            <h3 className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{model.name}</h3>
            {model.collection && (
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {m.configurator_in_collection({ name: model.collection.name })}
              </p>
            )}
            {model.description && <p className={css({ fontSize: 'sm', flex: 1 })}>{model.description}</p>}
            <p className={css({ fontWeight: 'semibold' })}>
              {m.configurator_from_price({ price: formatCents(model.from_price, locale) })}
            </p>
            <ConfigureLink model={model} />
          </li>
        ))}
      </ul>
    </section>
  )
}

export function ConfigureLink({ model }: { model: Pick<ConfiguratorModelSummary, 'id' | 'name'> }) {
  return (
    <Link
      to="/collezioni/configuratore/$id"
      params={{ id: String(model.id) }}
      className={buttonStyle.primary}
      style={{ textAlign: 'center' }}
    >
      {/* The model's name in the visible text too (issue 16: two identical "Configura"). */}
      {m.configurator_configure_model({ name: model.name })}
    </Link>
  )
}
