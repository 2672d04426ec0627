import { css } from 'styled-system/css'
import type { FieldErrors } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { CheckInput, TextInput } from '../kit/controls'
import { FormSection } from '../kit/form-outline'
import { mutedText, smallButton } from '../kit/styles'
import { newGroup, newOption, newVariant, type GroupDraft, type OptionDraft } from './product-draft'
import { VariantImages } from './variant-images'

// Variants (in groups: finish, opening…) with their own tier surcharges, and extra options
// sold as a package; their names follow the language picked in the texts' tabs.

const row3 = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } })
const cardStyle = css({
  borderTop: '1px solid',
  borderColor: 'border',
  pt: '3',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
})

function replace<T>(list: T[], i: number, item: T | null): T[] {
  return item === null ? list.filter((_, j) => j !== i) : list.map((x, j) => (j === i ? item : x))
}

export function ProductVariants(props: {
  groups: GroupDraft[]
  onChange: (g: GroupDraft[]) => void
  locale: Locale
  errors: FieldErrors
}) {
  const tag = ` (${props.locale.toUpperCase()})`
  const e = props.errors
  return (
    <FormSection id="product-variants" title={m.cat_variants()}>
      {e.variant_groups && <p className={css({ color: 'error.text', fontSize: 'sm' })}>{e.variant_groups.join(' ')}</p>}
      {props.groups.length === 0 && <p className={mutedText}>{m.cat_no_variants()}</p>}
      {props.groups.map((g, gi) => {
        const setGroup = (change: Partial<GroupDraft>) => props.onChange(replace(props.groups, gi, { ...g, ...change }))
        const key = `variant_groups.${gi}`
        return (
          <div key={g.id ?? `new-${gi}`} className={cardStyle} data-variant-group={gi}>
            <div className={row3}>
              <TextInput
                label={m.cat_group_name() + tag}
                name={`${key}.name.${props.locale}`}
                errors={e}
                value={g.name[props.locale]}
                onChange={(v) => setGroup({ name: { ...g.name, [props.locale]: v } })}
              />
              <TextInput
                label={m.cat_code()}
                name={`${key}.code`}
                errors={e}
                value={g.code}
                onChange={(v) => setGroup({ code: v })}
              />
              <CheckInput
                name={`${key}.required`}
                label={m.cat_group_required()}
                checked={g.required}
                onChange={(v) => setGroup({ required: v })}
              />
            </div>
            {g.variants.map((v, vi) => {
              const vk = `${key}.variants.${vi}`
              const setVariant = (change: Partial<typeof v>) =>
                setGroup({ variants: replace(g.variants, vi, { ...v, ...change }) })
              return (
                <div
                  key={v.id ?? `new-${vi}`}
                  className={css({ pl: { md: '4' }, display: 'flex', flexDirection: 'column', gap: '2' })}
                  data-variant={vi}
                >
                  <div className={row3}>
                    <TextInput
                      label={m.cat_variant_name() + tag}
                      name={`${vk}.name.${props.locale}`}
                      errors={e}
                      value={v.name[props.locale]}
                      onChange={(x) => setVariant({ name: { ...v.name, [props.locale]: x } })}
                    />
                    <TextInput
                      label={m.cat_variant_sku()}
                      name={`${vk}.sku`}
                      errors={e}
                      value={v.sku}
                      onChange={(x) => setVariant({ sku: x })}
                    />
                    <CheckInput
                      name={`${vk}.active`}
                      label={m.cat_active()}
                      checked={v.active}
                      onChange={(x) => setVariant({ active: x })}
                    />
                    <TextInput
                      label={m.cat_variant_base()}
                      name={`${vk}.base_price`}
                      errors={e}
                      value={v.base_price}
                      inputMode="decimal"
                      onChange={(x) => setVariant({ base_price: x })}
                    />
                    <TextInput
                      label={m.cat_reseller_price()}
                      name={`${vk}.reseller_price`}
                      errors={e}
                      value={v.reseller_price}
                      inputMode="decimal"
                      optional
                      onChange={(x) => setVariant({ reseller_price: x })}
                    />
                    <TextInput
                      label={m.cat_other_price()}
                      name={`${vk}.other_price`}
                      errors={e}
                      value={v.other_price}
                      inputMode="decimal"
                      optional
                      onChange={(x) => setVariant({ other_price: x })}
                    />
                  </div>
                  <VariantImages
                    images={v.images}
                    variant={v.name[props.locale] || v.name.it || v.sku || String(vi + 1)}
                    name={vk}
                    onChange={(images) => setVariant({ images })}
                  />
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => setGroup({ variants: replace(g.variants, vi, null) })}
                    disabled={g.variants.length === 1}
                    aria-label={m.cat_remove_variant_named({ name: v.name.it || v.sku || String(vi + 1) })}
                  >
                    {m.cat_remove_variant()}
                  </button>
                </div>
              )
            })}
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              <button
                type="button"
                className={smallButton}
                onClick={() => setGroup({ variants: [...g.variants, newVariant()] })}
                data-action="add-variant"
              >
                {m.cat_add_variant()}
              </button>
              <button
                type="button"
                className={smallButton}
                onClick={() => props.onChange(replace(props.groups, gi, null))}
              >
                {m.cat_remove_group()}
              </button>
            </div>
          </div>
        )
      })}
      <button
        type="button"
        className={smallButton}
        onClick={() => props.onChange([...props.groups, newGroup()])}
        data-action="add-group"
      >
        {m.cat_add_group()}
      </button>
    </FormSection>
  )
}

export function ProductOptions(props: {
  options: OptionDraft[]
  onChange: (o: OptionDraft[]) => void
  combinable: boolean
  onCombinable: (on: boolean) => void
  locale: Locale
  errors: FieldErrors
}) {
  const tag = ` (${props.locale.toUpperCase()})`
  const e = props.errors
  return (
    <FormSection id="product-options" title={m.cat_options()}>
      {e.extra_options && <p className={css({ color: 'error.text', fontSize: 'sm' })}>{e.extra_options.join(' ')}</p>}
      <CheckInput
        name="extras_combinable"
        label={m.cat_extras_combinable()}
        checked={props.combinable}
        onChange={props.onCombinable}
      />
      {props.options.map((o, i) => {
        const k = `extra_options.${i}`
        const setOption = (change: Partial<OptionDraft>) =>
          props.onChange(replace(props.options, i, { ...o, ...change }))
        return (
          <div key={o.id ?? `new-${i}`} className={cardStyle}>
            <div className={row3}>
              <TextInput
                label={m.cat_option_name() + tag}
                name={`${k}.name.${props.locale}`}
                errors={e}
                value={o.name[props.locale]}
                onChange={(v) => setOption({ name: { ...o.name, [props.locale]: v } })}
              />
              <TextInput
                label={m.cat_code()}
                name={`${k}.code`}
                errors={e}
                value={o.code}
                onChange={(v) => setOption({ code: v })}
              />
              <span />
              <TextInput
                label={m.cat_package_price()}
                name={`${k}.package_price`}
                errors={e}
                value={o.package_price}
                inputMode="decimal"
                onChange={(v) => setOption({ package_price: v })}
              />
              <TextInput
                label={m.cat_reseller_price()}
                name={`${k}.reseller_package_price`}
                errors={e}
                value={o.reseller_package_price}
                inputMode="decimal"
                optional
                onChange={(v) => setOption({ reseller_package_price: v })}
              />
              <TextInput
                label={m.cat_other_price()}
                name={`${k}.other_package_price`}
                errors={e}
                value={o.other_package_price}
                inputMode="decimal"
                optional
                onChange={(v) => setOption({ other_package_price: v })}
              />
            </div>
            <button
              type="button"
              className={smallButton}
              onClick={() => props.onChange(replace(props.options, i, null))}
            >
              {m.cat_remove_option()}
            </button>
          </div>
        )
      })}
      <button type="button" className={smallButton} onClick={() => props.onChange([...props.options, newOption()])}>
        {m.cat_add_option()}
      </button>
    </FormSection>
  )
}
