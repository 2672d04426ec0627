import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { locales, type Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { CheckInput, fieldsetStyle, gridStyle, legendStyle, SelectInput, TextInput } from '../kit/controls'
import { CustomForm } from '../kit/custom-form'
import { useAdminQuery } from '../kit/data-provider'
import { LocaleTabList } from '../kit/locale-tabs'
import type { CustomFormProps } from '../kit/resource'
import type { AdminCategory } from './categories.schemas'
import { slugify } from './product-draft'

// A category: parent, name, slug and description per locale, image (a media-library path), featured.

type Text = { name: string; slug: string; description: string }

export function CategoryForm({ row, mode, send, onCancel }: CustomFormProps<AdminCategory>) {
  const idBase = useId()
  const [locale, setLocale] = useState<Locale>('it')
  const [parent, setParent] = useState(row?.parent_id ? String(row.parent_id) : '')
  const [image, setImage] = useState(row?.image ?? '')
  const [featured, setFeatured] = useState(row?.featured ?? false)
  const [texts, setTexts] = useState<Record<Locale, Text>>(
    () =>
      Object.fromEntries(
        locales.map((l) => [
          l,
          {
            name: row?.translations[l]?.name ?? '',
            slug: row?.translations[l]?.slug ?? '',
            description: row?.translations[l]?.description ?? '',
          },
        ]),
      ) as Record<Locale, Text>,
  )
  const tree = useAdminQuery<{ data: AdminCategory[] }>(['/admin/categories'], '/admin/categories').data?.data ?? []
  // Not itself nor below itself (the API refuses a loop too).
  const below = new Set<number>(row ? [row.id] : [])
  for (const c of tree) if (c.parent_id !== null && below.has(c.parent_id)) below.add(c.id)
  const text = texts[locale]
  const setText = (change: Partial<Text>) => setTexts({ ...texts, [locale]: { ...text, ...change } })
  const tag = ` (${locale.toUpperCase()})`
  const body = () => ({
    parent: parent ? [{ id: Number(parent) }] : [],
    image: image.trim() || null,
    featured,
    translations: Object.fromEntries(
      locales
        .filter((l) => l === 'it' || texts[l].name.trim() || texts[l].slug.trim())
        .map((l) => [
          l,
          { name: texts[l].name.trim(), slug: texts[l].slug.trim(), description: texts[l].description.trim() || null },
        ]),
    ),
  })
  return (
    <CustomForm mode={mode} send={send} onCancel={onCancel} body={body}>
      {(errors) => (
        <>
          <fieldset className={fieldsetStyle}>
            <legend className={legendStyle}>{m.cat_texts()}</legend>
            <LocaleTabList
              value={locale}
              onChange={setLocale}
              idBase={idBase}
              state={(l) =>
                Object.keys(errors).some((k) => k.startsWith(`translations.${l}`))
                  ? 'error'
                  : texts[l].name.trim()
                    ? 'ok'
                    : 'empty'
              }
            />
            <div
              role="tabpanel"
              id={`${idBase}-panel`}
              aria-labelledby={`${idBase}-tab-${locale}`}
              className={gridStyle}
            >
              <TextInput
                label={m.cat_name() + tag}
                name={`translations.${locale}.name`}
                errors={errors}
                value={text.name}
                optional={locale !== 'it'}
                onChange={(v) =>
                  setText({
                    name: v,
                    ...(mode === 'create' &&
                      (text.slug === '' || text.slug === slugify(text.name)) && { slug: slugify(v) }),
                  })
                }
              />
              <TextInput
                label={m.cat_slug() + tag}
                name={`translations.${locale}.slug`}
                errors={errors}
                value={text.slug}
                hint={m.cat_slug_hint()}
                optional={locale !== 'it'}
                onChange={(v) => setText({ slug: v })}
              />
              <TextInput
                label={m.cat_description() + tag}
                name={`translations.${locale}.description`}
                errors={errors}
                value={text.description}
                optional
                wide
                multiline
                onChange={(v) => setText({ description: v })}
              />
            </div>
          </fieldset>
          <div className={gridStyle}>
            <SelectInput
              label={m.cat_parent()}
              name="parent"
              errors={errors}
              value={parent}
              optional
              options={tree
                .filter((c) => !below.has(c.id))
                .map((c) => ({ value: String(c.id), label: `${'— '.repeat(c.depth)}${c.name}` }))}
              onChange={setParent}
            />
            <TextInput
              label={m.cat_image()}
              name="image"
              errors={errors}
              value={image}
              optional
              hint={m.cat_image_hint()}
              onChange={setImage}
            />
          </div>
          <div className={css({ display: 'flex' })}>
            <CheckInput name="featured" label={m.cat_featured()} checked={featured} onChange={setFeatured} />
          </div>
        </>
      )}
    </CustomForm>
  )
}
