/** Picks the best supported locale from an Accept-Language header (RFC 9110 q-values). */
export function pickLocale<L extends string>(
  header: string | null | undefined,
  supported: readonly L[],
  fallback: L,
): L {
  if (!header) return fallback
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number.parseFloat(q.slice(2)) : 1
      return { tag: tag.toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((r) => r.tag && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const { tag } of ranked) {
    const base = tag.split('-')[0] as L
    if (supported.includes(base)) return base
  }
  return fallback
}
