// Draws the installable app's PNG icons (web manifest, apple-touch-icon) from the brand
// favicon SVG into public/icons/. Run after changing the favicon:
//   node_modules/.bin/node scripts/generate-pwa-icons.ts   (Node 24; the PNGs are committed)
// The manifest itself is built per request from the settings (src/routes/manifest[.]webmanifest.ts).
import { mkdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import sharp from 'sharp'
import { pwaIcons } from '../src/domains/seo/manifest.ts'

const root = resolve(import.meta.dirname, '..')
const svg = readFileSync(resolve(root, 'public/images/brand/favicon.svg'))
const outDir = resolve(root, 'public/icons')
mkdirSync(outDir, { recursive: true })

// The favicon's own tile colour: full-bleed icons (maskable, Apple) are filled with it.
const tile = /<rect[^>]*fill="(#[0-9a-fA-F]{3,6})"/.exec(svg.toString())?.[1] ?? '#387e84'

const render = (size: number) => sharp(svg, { density: Math.ceil((72 * size) / 64) + 1 }).resize(size, size)

for (const icon of pwaIcons) {
  const file = resolve(outDir, icon.file)
  if (icon.kind === 'any') {
    // The rounded tile on a transparent background, as the favicon.
    await render(icon.size).png({ compressionLevel: 9 }).toFile(file)
  } else {
    // Full bleed: the launcher (maskable) or iOS (apple-touch) cuts its own shape. A maskable
    // icon keeps its drawing inside the central 80 % circle, so the tile is drawn at 76 %.
    const inner = icon.kind === 'maskable' ? Math.round(icon.size * 0.76) : icon.size
    const drawing = await render(inner).png().toBuffer()
    await sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: tile } })
      .composite([{ input: drawing, gravity: 'center' }])
      .flatten({ background: tile })
      .png({ compressionLevel: 9 })
      .toFile(file)
  }
  console.log(`wrote public/icons/${icon.file}`)
}
