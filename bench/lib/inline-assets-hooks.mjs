// Node module hooks for bench/lib/inline-assets.mjs: `file.ext?inline` → `export default 'data:…'`.
import { readFile } from 'node:fs/promises'

const types = { woff: 'font/woff', woff2: 'font/woff2', ttf: 'font/ttf', png: 'image/png', svg: 'image/svg+xml' }

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('?inline')) return next(url, context)
  const file = new URL(url)
  file.search = ''
  const ext = file.pathname.split('.').pop() ?? ''
  const data = await readFile(file)
  const dataUrl = `data:${types[ext] ?? 'application/octet-stream'};base64,${data.toString('base64')}`
  return { format: 'module', source: `export default ${JSON.stringify(dataUrl)}`, shortCircuit: true }
}
