import type { FontName } from '~/domains/settings/fonts'
// The Latin file of each bundled font (src/domains/settings/fonts.ts): the page preloads the one
// its settings choose, so the first screen's text does not wait for the stylesheet (decision
// 010). The same URLs as in the stylesheet, so each is one request.
import lexend from '@fontsource-variable/lexend/files/lexend-latin-wght-normal.woff2?url'
import inter from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import sourceSans from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url'
import lora from '@fontsource-variable/lora/files/lora-latin-wght-normal.woff2?url'

const files: Record<FontName, string> = { Lexend: lexend, Inter: inter, 'Source Sans 3': sourceSans, Lora: lora }

/** The preload URL of a font setting (Lexend for an unknown name, as the stylesheet does). */
export const fontPreload = (setting: string | undefined) => files[setting as FontName] ?? lexend
