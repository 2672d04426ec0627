// The web app manifest (spec §1: an installable app), built from the shop settings so that
// an administrator's new name or colours reach the installed app without a build.
import type { Settings } from '~/domains/settings/settings.schemas'

export type PwaIcon = { file: string; size: number; kind: 'any' | 'maskable' | 'apple-touch' }

/** The PNGs drawn by scripts/generate-pwa-icons.ts into public/icons/ (committed). */
export const pwaIcons: readonly PwaIcon[] = [
  { file: 'icon-192.png', size: 192, kind: 'any' },
  { file: 'icon-512.png', size: 512, kind: 'any' },
  { file: 'icon-maskable-512.png', size: 512, kind: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, kind: 'apple-touch' },
]

export const iconPath = (icon: PwaIcon) => `/icons/${icon.file}`

/** Launchers cut names past ~12 characters: the first word, else the name cut at 12. */
export function shortName(siteName: string): string {
  const name = siteName.trim()
  if (name.length <= 12) return name
  const first = name.split(/\s+/)[0] ?? name
  return first.length <= 12 ? first : name.slice(0, 12).trimEnd()
}

type ManifestSettings = Pick<Settings, 'site_name' | 'background' | 'vuetify_colors' | 'meta_tags'>

export function webManifest(settings: ManifestSettings) {
  return {
    id: '/',
    name: settings.site_name,
    short_name: shortName(settings.site_name),
    ...(settings.meta_tags.description ? { description: settings.meta_tags.description } : {}),
    lang: 'it',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: settings.vuetify_colors.light.primary,
    background_color: settings.background,
    icons: pwaIcons
      .filter((i) => i.kind !== 'apple-touch')
      .map((i) => ({ src: iconPath(i), sizes: `${i.size}x${i.size}`, type: 'image/png', purpose: i.kind })),
  }
}
