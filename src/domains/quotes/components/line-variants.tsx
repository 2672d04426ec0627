import { useServerFn } from '@tanstack/react-start'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { inputStyle } from '~/domains/accounts/components/form-kit'
import { fetchProduct } from '~/domains/catalog/catalog.functions'
import type { Locale } from '~/lib/i18n/locales'

// A quote line's variants (finish, opening side): one choice per group of the chosen product,
// as on its page; a required group starts on its first variant, so the line can be priced.

type Group = { id: number; name: string; required: boolean; variants: Array<{ id: number; name: string }> }

export function LineVariants({
  slug,
  chosen,
  locale,
  onChange,
}: {
  slug: string
  chosen: number[]
  locale: Locale
  onChange: (ids: number[]) => void
}) {
  const load = useServerFn(fetchProduct)
  const [groups, setGroups] = useState<Group[]>([])
  useEffect(() => {
    let live = true
    if (!slug) return setGroups([])
    void load({ data: { locale, slug } }).then((p) => {
      if (!live || !p) return
      setGroups(p.variant_groups)
      const picked = p.variant_groups.map(
        (g) => g.variants.find((v) => chosen.includes(v.id))?.id ?? (g.required ? g.variants[0]?.id : undefined),
      )
      const ids = picked.filter((id): id is number => id !== undefined)
      if (ids.join() !== chosen.join()) onChange(ids)
    })
    return () => {
      live = false
    }
    // Only a new product reloads its groups; the choice itself is the parent's state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug, locale])
  if (groups.length === 0) return null
  const pick = (group: Group, id: number | null) =>
    onChange([...chosen.filter((c) => !group.variants.some((v) => v.id === c)), ...(id ? [id] : [])])
  return (
    <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', gridColumn: '1 / -1' })}>
      {groups.map((g) => (
        <label key={g.id} className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' })}>
          {g.name}
          <select
            className={inputStyle}
            value={g.variants.find((v) => chosen.includes(v.id))?.id ?? ''}
            onChange={(e) => pick(g, e.target.value ? Number(e.target.value) : null)}
          >
            {!g.required && <option value="">—</option>}
            {g.variants.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  )
}
