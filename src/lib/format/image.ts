/** Image URL rule (spec §7): relative paths get the image host, full URLs stay, missing → fallback. */
export function imageUrl(path: string | null | undefined, imageHost: string, fallback: string): string {
  const value = path?.trim() || fallback
  if (/^(?:https?:)?\/\//i.test(value) || value.startsWith('data:')) return value
  if (!imageHost) return value.startsWith('/') ? value : `/${value}`
  return `${imageHost.replace(/\/$/, '')}/${value.replace(/^\//, '')}`
}
