// Lighthouse (mobile preset) with the local Chromium on the home page, a content page and the
// blog list; prints the four category scores and CLS. Targets: performance ≥ 95,
// accessibility, best practices and SEO 100, CLS ≤ 0.02.
//   npm run build && node bench/lighthouse.ts
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { findChromium } from '../scripts/find-chromium.ts'
import { startApp } from './lib/app-server.ts'

const app = await startApp({ port: 3211, dataDir: 'bench/.data-lighthouse' })
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
})
try {
  const pages = { home: '/', 'content page': '/chi-siamo', 'blog list': '/blog-novita' }
  const rows: string[][] = []
  for (const [name, path] of Object.entries(pages)) {
    const result = await lighthouse(`${app.origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      extraHeaders: { 'Accept-Language': 'it' },
    })
    const lhr = result!.lhr
    const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100))
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN
    rows.push([name, path, score('performance'), score('accessibility'), score('best-practices'), score('seo'), cls.toFixed(3)])
    const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id)
    if (failing.length) console.log(`${name}: failing audits: ${failing.join(', ')}`)
  }
  const header = ['page', 'path', 'perf', 'a11y', 'best practices', 'seo', 'CLS']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  console.log(`\nLighthouse ${'mobile preset'}, Chromium ${findChromium()}, 2 cores shared with the server`)
  for (const r of [header, ...rows]) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '))
} finally {
  await chrome.kill()
  await app.stop()
}
