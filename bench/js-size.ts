// First-load JavaScript of a page: the gzip size of every script the server-rendered HTML
// loads (module scripts, modulepreloads, inline scripts). Target: home and product page
// ≤ 100 kB gzip. Code loaded later on purpose (lazy widgets, decision 010) is not counted.
// Pages that hydrate on intent (decision 017) load the application on the visitor's first sign
// of presence: the "on intent" column is what that costs (the loader's entry and preloads).
// --files lists the files of each page, largest first.
//   npm run build && node bench/js-size.ts [--port 3210] [--files]
import { gzipSync } from 'node:zlib'
import { startApp } from './lib/app-server.ts'

const port = Number(process.argv[process.argv.indexOf('--port') + 1]) || 3210
const listFiles = process.argv.includes('--files')
const app = await startApp({ port, dataDir: 'bench/.data-js' })
try {
  const products = (await (await fetch(`${app.origin}/api/products?per_page=1`)).json()) as {
    data: Array<{ slug: string; category: { slug: string } }>
  }
  const p = products.data[0]!
  const models = (await (await fetch(`${app.origin}/api/configurator/models`)).json()) as {
    data: Array<{ id: number }>
  }
  const pages = {
    home: '/',
    shop: '/negozio',
    product: `/negozio/${p.category.slug}/${p.slug}`,
    'content page': '/chi-siamo',
    blog: '/blog-novita',
    collections: '/collezioni',
    configurator: `/collezioni/configuratore/${models.data[0]!.id}`,
  }
  const rows: string[][] = []
  // Asked without Accept-Encoding: the bytes as built, compressed here the same way for every run.
  const sizeOf = async (url: string) => {
    const body = Buffer.from(
      await (await fetch(new URL(url, app.origin), { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    )
    return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
  }
  for (const [name, path] of Object.entries(pages)) {
    const html = await (await fetch(`${app.origin}${path}`, { headers: { 'accept-language': 'it' } })).text()
    const urls = new Set<string>()
    for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g))
      urls.add(match[1]!)
    for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(match[1]!)
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1]!)
      .join('\n')
    const loader = /\}\)\((\{"entry":[\s\S]*?\}),function\(u\)/.exec(html)
    const onIntent = loader ? (JSON.parse(loader[1]!) as { entry: string; preloads: string[] }) : null
    let onIntentGzip = 0
    for (const url of onIntent ? [onIntent.entry, ...onIntent.preloads] : []) onIntentGzip += (await sizeOf(url)).gzip
    let raw = Buffer.byteLength(inline)
    let gzip = gzipSync(inline, { level: 9 }).length
    const files: Array<[string, number]> = [['(inline scripts)', gzip]]
    for (const url of urls) {
      const size = await sizeOf(url)
      raw += size.raw
      gzip += size.gzip
      files.push([url, size.gzip])
    }
    if (listFiles) {
      console.log(`${name} (${path})`)
      for (const [url, size] of files.sort((a, b) => b[1] - a[1]))
        console.log(`  ${(size / 1024).toFixed(1).padStart(6)} kB  ${url}`)
    }
    rows.push([
      name,
      path,
      String(urls.size),
      (raw / 1024).toFixed(1),
      (gzip / 1024).toFixed(1),
      gzip <= 100 * 1024 ? 'ok' : 'OVER',
      onIntent ? `${(onIntentGzip / 1024).toFixed(1)} (${onIntent.preloads.length + 1} files)` : '— (at once)',
    ])
  }
  const header = ['page', 'path', 'files', 'raw kB', 'gzip kB', '≤ 100 kB', 'on intent gzip kB']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  for (const r of [header, ...rows]) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '))
} finally {
  await app.stop()
}
